package nl.opendk.ebms.db.stats;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javax.sql.DataSource;
import nl.opendk.ebms.db.SqlValues;
import nl.opendk.ebms.db.Transaction;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;

/**
 * Figures for the operator's dashboard and CPA list. Every query is bounded by an index: the per-minute counts read
 * a range of ix_message_created, the per-CPA counts read ix_message_cpa_created without touching the table rows.
 */
public final class MessageStatistics {

    /** The most minutes one request may cover: a day, so a careless range cannot scan the whole history. */
    public static final int MAX_MINUTES = 24 * 60;

    /** DATE_FORMAT works the same on MySQL 8 and MariaDB and, unlike UNIX_TIMESTAMP, ignores the session time zone. */
    private static final String PER_MINUTE = "SELECT DATE_FORMAT(created_at, '%Y-%m-%d %H:%i') AS minute,"
            + " direction, status, COUNT(*) AS n FROM ebms_message WHERE created_at >= ? AND created_at < ?"
            + " GROUP BY minute, direction, status";

    private static final String PER_CPA =
            "SELECT cpa_id, COUNT(*) AS n FROM ebms_message WHERE cpa_id IS NOT NULL GROUP BY cpa_id";

    private static final DateTimeFormatter MINUTE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

    private final DataSource dataSource;

    public MessageStatistics(DataSource dataSource) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
    }

    /**
     * Messages stored from {@code from} (inclusive) to {@code to} (exclusive) per minute, direction and current
     * status; minutes without messages are left out.
     */
    public List<MinuteCount> perMinute(Instant from, Instant to) {
        if (!from.isBefore(to) || from.plusSeconds(60L * MAX_MINUTES).isBefore(to)) {
            throw new IllegalArgumentException("the range must be positive and at most " + MAX_MINUTES + " minutes");
        }
        return Transaction.run(dataSource, "count messages per minute", c -> {
            try (PreparedStatement statement = c.prepareStatement(PER_MINUTE)) {
                SqlValues.setTime(statement, 1, from);
                SqlValues.setTime(statement, 2, to);
                List<MinuteCount> counts = new ArrayList<>();
                try (ResultSet rows = statement.executeQuery()) {
                    while (rows.next()) {
                        counts.add(new MinuteCount(
                                LocalDateTime.parse(rows.getString("minute"), MINUTE)
                                        .toInstant(ZoneOffset.UTC),
                                Direction.fromId(rows.getInt("direction")),
                                MessageStatus.fromId(rows.getInt("status")),
                                rows.getLong("n")));
                    }
                }
                return counts;
            }
        });
    }

    /** The number of messages stored under each CPAId, in either direction; CPAs without messages are absent. */
    public Map<String, Long> countsByCpa() {
        return Transaction.run(dataSource, "count messages per CPA", c -> {
            try (PreparedStatement statement = c.prepareStatement(PER_CPA);
                    ResultSet rows = statement.executeQuery()) {
                Map<String, Long> counts = new HashMap<>();
                while (rows.next()) {
                    counts.put(rows.getString("cpa_id"), rows.getLong("n"));
                }
                return counts;
            }
        });
    }
}
