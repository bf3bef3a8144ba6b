package nl.opendk.ebms.db.source;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;

/**
 * Where the database is and how many connections to keep.
 *
 * @param url a {@code jdbc:mysql://host:port/database} URL of an external MySQL 8 / MariaDB server; null or blank
 *     starts the embedded MariaDB instead
 * @param user null to use the one in the URL (external) or root (embedded)
 * @param password null to use the one in the URL, or none
 * @param embeddedDirectory the embedded server's binaries and data; kept across restarts, so it must be a
 *     lasting location (not under {@code java.io.tmpdir})
 * @param embeddedPort the embedded server's TCP port on 127.0.0.1; 0 picks a free port
 * @param poolSize the number of pooled connections; about the number of threads that write at once
 * @param timeouts how long a connection and a statement may take before they fail
 */
public record DatabaseSettings(
        String url,
        String user,
        String password,
        Path embeddedDirectory,
        int embeddedPort,
        int poolSize,
        Timeouts timeouts) {

    /**
     * @param connection how long to wait for a pooled connection, including making a new one: while the database is
     *     down every request that needs one fails after this, so senders get an answer in bounded time
     * @param socket how long to wait for the database to answer a statement; ends a statement hanging on a database
     *     that vanished without closing its connections (longer than any query the adapter makes)
     */
    public record Timeouts(Duration connection, Duration socket) {
        public static final Timeouts DEFAULT = new Timeouts(Duration.ofSeconds(1), Duration.ofSeconds(30));

        public Timeouts {
            Objects.requireNonNull(connection, "connection");
            Objects.requireNonNull(socket, "socket");
        }
    }

    public DatabaseSettings(
            String url, String user, String password, Path embeddedDirectory, int embeddedPort, int poolSize) {
        this(url, user, password, embeddedDirectory, embeddedPort, poolSize, Timeouts.DEFAULT);
    }

    public DatabaseSettings {
        Objects.requireNonNull(timeouts, "timeouts");
        if (poolSize < 1) {
            throw new IllegalArgumentException("poolSize must be >= 1, was " + poolSize);
        }
        if (embeddedPort < 0 || embeddedPort > 65535) {
            throw new IllegalArgumentException("embeddedPort must be 0..65535, was " + embeddedPort);
        }
        if ((url == null || url.isBlank()) && embeddedDirectory == null) {
            throw new IllegalArgumentException("either a JDBC url or an embeddedDirectory is needed");
        }
    }

    public static DatabaseSettings external(String url, String user, String password, int poolSize) {
        return new DatabaseSettings(url, user, password, null, 0, poolSize);
    }

    public static DatabaseSettings embedded(Path directory, int port, int poolSize) {
        return new DatabaseSettings(null, null, null, directory, port, poolSize);
    }

    public boolean isEmbedded() {
        return url == null || url.isBlank();
    }

    /** Never shows the password, wherever the settings end up (logs, Hawtio, the admin UI). */
    @Override
    public String toString() {
        return "DatabaseSettings[url=" + JdbcUrls.masked(url) + ", user=" + user
                + ", password=" + (password == null ? null : JdbcUrls.MASK)
                + ", embeddedDirectory=" + embeddedDirectory + ", embeddedPort=" + embeddedPort
                + ", poolSize=" + poolSize + ", timeouts=" + timeouts + "]";
    }
}
