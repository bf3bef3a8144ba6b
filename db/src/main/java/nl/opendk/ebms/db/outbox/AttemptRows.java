package nl.opendk.ebms.db.outbox;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import nl.opendk.ebms.db.RowBatch;
import nl.opendk.ebms.db.SqlValues;

/**
 * Writes delivery_attempt rows: one for every attempt at sending a message to its partner or at handing a received
 * one to the back end, with the node that made it, in the transaction that moves the message on.
 */
public final class AttemptRows {

    private static final String INSERT = "INSERT INTO delivery_attempt (message_pk, attempt_no, node_id,"
            + " started_at, finished_at, http_status, outcome, detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?)";

    private AttemptRows() {}

    /** Attempt number {@code attemptNo} at the message with row id {@code messagePk}, and how it went. */
    public record Row(long messagePk, int attemptNo, AttemptResult result) {}

    /** One statement for all rows (the driver sends several as one multi-row INSERT). */
    public static void insert(Connection connection, String nodeId, List<Row> rows) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(INSERT)) {
            RowBatch.insert(statement, rows, row -> {
                AttemptResult result = row.result();
                statement.setLong(1, row.messagePk());
                statement.setInt(2, row.attemptNo());
                statement.setString(3, nodeId);
                SqlValues.setTime(statement, 4, result.startedAt());
                SqlValues.setTime(statement, 5, result.finishedAt());
                SqlValues.setInt(statement, 6, result.httpStatus());
                statement.setInt(7, result.outcome().id());
                statement.setString(8, SqlValues.truncate(result.detail(), Outbox.MAX_DETAIL));
            });
        }
    }
}
