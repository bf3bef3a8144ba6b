package nl.opendk.ebms.perf.database;

import java.util.List;

/**
 * The server status counters (SHOW GLOBAL STATUS) the report divides by the number of messages, and what each
 * counts. They are server-wide: everything the adapter does for a message (the receive transaction, the Pong's
 * send and its bookkeeping, the outbox polls and CPA refreshes in the background) is in them, and so is any other
 * client of the same server. The runner's own two SHOW GLOBAL STATUS calls per step add 2 to Questions.
 */
public record StatusCounter(String name, String meaning) {

    public static final List<StatusCounter> ALL = List.of(
            new StatusCounter("Questions", "statements sent by clients (queries, DML, COMMIT, SET, ...)"),
            new StatusCounter("Com_select", "SELECT statements"),
            new StatusCounter("Com_insert", "INSERT statements"),
            new StatusCounter("Com_update", "UPDATE statements"),
            new StatusCounter("Com_delete", "DELETE statements"),
            new StatusCounter("Com_commit", "explicit COMMIT statements (JDBC commit() with autocommit off)"),
            new StatusCounter("Com_rollback", "explicit ROLLBACK statements"),
            new StatusCounter("Com_set_option", "SET statements (session settings sent by driver or pool)"),
            new StatusCounter("Com_stmt_prepare", "server-side prepares (a statement the driver had not cached)"),
            new StatusCounter("Com_stmt_execute", "executions of server-side prepared statements"),
            new StatusCounter("Com_stmt_close", "server-side prepared statements closed"),
            new StatusCounter(
                    "Handler_commit", "commits inside the server, per transaction and engine, implicit ones too"),
            new StatusCounter("Innodb_rows_inserted", "rows inserted into InnoDB tables"),
            new StatusCounter("Innodb_rows_updated", "rows updated in InnoDB tables"),
            new StatusCounter("Innodb_rows_read", "rows read from InnoDB tables"),
            new StatusCounter("Innodb_data_fsyncs", "fsync() calls on InnoDB files: the price of durable commits"),
            new StatusCounter("Innodb_os_log_fsyncs", "fsync() calls on the redo log"),
            new StatusCounter("Innodb_os_log_written", "bytes written to the redo log"),
            new StatusCounter("Bytes_received", "bytes received from all clients"),
            new StatusCounter("Bytes_sent", "bytes sent to all clients"));

    /** The counters the report leads with: statements and commits per message. */
    public static final List<String> HEADLINE = List.of("Questions", "Com_commit", "Handler_commit");
}
