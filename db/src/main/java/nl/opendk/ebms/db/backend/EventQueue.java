package nl.opendk.ebms.db.backend;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import nl.opendk.ebms.db.SqlValues;
import nl.opendk.ebms.db.Transaction;
import nl.opendk.ebms.db.events.EventKind;
import nl.opendk.ebms.db.message.SummaryRows;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.Severity;

/**
 * The back end's events: claimed for push like the outbox (skip-locked rows, a lease per node) and retried with
 * backoff until the events endpoint takes them, or read in id order by a back end that polls.
 */
public final class EventQueue {

    private static final String EVENT_COLUMNS =
            "e.id AS event_id, e.kind, e.created_at AS event_created_at," + " e.attempts AS event_attempts, ";

    private static final String SELECT =
            "SELECT " + EVENT_COLUMNS + prefixed() + " FROM backend_event e JOIN ebms_message m ON m.id = e.message_pk";

    private static final String SELECT_DUE = "SELECT id FROM backend_event WHERE next_attempt_at <= ?"
            + " ORDER BY next_attempt_at LIMIT ? FOR UPDATE SKIP LOCKED";

    private static final String LEASE =
            "UPDATE backend_event SET next_attempt_at = ?, lease_owner = ? WHERE id IN (%s)";

    private static final String SENT = "UPDATE backend_event SET attempts = attempts + 1, next_attempt_at = NULL,"
            + " lease_owner = NULL WHERE id = ? AND lease_owner = ?";

    private static final String RETRY = "UPDATE backend_event SET attempts = attempts + 1, next_attempt_at = ?,"
            + " lease_owner = NULL WHERE id = ? AND lease_owner = ?";

    private static final String ERRORS = "SELECT message_pk, error_code, severity, location, description"
            + " FROM ebms_message_error WHERE message_pk IN (%s) ORDER BY message_pk, seq";

    private final DataSource dataSource;
    private final Clock clock;
    private final String nodeId;
    private final Duration lease;
    private final RetrySchedule backoff;

    /** @param backoff the delays between attempts; its maximum attempts do not apply: an event is never dropped */
    public EventQueue(DataSource dataSource, Clock clock, String nodeId, Duration lease, RetrySchedule backoff) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.nodeId = Objects.requireNonNull(nodeId, "nodeId");
        this.lease = Objects.requireNonNull(lease, "lease");
        this.backoff = new RetrySchedule(Integer.MAX_VALUE, backoff.initialDelay(), backoff.maxDelay());
    }

    /** Claims up to {@code limit} events due for push, oldest due first. */
    public List<BackendEvent> claimDue(int limit) {
        Instant now = SqlValues.millis(clock.instant());
        return Transaction.run(dataSource, "claim back-end events", c -> {
            List<Long> ids = dueIds(c, limit, now);
            if (ids.isEmpty()) {
                return List.of();
            }
            String placeholders = ids.stream().map(id -> "?").collect(Collectors.joining(", "));
            try (PreparedStatement statement = c.prepareStatement(String.format(LEASE, placeholders))) {
                SqlValues.setTime(statement, 1, now.plus(lease));
                statement.setString(2, nodeId);
                for (int i = 0; i < ids.size(); i++) {
                    statement.setLong(3 + i, ids.get(i));
                }
                statement.executeUpdate();
            }
            return events(c, " WHERE e.id IN (" + placeholders + ") ORDER BY e.id", ids);
        });
    }

    /** Events after the given id, in id order: what a polling back end has not seen yet. */
    public List<BackendEvent> after(long afterId, int limit) {
        return Transaction.run(
                dataSource,
                "list back-end events",
                c -> events(c, " WHERE e.id > ? ORDER BY e.id LIMIT " + Math.max(1, limit), List.of(afterId)));
    }

    public void sent(BackendEvent event) {
        update(event, SENT, null);
    }

    public void retry(BackendEvent event) {
        update(
                event,
                RETRY,
                SqlValues.millis(clock.instant())
                        .plus(backoff.delayAfter(event.attemptNo(), null).orElseThrow()));
    }

    private void update(BackendEvent event, String sql, Instant next) {
        Transaction.run(dataSource, "record back-end event push", c -> {
            try (PreparedStatement statement = c.prepareStatement(sql)) {
                int index = 1;
                if (next != null) {
                    SqlValues.setTime(statement, index++, next);
                }
                statement.setLong(index++, event.id());
                statement.setString(index, nodeId);
                return statement.executeUpdate();
            }
        });
    }

    private static List<Long> dueIds(Connection connection, int limit, Instant now) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(SELECT_DUE)) {
            SqlValues.setTime(statement, 1, now);
            statement.setInt(2, limit);
            List<Long> ids = new ArrayList<>();
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    ids.add(rows.getLong(1));
                }
            }
            return ids;
        }
    }

    private static List<BackendEvent> events(Connection connection, String where, List<Long> parameters)
            throws SQLException {
        List<Row> rows = new ArrayList<>();
        try (PreparedStatement statement = connection.prepareStatement(SELECT + where)) {
            for (int i = 0; i < parameters.size(); i++) {
                statement.setLong(i + 1, parameters.get(i));
            }
            try (ResultSet result = statement.executeQuery()) {
                while (result.next()) {
                    rows.add(new Row(
                            result.getLong("event_id"),
                            EventKind.fromId(result.getInt("kind")),
                            SqlValues.instant(result, "event_created_at"),
                            result.getInt("event_attempts"),
                            SummaryRows.summary(result)));
                }
            }
        }
        Map<Long, List<EbmsError>> errors = errors(connection, rows);
        return rows.stream()
                .map(row -> new BackendEvent(
                        row.id(),
                        row.kind(),
                        row.createdAt(),
                        row.message(),
                        row.kind() == EventKind.FAILED
                                ? errors.getOrDefault(row.message().id(), List.of())
                                : List.of(),
                        row.attempts() + 1))
                .toList();
    }

    /** The errors stored with failed messages, so the back end learns why without asking. */
    private static Map<Long, List<EbmsError>> errors(Connection connection, List<Row> rows) throws SQLException {
        List<Long> failed = rows.stream()
                .filter(row -> row.kind() == EventKind.FAILED)
                .map(row -> row.message().id())
                .distinct()
                .toList();
        Map<Long, List<EbmsError>> errors = new HashMap<>();
        if (failed.isEmpty()) {
            return errors;
        }
        String placeholders = failed.stream().map(id -> "?").collect(Collectors.joining(", "));
        try (PreparedStatement statement = connection.prepareStatement(String.format(ERRORS, placeholders))) {
            for (int i = 0; i < failed.size(); i++) {
                statement.setLong(i + 1, failed.get(i));
            }
            try (ResultSet result = statement.executeQuery()) {
                while (result.next()) {
                    errors.computeIfAbsent(result.getLong("message_pk"), id -> new ArrayList<>())
                            .add(new EbmsError(
                                    EbmsErrorCode.fromWire(result.getString("error_code")),
                                    Severity.fromWire(result.getString("severity")),
                                    result.getString("location"),
                                    result.getString("description")));
                }
            }
        }
        return errors;
    }

    /** The message columns, taken from the joined message table under their own names. */
    private static String prefixed() {
        return java.util.Arrays.stream(SummaryRows.COLUMNS.split(","))
                .map(String::trim)
                .map(column -> "m." + column)
                .collect(Collectors.joining(", "));
    }

    private record Row(
            long id,
            EventKind kind,
            Instant createdAt,
            int attempts,
            nl.opendk.ebms.db.message.MessageSummary message) {}
}
