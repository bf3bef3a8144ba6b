package nl.opendk.ebms.db.stats;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Objects;
import java.util.Optional;
import javax.sql.DataSource;
import nl.opendk.ebms.db.Transaction;
import nl.opendk.ebms.protocol.message.Direction;

/**
 * The CPAId and action of a stored message by its row id: what metrics label a send attempt with when the sender
 * only knows the row (a message queued before a restart, or by another node). One primary-key read.
 */
public final class MessageLabels {

    private static final String SELECT = "SELECT cpa_id, action FROM ebms_message WHERE id = ?";

    private static final String SELECT_OUTGOING =
            "SELECT cpa_id, action FROM ebms_message WHERE message_id = ? AND direction = " + Direction.OUT.id();

    private final DataSource dataSource;

    public MessageLabels(DataSource dataSource) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
    }

    /** @param cpaId null when the message had none; the same for action */
    public record Labels(String cpaId, String action) {}

    public Optional<Labels> of(long id) {
        return read(SELECT, statement -> statement.setLong(1, id));
    }

    /** The labels of a message we sent, by its MessageId: for a signal that ended it. */
    public Optional<Labels> ofOutgoing(String messageId) {
        return read(SELECT_OUTGOING, statement -> statement.setString(1, messageId));
    }

    private interface Binding {
        void bind(PreparedStatement statement) throws SQLException;
    }

    private Optional<Labels> read(String sql, Binding binding) {
        return Transaction.run(dataSource, "read message labels", c -> {
            try (PreparedStatement statement = c.prepareStatement(sql)) {
                binding.bind(statement);
                try (ResultSet row = statement.executeQuery()) {
                    return row.next()
                            ? Optional.of(new Labels(row.getString("cpa_id"), row.getString("action")))
                            : Optional.empty();
                }
            }
        });
    }
}
