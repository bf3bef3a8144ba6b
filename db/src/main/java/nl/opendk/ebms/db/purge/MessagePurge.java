package nl.opendk.ebms.db.purge;

import java.sql.PreparedStatement;
import java.time.Instant;
import java.util.Arrays;
import java.util.Objects;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import nl.opendk.ebms.db.SqlValues;
import nl.opendk.ebms.db.Transaction;
import nl.opendk.ebms.protocol.message.MessageStatus;

/**
 * Deletes messages whose life is over, oldest first, in small transactions so the purge never holds many locks.
 * Payloads, errors, attempts and events go with them (foreign keys cascade). A message that is not final (waiting
 * for the back end, for sending, for an Acknowledgment) is never purged, however old.
 */
public final class MessagePurge {

    private static final String FINAL = Arrays.stream(MessageStatus.values())
            .filter(MessageStatus::isFinal)
            .map(status -> String.valueOf(status.id()))
            .collect(Collectors.joining(", "));

    private static final String DELETE =
            "DELETE FROM ebms_message WHERE created_at < ? AND status IN (" + FINAL + ") ORDER BY created_at LIMIT ?";

    private final DataSource dataSource;

    public MessagePurge(DataSource dataSource) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
    }

    /**
     * Deletes at most {@code batch} final messages created before {@code cutoff}; returns how many. The cutoff must
     * keep received MessageIds at least as long as the CPAs' PersistDuration (ebMS 2.0 §6.4.6): duplicate elimination
     * needs them.
     */
    public int purge(Instant cutoff, int batch) {
        return Transaction.run(dataSource, "purge messages", c -> {
            try (PreparedStatement statement = c.prepareStatement(DELETE)) {
                SqlValues.setTime(statement, 1, cutoff);
                statement.setInt(2, batch);
                return statement.executeUpdate();
            }
        });
    }
}
