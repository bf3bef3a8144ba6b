package nl.opendk.ebms.db.testing;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import javax.sql.DataSource;
import nl.opendk.ebms.db.DataAccessException;
import nl.opendk.ebms.db.source.Database;
import nl.opendk.ebms.db.source.DatabaseSettings;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Gives a test class its own new, migrated database on the shared test server (see {@link TestServer}: embedded
 * MariaDB, or the external server of {@code -Ddb.url=jdbc:mysql://host:3306/?user=..&password=..}).
 *
 * <pre>
 * &#64;RegisterExtension
 * static final TestDatabase DB = new TestDatabase();
 * </pre>
 *
 * A database made for one test ({@link #newDatabase()} in a {@code @BeforeEach} or test method) has its pool closed
 * after that test, so a class of many tests does not hold the server's connections until it ends; every database is
 * dropped after the class.
 */
public final class TestDatabase implements BeforeAllCallback, AfterAllCallback, BeforeEachCallback, AfterEachCallback {

    private static final int POOL_SIZE = 8;

    /** Child tables first: deleting a message row would cascade, but explicit order keeps it obvious. */
    private static final List<String> TABLES = List.of(
            "delivery_attempt",
            "ebms_message_error",
            "ebms_payload",
            "ebms_message",
            "cpa",
            "cpa_version",
            "wus_exchange",
            "wus_operation_oin",
            "wus_operation",
            "wus_service");

    private final List<FreshDatabase> created = new ArrayList<>();
    /** The databases made during the test that runs now; null between tests. */
    private List<FreshDatabase> thisTest;

    private FreshDatabase primary;

    @Override
    public void beforeAll(ExtensionContext context) {
        primary = newDatabase();
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        thisTest = new ArrayList<>();
    }

    @Override
    public void afterEach(ExtensionContext context) {
        for (FreshDatabase database : thisTest) {
            database.database().close();
        }
        thisTest = null;
    }

    @Override
    public void afterAll(ExtensionContext context) {
        TestServer server = TestServer.get();
        for (FreshDatabase database : created) {
            database.database().close();
            server.dropDatabase(database.name());
        }
        created.clear();
        primary = null;
    }

    /** The pooled DataSource of this class's database. */
    public DataSource dataSource() {
        return primary().dataSource();
    }

    /** Settings that reach this class's database through {@link Database#open}. */
    public DatabaseSettings settings() {
        return primary().settings();
    }

    /** Another new, migrated database on the same server, e.g. for a second adapter; dropped after the class. */
    public FreshDatabase newDatabase() {
        TestServer server = TestServer.get();
        String name = "ebms_test_"
                + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextLong());
        server.createDatabase(name);
        DatabaseSettings settings = DatabaseSettings.external(server.urlOf(name), null, null, POOL_SIZE);
        try {
            FreshDatabase database = new FreshDatabase(name, settings, Database.open(settings));
            created.add(database);
            if (thisTest != null) {
                thisTest.add(database);
            }
            return database;
        } catch (RuntimeException e) {
            server.dropDatabase(name);
            throw e;
        }
    }

    /** Empties every table of this class's database, for tests that must not see each other's rows. */
    public void deleteAllRows() {
        try (Connection connection = dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            for (String table : TABLES) {
                statement.executeUpdate("DELETE FROM " + table);
            }
            connection.commit();
        } catch (SQLException e) {
            throw new DataAccessException("empty the test database", e);
        }
    }

    private FreshDatabase primary() {
        if (primary == null) {
            throw new IllegalStateException("Register TestDatabase as a static @RegisterExtension field");
        }
        return primary;
    }
}
