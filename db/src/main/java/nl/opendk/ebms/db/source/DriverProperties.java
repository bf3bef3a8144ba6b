package nl.opendk.ebms.db.source;

import java.util.Properties;

/**
 * MySQL Connector/J settings for the hot path: a received Ping is one transaction of two INSERTs and a COMMIT,
 * and the driver must not add round trips of its own to that.
 */
final class DriverProperties {

    private DriverProperties() {}

    static Properties forPool(DatabaseSettings.Timeouts timeouts) {
        Properties properties = forPool();
        properties.setProperty(
                "connectTimeout", Long.toString(timeouts.connection().toMillis()));
        properties.setProperty("socketTimeout", Long.toString(timeouts.socket().toMillis()));
        return properties;
    }

    private static Properties forPool() {
        Properties properties = new Properties();
        // Answer getAutoCommit/getTransactionIsolation/commit-needed from the protocol state instead of asking the
        // server, and skip SET autocommit and empty COMMITs when the state already matches.
        properties.setProperty("useLocalSessionState", "true");
        properties.setProperty("useLocalTransactionState", "true");
        properties.setProperty("elideSetAutoCommits", "true");
        // Server-side prepared statements: parameters travel in the binary protocol, so an envelope or payload
        // BLOB is sent as it is instead of being escaped byte by byte into SQL text (the largest single CPU cost
        // of storing a Ping with client-side statements). Each statement is prepared once per connection.
        properties.setProperty("useServerPrepStmts", "true");
        properties.setProperty("cachePrepStmts", "true");
        properties.setProperty("prepStmtCacheSize", "250");
        // The group commit's multi-row INSERTs are statements too, one per batch size: up to 64 Pings with their Pongs
        // (128 rows) make about 12 KB of SQL. Under the limit each is prepared once per connection; over it, it was
        // prepared, parsed and closed again for every batch.
        properties.setProperty("prepStmtCacheSqlLimit", "16384");
        properties.setProperty("cacheResultSetMetadata", "true");
        // The remaining JDBC batches (a partner's errors on a message of ours, a WUS service's OINs) go as one
        // multi-row statement; the hot path's own multi-row INSERTs are written by RowBatch.
        properties.setProperty("rewriteBatchedStatements", "true");
        // Skip the server-variable queries on every new connection after the first.
        properties.setProperty("cacheServerConfiguration", "true");
        properties.setProperty("maintainTimeStats", "false");
        return properties;
    }

    /** The settings of {@link #forPool()} plus bounded connect and read times, for a one-off probe. */
    static Properties forProbe(long timeoutMillis) {
        Properties properties = forPool();
        properties.setProperty("connectTimeout", Long.toString(timeoutMillis));
        properties.setProperty("socketTimeout", Long.toString(timeoutMillis));
        return properties;
    }
}
