package nl.opendk.ebms.db.stats;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Objects;
import java.util.Optional;
import javax.sql.DataSource;
import nl.opendk.ebms.db.Transaction;

/**
 * The CPAId and action of a stored message by its row id: what metrics label a send attempt with when the sender
 * only knows the row (a message queued before a restart, or by another node). One primary-key read.
 */
public final class MessageLabels {

    private static final String SELECT = "SELECT cpa_id, action FROM ebms_message WHERE id = ?";

    private final DataSource dataSource;

    public MessageLabels(DataSource dataSource) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
    }

    /** @param cpaId null when the message had none; the same for action */
    public record Labels(String cpaId, String action) {}

    public Optional<Labels> of(long id) {
        return Transaction.run(dataSource, "read message labels", c -> {
            try (PreparedStatement statement = c.prepareStatement(SELECT)) {
                statement.setLong(1, id);
                try (ResultSet row = statement.executeQuery()) {
                    return row.next()
                            ? Optional.of(new Labels(row.getString("cpa_id"), row.getString("action")))
                            : Optional.empty();
                }
            }
        });
    }
}
