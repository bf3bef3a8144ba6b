package nl.opendk.ebms.db.outbox;

import java.net.URI;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import nl.opendk.ebms.db.SqlValues;
import nl.opendk.ebms.db.Transaction;
import nl.opendk.ebms.db.events.EventKind;
import nl.opendk.ebms.db.events.EventLog;
import nl.opendk.ebms.db.lease.LeasedQueue;
import nl.opendk.ebms.db.lease.LeasedWork;
import nl.opendk.ebms.db.lease.Move;
import nl.opendk.ebms.db.lease.QueueTable;
import nl.opendk.ebms.db.message.Payloads;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.Service;

/**
 * The queue of outgoing messages, shared by every node on one database. A node claims due messages with a lease
 * ({@link LeasedQueue}), sends them and records each attempt. A lease that runs out makes the message due again: its
 * node died mid-send. Every status change is a compare-and-set on the previous status and, while sending, on the
 * lease owner.
 */
public final class Outbox implements LeasedWork<SendJob, AttemptResult, Recorded> {

    /** The detail column is VARCHAR(1000); an exception message or error body may be longer. */
    static final int MAX_DETAIL = 1000;

    private static final int QUEUED = MessageStatus.QUEUED.id();

    private static final int SENDING = MessageStatus.SENDING.id();

    private static final int AWAITING_ACK = MessageStatus.AWAITING_ACK.id();

    /**
     * Due are QUEUED messages whose time has come, SENDING ones whose lease ran out and AWAITING_ACK ones whose wait
     * for an Acknowledgment is over; a claim reads everything a send needs but the payloads.
     */
    private static final QueueTable MESSAGES = new QueueTable(
            "ebms_message",
            "message_id, cpa_id, endpoint, envelope, payload_count, attempts, status, ack_requested, max_attempts,"
                    + " retry_interval_ms, time_to_live, service, service_type",
            "status IN (" + QUEUED + ", " + SENDING + ", " + AWAITING_ACK + ")",
            "status = " + SENDING,
            SENDING);

    private static final String REQUEUE = "UPDATE ebms_message SET status = " + QUEUED
            + ", status_time = ?, next_attempt_at = ?, lease_owner = NULL"
            + " WHERE id = ? AND status = " + MessageStatus.FAILED.id();

    /** The next_attempt_at condition keeps these on ix_message_due: only QUEUED and SENDING rows have one. */
    private static final String WAITING =
            " FROM ebms_message" + " WHERE next_attempt_at IS NOT NULL AND status IN (" + QUEUED + ", " + SENDING + ")";

    private final DataSource dataSource;
    private final LeasedQueue leases;
    private final RetrySchedule retrySchedule;
    private final EventLog events;

    /**
     * @param nodeId this node's name as lease owner (at most 100 characters, unique per running node)
     * @param lease how long a claimed message stays reserved; longer than one send attempt can take
     */
    public Outbox(DataSource dataSource, Clock clock, String nodeId, RetrySchedule retrySchedule, Duration lease) {
        this(dataSource, clock, nodeId, retrySchedule, lease, EventLog.NONE);
    }

    /** @param events where the back end's events (delivered, failed, expired) are recorded */
    public Outbox(
            DataSource dataSource,
            Clock clock,
            String nodeId,
            RetrySchedule retrySchedule,
            Duration lease,
            EventLog events) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
        this.leases = new LeasedQueue(MESSAGES, clock, nodeId, lease);
        this.retrySchedule = Objects.requireNonNull(retrySchedule, "retrySchedule");
        this.events = Objects.requireNonNull(events, "events");
    }

    /**
     * At startup: this node's leases belong to sends a previous run did not finish. They go back to QUEUED, due
     * now, so the restart sends them. Returns how many.
     */
    public int releaseOwnLeases() {
        Instant now = leases.now();
        return Transaction.run(dataSource, "release own leases", c -> leases.releaseOwn(c, QUEUED, now));
    }

    /**
     * Claims up to {@code limit} due messages, oldest due first: QUEUED ones whose time has come and SENDING ones
     * whose lease ran out. Rows another node is claiming at this moment are skipped, never waited for, and never
     * claimed twice.
     */
    @Override
    public List<SendJob> claimDue(int limit) {
        return claim(limit).jobs();
    }

    /**
     * Like {@link #claimDue}, and ends what is due but must not be sent again: a message whose TimeToLive has
     * passed becomes EXPIRED (ebMS 2.0 §6.4.5), and one still without its Acknowledgment after its last retry
     * becomes FAILED (§6.4.3: the DeliveryFailure case). Both in the same transaction.
     */
    public Claim claim(int limit) {
        return claim(limit, List.of());
    }

    /**
     * Like {@link #claim(int)}, after the messages {@code givenBack} fell due now: messages this node leased when it
     * stored them but could not hand to its senders (their queue was full), so that they go now instead of when
     * their leases run out. In the same transaction.
     */
    public Claim claim(int limit, List<Long> givenBack) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be >= 1, was " + limit);
        }
        Instant now = leases.now();
        return Transaction.run(dataSource, "claim due messages", c -> {
            leases.giveBack(c, givenBack, now);
            return claim(c, limit, now);
        });
    }

    /** What a claim took: messages to send now, and messages it ended instead. */
    public record Claim(List<SendJob> jobs, List<Ended> ended) {}

    /** A message a claim ended without sending it. */
    public record Ended(long id, String messageId, String cpaId, MessageStatus status) {}

    /**
     * Records an attempt and moves the message on: DELIVERED, QUEUED again after the retry delay, or FAILED when
     * the attempts are used up or the failure is permanent. It does not move a message that ended meanwhile (its
     * Acknowledgment came first) or one whose lease ran out (another node may hold it); the attempt is recorded all
     * the same.
     */
    @Override
    public Recorded record(SendJob job, AttemptResult result) {
        return recordAll(List.of(new Attempt(job, result))).get(0);
    }

    /**
     * Records many attempts in one transaction: one multi-row INSERT of the attempt rows, then each message's
     * compare-and-set, one commit. The results are in the order of the attempts (see {@link #record}).
     */
    public List<Recorded> recordAll(List<Attempt> attempts) {
        Instant now = leases.now();
        return Transaction.run(dataSource, "record delivery attempts", c -> {
            List<AttemptRows.Row> rows = new ArrayList<>(attempts.size());
            List<Next> next = new ArrayList<>(attempts.size());
            List<Move> moves = new ArrayList<>(attempts.size());
            for (Attempt attempt : attempts) {
                SendJob job = attempt.job();
                Next status = next(attempt, now);
                rows.add(new AttemptRows.Row(job.id(), job.attemptNo(), attempt.result()));
                next.add(status);
                moves.add(new Move(job.id(), true, status.status().id(), status.due()));
            }
            AttemptRows.insert(c, leases.owner(), rows);
            List<Boolean> moved = leases.settle(c, moves, now);
            Map<Long, MessageStatus> ended = endedMeanwhile(c, moves, moved);
            List<Recorded> recorded = new ArrayList<>(attempts.size());
            Map<MessageStatus, List<Long>> movedTo = new EnumMap<>(MessageStatus.class);
            for (int i = 0; i < moves.size(); i++) {
                long id = moves.get(i).id();
                if (moved.get(i)) {
                    recorded.add(Recorded.moved(next.get(i).status()));
                    if (attempts.get(i).job().business()) {
                        movedTo.computeIfAbsent(next.get(i).status(), status -> new ArrayList<>())
                                .add(id);
                    }
                } else if (ended.containsKey(id)) {
                    recorded.add(Recorded.alreadyEnded(ended.get(id)));
                } else {
                    recorded.add(Recorded.TAKEN_OVER);
                }
            }
            for (Map.Entry<MessageStatus, List<Long>> group : movedTo.entrySet()) {
                tellBackEnd(c, group.getValue(), group.getKey(), now);
            }
            return recorded;
        });
    }

    /**
     * An operator's resend: a FAILED message goes back to QUEUED, due now. The attempt count stays, so the
     * resend is one more attempt rather than a new round of retries. False when the message is not FAILED.
     */
    public boolean requeue(long id) {
        Instant now = leases.now();
        return Transaction.run(dataSource, "requeue message", c -> {
            try (PreparedStatement statement = c.prepareStatement(REQUEUE)) {
                SqlValues.setTime(statement, 1, now);
                SqlValues.setTime(statement, 2, now);
                statement.setLong(3, id);
                return statement.executeUpdate() == 1;
            }
        });
    }

    /** The number of outgoing messages waiting or being sent (QUEUED + SENDING). */
    public long depth() {
        return Transaction.run(dataSource, "count outbox", c -> {
            try (PreparedStatement statement = c.prepareStatement("SELECT COUNT(*)" + WAITING);
                    ResultSet row = statement.executeQuery()) {
                row.next();
                return row.getLong(1);
            }
        });
    }

    /** When the oldest message still waiting or being sent was stored; empty when the outbox is empty. */
    public Optional<Instant> oldestQueued() {
        return Transaction.run(dataSource, "find oldest outbox message", c -> {
            try (PreparedStatement statement = c.prepareStatement("SELECT MIN(created_at) AS oldest" + WAITING);
                    ResultSet row = statement.executeQuery()) {
                row.next();
                return Optional.ofNullable(SqlValues.instant(row, "oldest"));
            }
        });
    }

    private Claim claim(Connection connection, int limit, Instant now) throws SQLException {
        List<DueRow> due = leases.lockDue(connection, limit, now, Outbox::dueRow);
        List<DueRow> toSend = new ArrayList<>(due.size());
        List<Ended> ended = new ArrayList<>(0);
        for (DueRow row : due) {
            if (row.timeToLive() != null && !row.timeToLive().isAfter(now)) {
                ended.add(new Ended(row.id(), row.messageId(), row.cpaId(), MessageStatus.EXPIRED));
            } else if (row.status() == AWAITING_ACK && row.attempts() >= allowedAttempts(row.maxAttempts())) {
                ended.add(new Ended(row.id(), row.messageId(), row.cpaId(), MessageStatus.FAILED));
            } else {
                toSend.add(row);
            }
        }
        end(connection, ended, now);
        return new Claim(lease(connection, toSend, now), ended);
    }

    private void end(Connection connection, List<Ended> ended, Instant now) throws SQLException {
        if (ended.isEmpty()) {
            return;
        }
        leases.end(
                connection,
                ended.stream()
                        .map(message ->
                                new Move(message.id(), false, message.status().id(), null))
                        .toList(),
                now);
        Map<MessageStatus, List<Long>> byStatus = ended.stream()
                .collect(Collectors.groupingBy(
                        Ended::status,
                        () -> new EnumMap<>(MessageStatus.class),
                        Collectors.mapping(Ended::id, Collectors.toList())));
        for (Map.Entry<MessageStatus, List<Long>> group : byStatus.entrySet()) {
            tellBackEnd(connection, group.getValue(), group.getKey(), now);
        }
    }

    /**
     * Of the messages an attempt could not move, those that had already ended, with their status: a received
     * Acknowledgment or MessageError ends a message still being sent (see Effects in the message package), and so
     * does another node that took it over and finished it.
     */
    private static Map<Long, MessageStatus> endedMeanwhile(Connection connection, List<Move> moves, List<Boolean> moved)
            throws SQLException {
        List<Long> notMoved = new ArrayList<>(0);
        for (int i = 0; i < moves.size(); i++) {
            if (!moved.get(i)) {
                notMoved.add(moves.get(i).id());
            }
        }
        if (notMoved.isEmpty()) {
            return Map.of();
        }
        String sql = "SELECT id, status FROM ebms_message WHERE lease_owner IS NULL AND status NOT IN (" + QUEUED
                + ", " + SENDING + ", " + AWAITING_ACK + ") AND id IN ("
                + notMoved.stream().map(id -> "?").collect(Collectors.joining(", ")) + ")";
        Map<Long, MessageStatus> ended = new HashMap<>();
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            for (int i = 0; i < notMoved.size(); i++) {
                statement.setLong(i + 1, notMoved.get(i));
            }
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    ended.put(rows.getLong("id"), MessageStatus.fromId(rows.getInt("status")));
                }
            }
        }
        return ended;
    }

    /** A final status of a business message is an event for the back end, in the same transaction. */
    /** The back end's event about messages that reached this status, when it is final: one statement for all. */
    private void tellBackEnd(Connection connection, List<Long> ids, MessageStatus status, Instant now)
            throws SQLException {
        switch (status) {
            case DELIVERED -> events.forMessages(connection, ids, EventKind.DELIVERED, now);
            case FAILED -> events.forMessages(connection, ids, EventKind.FAILED, now);
            case EXPIRED -> events.forMessages(connection, ids, EventKind.EXPIRED, now);
            default -> {
                // not final yet: nothing to tell
            }
        }
    }

    private List<SendJob> lease(Connection connection, List<DueRow> due, Instant now) throws SQLException {
        if (due.isEmpty()) {
            return List.of();
        }
        Instant leaseEnd = leases.lease(connection, due.stream().map(DueRow::id).toList(), now);
        List<Long> withPayloads = due.stream()
                .filter(row -> row.payloadCount() > 0)
                .map(DueRow::id)
                .toList();
        Map<Long, List<PayloadPart>> parts = Payloads.load(connection, withPayloads);
        List<SendJob> jobs = new ArrayList<>(due.size());
        for (DueRow row : due) {
            jobs.add(new SendJob(
                    row.id(),
                    row.messageId(),
                    row.cpaId(),
                    URI.create(row.endpoint()),
                    row.envelope(),
                    parts.getOrDefault(row.id(), List.of()),
                    row.attempts() + 1,
                    leaseEnd,
                    row.ackRequested(),
                    row.maxAttempts(),
                    row.retryIntervalMs(),
                    row.business()));
        }
        return jobs;
    }

    private static DueRow dueRow(ResultSet rows) throws SQLException {
        return new DueRow(
                rows.getLong("id"),
                rows.getString("message_id"),
                rows.getString("cpa_id"),
                rows.getString("endpoint"),
                rows.getBytes("envelope"),
                rows.getInt("payload_count"),
                rows.getInt("attempts"),
                rows.getInt("status"),
                rows.getBoolean("ack_requested"),
                SqlValues.nullableInt(rows, "max_attempts"),
                SqlValues.nullableLong(rows, "retry_interval_ms"),
                SqlValues.instant(rows, "time_to_live"),
                !new Service(rows.getString("service_type"), rows.getString("service")).isMshService());
    }

    /**
     * Where an attempt leaves the message. The stored terms decide (max_attempts from the CPA's Retries + 1,
     * ebMS 2.0 §6.4.3, or the adapter default, fixed when the message was stored): a changed configuration must not
     * shorten or extend the retries of messages already under way.
     */
    private Next next(Attempt attempt, Instant now) {
        SendJob job = attempt.job();
        StoredTerms terms = new StoredTerms(job.maxAttempts(), job.retryIntervalMs());
        return switch (attempt.result().outcome()) {
                // §6.5.3: taken is not yet delivered when an Acknowledgment was asked for; wait for it, then resend
            case DELIVERED -> job.ackRequested()
                    ? new Next(MessageStatus.AWAITING_ACK, now.plus(terms.interval(retrySchedule)))
                    : new Next(MessageStatus.DELIVERED, null);
            case ACKNOWLEDGED -> new Next(MessageStatus.DELIVERED, null);
            case PERMANENT -> new Next(MessageStatus.FAILED, null);
            case RETRYABLE -> terms.delayAfter(retrySchedule, job.attemptNo())
                    .map(delay -> new Next(MessageStatus.QUEUED, now.plus(delay)))
                    .orElse(new Next(MessageStatus.FAILED, null));
        };
    }

    private int allowedAttempts(Integer maxAttempts) {
        return maxAttempts == null ? retrySchedule.maxAttempts() : maxAttempts;
    }

    /** The status an attempt leads to, and when the message is due again (null once final). */
    private record Next(MessageStatus status, Instant due) {}

    private record DueRow(
            long id,
            String messageId,
            String cpaId,
            String endpoint,
            byte[] envelope,
            int payloadCount,
            int attempts,
            int status,
            boolean ackRequested,
            Integer maxAttempts,
            Long retryIntervalMs,
            Instant timeToLive,
            boolean business) {}
}
