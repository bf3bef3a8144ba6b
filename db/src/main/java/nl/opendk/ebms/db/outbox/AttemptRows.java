package nl.opendk.ebms.db.outbox;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import nl.opendk.ebms.db.RowBatch;
import nl.opendk.ebms.db.SqlValues;

/**
 * Writes delivery_attempt rows: one for every attempt at sending a message to its partner or at handing a received
 * one to the back end, with the node that made it, in the transaction that moves the message on.
 */
public final class AttemptRows {

    private static final RowBatch ROWS = new RowBatch(
            "INSERT INTO delivery_attempt (message_pk, attempt_no, node_id, started_at, finished_at, http_status,"
                    + " outcome, detail)",
            8);

    private AttemptRows() {}

    /** Attempt number {@code attemptNo} at the message with row id {@code messagePk}, and how it went. */
    public record Row(long messagePk, int attemptNo, AttemptResult result) {}

    /** Multi-row INSERTs of all rows (see {@link RowBatch}). */
    public static void insert(Connection connection, String nodeId, List<Row> rows) throws SQLException {
        ROWS.insert(connection, rows, (statement, first, row) -> {
            AttemptResult result = row.result();
            statement.setLong(first, row.messagePk());
            statement.setInt(first + 1, row.attemptNo());
            statement.setString(first + 2, nodeId);
            SqlValues.setTime(statement, first + 3, result.startedAt());
            SqlValues.setTime(statement, first + 4, result.finishedAt());
            SqlValues.setInt(statement, first + 5, result.httpStatus());
            statement.setInt(first + 6, result.outcome().id());
            statement.setString(first + 7, SqlValues.truncate(result.detail(), Outbox.MAX_DETAIL));
        });
    }
}
