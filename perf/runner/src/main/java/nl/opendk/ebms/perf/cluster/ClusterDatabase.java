package nl.opendk.ebms.perf.cluster;

import java.util.Optional;

/**
 * The one database every node of a fault run shares, and the means to take it away and bring it back: a MariaDB the
 * runner starts itself, or an external server with commands the user gives to stop and start it.
 */
public sealed interface ClusterDatabase extends AutoCloseable permits EmbeddedDatabase, ExternalDatabase {

    /** The JDBC URL every node gets as db.url. */
    String url();

    DatabaseLogin login();

    /** Why the database cannot be stopped and started by the runner, or empty when it can. */
    Optional<String> notStoppable();

    /** Stops the server; returns when it is down. */
    void stop();

    /** Starts it again; returns when it takes connections. */
    void start();

    /** For the report: what server, where. */
    String describe();

    @Override
    void close();
}
