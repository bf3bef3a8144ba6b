package nl.opendk.ebms.db.backend;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import nl.opendk.ebms.db.SqlValues;
import nl.opendk.ebms.db.Transaction;
import nl.opendk.ebms.db.events.EventKind;
import nl.opendk.ebms.db.lease.Backoff;
import nl.opendk.ebms.db.lease.LeasedQueue;
import nl.opendk.ebms.db.lease.LeasedWork;
import nl.opendk.ebms.db.lease.Move;
import nl.opendk.ebms.db.lease.QueueTable;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.db.message.SummaryRows;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.Severity;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;

/**
 * The back end's events: claimed for push like the outbox (skip-locked rows, a lease per node) and retried with
 * backoff until the events endpoint takes them, or read in id order by a back end that polls.
 */
public final class EventQueue implements LeasedWork<BackendEvent, DeliveryVerdict, Boolean> {

    /** Every event with a due time is pushed; one without is left for a back end that polls. */
    private static final QueueTable EVENTS = new QueueTable("backend_event", "", null, null, null);

    private static final String EVENT_COLUMNS =
            "e.id AS event_id, e.kind, e.created_at AS event_created_at, e.attempts AS event_attempts,"
                    + " e.detail AS event_detail, ";

    private static final String SELECT = "SELECT " + EVENT_COLUMNS + prefixed()
            + " FROM backend_event e LEFT JOIN ebms_message m ON m.id = e.message_pk";

    private static final String ERRORS = "SELECT message_pk, error_code, severity, location, description"
            + " FROM ebms_message_error WHERE message_pk IN (%s) ORDER BY message_pk, seq";

    private final DataSource dataSource;
    private final LeasedQueue leases;
    private final Backoff backoff;

    /** @param backoff the delays between attempts; its maximum attempts do not apply: an event is never dropped */
    public EventQueue(DataSource dataSource, Clock clock, String nodeId, Duration lease, RetrySchedule backoff) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
        this.leases = new LeasedQueue(EVENTS, clock, nodeId, lease);
        this.backoff = new Backoff(backoff);
    }

    /** Claims up to {@code limit} events due for push, oldest due first. */
    @Override
    public List<BackendEvent> claimDue(int limit) {
        Instant now = leases.now();
        return Transaction.run(dataSource, "claim back-end events", c -> {
            List<Long> ids = leases.claim(c, limit, now);
            if (ids.isEmpty()) {
                return List.of();
            }
            String placeholders = ids.stream().map(id -> "?").collect(Collectors.joining(", "));
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

    /**
     * Records the push: done when the events endpoint took the event (DELIVERED), otherwise due again after the
     * backoff. False when another node holds the event now (the lease ran out).
     */
    @Override
    public Boolean record(BackendEvent event, DeliveryVerdict verdict) {
        return verdict == DeliveryVerdict.DELIVERED ? sent(event) : retry(event);
    }

    boolean sent(BackendEvent event) {
        return settle(new Move(event.id(), true, null, null), leases.now());
    }

    boolean retry(BackendEvent event) {
        Instant now = leases.now();
        return settle(new Move(event.id(), true, null, backoff.nextAttempt(event.attemptNo(), now)), now);
    }

    private boolean settle(Move move, Instant now) {
        return Transaction.run(dataSource, "record back-end event push", c -> leases.settle(c, List.of(move), now)
                .get(0));
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
                    String detail = result.getString("event_detail");
                    rows.add(new Row(
                            result.getLong("event_id"),
                            EventKind.fromId(result.getInt("kind")),
                            SqlValues.instant(result, "event_created_at"),
                            result.getInt("event_attempts"),
                            detail == null ? SummaryRows.summary(result) : null,
                            detail));
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
                        row.detail(),
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
        return Arrays.stream(SummaryRows.COLUMNS.split(","))
                .map(String::trim)
                .map(column -> "m." + column)
                .collect(Collectors.joining(", "));
    }

    /** @param message null for a notice, which has its detail instead */
    private record Row(
            long id, EventKind kind, Instant createdAt, int attempts, MessageSummary message, String detail) {}
}
