package nl.opendk.ebms.db.message;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.db.RowBatch;
import nl.opendk.ebms.protocol.error.EbmsError;

/** The ebMS errors stored with messages: written for many messages with multi-row INSERTs. */
final class MessageErrors {

    private static final RowBatch ROWS = new RowBatch(
            "INSERT INTO ebms_message_error (message_pk, seq, error_code, severity, location, description)", 6);

    private MessageErrors() {}

    /** No statement at all when no message has errors. */
    static void insert(Connection connection, Map<Long, List<EbmsError>> errorsByMessage) throws SQLException {
        List<ChildRow<EbmsError>> rows = ChildRow.of(errorsByMessage);
        if (rows.isEmpty()) {
            return;
        }
        ROWS.insert(connection, rows, (statement, first, row) -> {
            EbmsError error = row.value();
            statement.setLong(first, row.messagePk());
            statement.setInt(first + 1, row.seq());
            statement.setString(first + 2, error.code().wireValue());
            statement.setString(first + 3, error.severity().wireValue());
            // EbmsError bounds both to their columns (EbmsError.MAX_LOCATION, MAX_DESCRIPTION)
            statement.setString(first + 4, error.location());
            statement.setString(first + 5, error.description());
        });
    }
}
