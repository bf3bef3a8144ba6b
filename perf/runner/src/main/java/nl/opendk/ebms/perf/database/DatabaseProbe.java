package nl.opendk.ebms.perf.database;

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
import java.util.stream.Collectors;

/**
 * The runner's own view of the adapter's database: status counters before and after a step, and a count of the
 * step's messages stored. It opens a short connection per call, outside the adapter's pool.
 */
public final class DatabaseProbe {

    private final String url;
    private final Properties credentials;

    public DatabaseProbe(String url, String user, String password) {
        this.url = url;
        this.credentials = new Properties();
        if (user != null && !user.isEmpty()) {
            credentials.setProperty("user", user);
        }
        if (password != null) {
            credentials.setProperty("password", password);
        }
    }

    public StatusSnapshot status() {
        String names = StatusCounter.ALL.stream()
                .map(counter -> "'" + counter.name() + "'")
                .collect(Collectors.joining(","));
        Map<String, Long> counters = new HashMap<>();
        try (Connection connection = DriverManager.getConnection(url, credentials);
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
        try (Connection connection = DriverManager.getConnection(url, credentials);
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

    /** The server's version string, e.g. "11.4.5-MariaDB". */
    public String version() {
        try (Connection connection = DriverManager.getConnection(url, credentials);
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT VERSION()")) {
            rows.next();
            return rows.getString(1);
        } catch (SQLException e) {
            return "unknown (" + e.getMessage() + ")";
        }
    }
}
