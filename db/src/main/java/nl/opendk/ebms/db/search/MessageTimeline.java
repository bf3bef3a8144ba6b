package nl.opendk.ebms.db.search;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import javax.sql.DataSource;
import nl.opendk.ebms.db.SqlValues;
import nl.opendk.ebms.db.Transaction;

/**
 * Where a point in time falls in the message ids. Message search pages newest first by id; with an upper time bound
 * the database would otherwise walk the primary key down from the newest message until it reaches that time (about
 * 2 s at a million rows). Knowing the first id stored at or after the bound lets the search start there instead.
 * One dive into ix_message_created.
 */
public final class MessageTimeline {

    private static final String FIRST_AT_OR_AFTER =
            "SELECT id FROM ebms_message WHERE created_at >= ? ORDER BY created_at, id LIMIT 1";

    private final DataSource dataSource;

    public MessageTimeline(DataSource dataSource) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
    }

    /** The id of the first message stored at or after {@code time}; empty when none was. */
    public Optional<Long> firstIdAtOrAfter(Instant time) {
        return Transaction.run(dataSource, "find first message id at a time", c -> {
            try (PreparedStatement statement = c.prepareStatement(FIRST_AT_OR_AFTER)) {
                SqlValues.setTime(statement, 1, time);
                try (ResultSet row = statement.executeQuery()) {
                    return row.next() ? Optional.of(row.getLong(1)) : Optional.empty();
                }
            }
        });
    }
}
