package nl.opendk.ebms.db.message;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.db.SqlValues;
import nl.opendk.ebms.protocol.error.EbmsError;

/** The ebMS errors stored with messages: written for many messages as one batch (one multi-row INSERT). */
final class MessageErrors {

    /** Characters of an error description kept: 4 bytes each in utf8mb4 still fit the 64 KB TEXT column. */
    static final int MAX_DESCRIPTION = 10_000;

    /** The location column is VARCHAR(1000); a peer's XPath-like location may be longer. */
    static final int MAX_LOCATION = 1000;

    private static final String INSERT = "INSERT INTO ebms_message_error"
            + " (message_pk, seq, error_code, severity, location, description) VALUES (?, ?, ?, ?, ?, ?)";

    private MessageErrors() {}

    /** No statement at all when no message has errors. */
    static void insert(Connection connection, Map<Long, List<EbmsError>> errorsByMessage) throws SQLException {
        if (errorsByMessage.values().stream().allMatch(List::isEmpty)) {
            return;
        }
        try (PreparedStatement statement = connection.prepareStatement(INSERT)) {
            for (Map.Entry<Long, List<EbmsError>> message : errorsByMessage.entrySet()) {
                int seq = 0;
                for (EbmsError error : message.getValue()) {
                    statement.setLong(1, message.getKey());
                    statement.setInt(2, seq++);
                    statement.setString(3, error.code().wireValue());
                    statement.setString(4, error.severity().wireValue());
                    statement.setString(5, SqlValues.truncate(error.location(), MAX_LOCATION));
                    statement.setString(6, SqlValues.truncate(error.description(), MAX_DESCRIPTION));
                    statement.addBatch();
                }
            }
            statement.executeBatch();
        }
    }
}
