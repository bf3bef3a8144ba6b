package nl.opendk.ebms.db.message;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.db.RowBatch;
import nl.opendk.ebms.protocol.error.EbmsError;

/** The ebMS errors stored with messages: written for many messages as one batch (one multi-row INSERT). */
final class MessageErrors {

    private static final String INSERT = "INSERT INTO ebms_message_error"
            + " (message_pk, seq, error_code, severity, location, description) VALUES (?, ?, ?, ?, ?, ?)";

    private MessageErrors() {}

    /** No statement at all when no message has errors. */
    static void insert(Connection connection, Map<Long, List<EbmsError>> errorsByMessage) throws SQLException {
        List<ChildRow<EbmsError>> rows = ChildRow.of(errorsByMessage);
        if (rows.isEmpty()) {
            return;
        }
        try (PreparedStatement statement = connection.prepareStatement(INSERT)) {
            RowBatch.insert(statement, rows, row -> {
                EbmsError error = row.value();
                statement.setLong(1, row.messagePk());
                statement.setInt(2, row.seq());
                statement.setString(3, error.code().wireValue());
                statement.setString(4, error.severity().wireValue());
                // EbmsError bounds both to their columns (EbmsError.MAX_LOCATION, MAX_DESCRIPTION)
                statement.setString(5, error.location());
                statement.setString(6, error.description());
            });
        }
    }
}
