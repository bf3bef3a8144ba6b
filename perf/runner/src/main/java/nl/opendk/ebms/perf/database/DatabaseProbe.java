package nl.opendk.ebms.perf.database;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Properties;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import nl.opendk.ebms.db.source.EmbeddedCredentials;

/**
 * The runner's own view of the adapter's database: status counters before and after a step, and a count of the
 * step's messages stored. It opens a short connection per call, outside the adapter's pool.
 */
public final class DatabaseProbe {

    private final String url;
    private final Supplier<Properties> credentials;

    public DatabaseProbe(String url, String user, String password) {
        Properties properties = new Properties();
        if (user != null && !user.isEmpty()) {
            properties.setProperty("user", user);
        }
        if (password != null) {
            properties.setProperty("password", password);
        }
        this.url = url;
        this.credentials = () -> properties;
    }

    private DatabaseProbe(String url, Supplier<Properties> credentials) {
        this.url = url;
        this.credentials = credentials;
    }

    /** No view at all: an adapter deployed elsewhere whose database the runner was not given (--db-url). */
    public static DatabaseProbe none() {
        return new DatabaseProbe(null, Properties::new);
    }

    /** Whether this probe reads a database; {@link #none()} does not. */
    public boolean reads() {
        return url != null;
    }

    /**
     * The adapter's embedded database in {@code directory}: its account is made when the adapter first starts
     * there, so it is read from the folder at each call.
     */
    public static DatabaseProbe embedded(String url, Path directory) {
        return new DatabaseProbe(url, () -> {
            EmbeddedCredentials account = EmbeddedCredentials.read(
                            directory.toAbsolutePath().normalize())
                    .orElseThrow(() -> new IllegalStateException("no account in " + directory + " yet"));
            Properties properties = new Properties();
            properties.setProperty("user", account.user());
            properties.setProperty("password", account.password());
            return properties;
        });
    }

    public StatusSnapshot status() {
        if (url == null) {
            return StatusSnapshot.NONE;
        }
        String names = StatusCounter.ALL.stream()
                .map(counter -> "'" + counter.name() + "'")
                .collect(Collectors.joining(","));
        Map<String, Long> counters = new HashMap<>();
        try (Connection connection = DriverManager.getConnection(url, credentials.get());
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SHOW GLOBAL STATUS WHERE Variable_name IN (" + names + ")")) {
            while (rows.next()) {
                counters.put(rows.getString(1), Long.parseLong(rows.getString(2)));
            }
            return new StatusSnapshot(counters);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the server status counters: " + e.getMessage(), e);
        }
    }

    /**
     * How many stored messages have a MessageId starting with the run id: the step's Pings or business messages
     * (the adapter's own messages have UUID ids). Reads the adapter's table ebms_message (db module, V1 migration).
     */
    public OptionalLong countStored(String run) {
        if (url == null) {
            return OptionalLong.empty();
        }
        try (Connection connection = DriverManager.getConnection(url, credentials.get());
                PreparedStatement statement =
                        connection.prepareStatement("SELECT COUNT(*) FROM ebms_message WHERE message_id LIKE ?")) {
            statement.setString(1, run + ".%");
            try (ResultSet rows = statement.executeQuery()) {
                rows.next();
                return OptionalLong.of(rows.getLong(1));
            }
        } catch (SQLException e) {
            return OptionalLong.empty();
        }
    }

    /**
     * How many WUS calls of the run the adapter recorded as answered: their MessageIDs are {@code urn:perf:<run>.…}
     * (the plan's wus branches). Reads the adapter's table wus_exchange (db module, V5 migration; status 2 is
     * ANSWERED).
     */
    public OptionalLong countAnsweredWus(String run) {
        if (url == null) {
            return OptionalLong.empty();
        }
        try (Connection connection = DriverManager.getConnection(url, credentials.get());
                PreparedStatement statement = connection.prepareStatement(
                        "SELECT COUNT(*) FROM wus_exchange WHERE request_message_id LIKE ? AND status = 2")) {
            statement.setString(1, "urn:perf:" + run + ".%");
            try (ResultSet rows = statement.executeQuery()) {
                rows.next();
                return OptionalLong.of(rows.getLong(1));
            }
        } catch (SQLException e) {
            return OptionalLong.empty();
        }
    }

    /** The server's version string, e.g. "11.4.5-MariaDB". */
    public String version() {
        if (url == null) {
            return "not known (no --db-url)";
        }
        try (Connection connection = DriverManager.getConnection(url, credentials.get());
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT VERSION()")) {
            rows.next();
            return rows.getString(1);
        } catch (SQLException e) {
            return "unknown (" + e.getMessage() + ")";
        }
    }
}
