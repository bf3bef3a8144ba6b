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
import nl.opendk.ebms.db.message.LeaseOwner;
import nl.opendk.ebms.db.message.Payloads;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.PayloadPart;

/**
 * The queue of outgoing messages, shared by every node on one database. A node claims due messages with a lease
 * ({@code SELECT ... FOR UPDATE SKIP LOCKED}), sends them and records each attempt. A lease that runs out makes
 * the message due again: its node died mid-send. Every status change is a compare-and-set on the previous status
 * and, while sending, on the lease owner.
 */
public final class Outbox {

    /** The detail column is VARCHAR(1000); an exception message or error body may be longer. */
    static final int MAX_DETAIL = 1000;

    private static final int QUEUED = MessageStatus.QUEUED.id();

    private static final int SENDING = MessageStatus.SENDING.id();

    private static final int AWAITING_ACK = MessageStatus.AWAITING_ACK.id();

    /** Reads ix_message_due in order and stops after LIMIT rows, so only the claimed rows are locked. */
    private static final String SELECT_DUE = "SELECT id, message_id, endpoint, envelope, payload_count, attempts,"
            + " status, ack_requested, max_attempts, retry_interval_ms, time_to_live FROM ebms_message"
            + " WHERE next_attempt_at <= ? AND status IN (" + QUEUED + ", " + SENDING + ", " + AWAITING_ACK + ")"
            + " ORDER BY next_attempt_at LIMIT ? FOR UPDATE SKIP LOCKED";

    private static final String END = "UPDATE ebms_message SET status = ?, status_time = ?, next_attempt_at = NULL,"
            + " lease_owner = NULL WHERE id = ?";

    private static final String LEASE = "UPDATE ebms_message SET status = " + SENDING
            + ", status_time = ?, lease_owner = ?, next_attempt_at = ? WHERE id IN (%s)";

    private static final String INSERT_ATTEMPT = "INSERT INTO delivery_attempt (message_pk, attempt_no, node_id,"
            + " started_at, finished_at, http_status, outcome, detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?)";

    private static final String FINISH_ATTEMPT = "UPDATE ebms_message SET status = ?, status_time = ?,"
            + " attempts = attempts + 1, next_attempt_at = ?, lease_owner = NULL"
            + " WHERE id = ? AND status = " + SENDING + " AND lease_owner = ?";

    /** The next_attempt_at condition keeps these on ix_message_due: only QUEUED and SENDING rows have one. */
    private static final String RELEASE_OWN = "UPDATE ebms_message SET status = " + QUEUED
            + ", status_time = ?, next_attempt_at = ?, lease_owner = NULL"
            + " WHERE next_attempt_at IS NOT NULL AND status = " + SENDING + " AND lease_owner = ?";

    private static final String REQUEUE = "UPDATE ebms_message SET status = " + QUEUED
            + ", status_time = ?, next_attempt_at = ?, lease_owner = NULL"
            + " WHERE id = ? AND status = " + MessageStatus.FAILED.id();

    private static final String WAITING =
            " FROM ebms_message" + " WHERE next_attempt_at IS NOT NULL AND status IN (" + QUEUED + ", " + SENDING + ")";

    private final DataSource dataSource;
    private final Clock clock;
    private final String nodeId;
    private final RetrySchedule retrySchedule;
    private final Duration lease;
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
        this.clock = Objects.requireNonNull(clock, "clock");
        this.nodeId = LeaseOwner.check(nodeId);
        this.retrySchedule = Objects.requireNonNull(retrySchedule, "retrySchedule");
        this.lease = Objects.requireNonNull(lease, "lease");
        this.events = Objects.requireNonNull(events, "events");
    }

    /**
     * At startup: this node's leases belong to sends a previous run did not finish. They go back to QUEUED, due
     * now, so the restart sends them. Returns how many.
     */
    public int releaseOwnLeases() {
        Instant now = now();
        return Transaction.run(dataSource, "release own leases", c -> {
            try (PreparedStatement statement = c.prepareStatement(RELEASE_OWN)) {
                SqlValues.setTime(statement, 1, now);
                SqlValues.setTime(statement, 2, now);
                statement.setString(3, nodeId);
                return statement.executeUpdate();
            }
        });
    }

    /**
     * Claims up to {@code limit} due messages, oldest due first: QUEUED ones whose time has come and SENDING ones
     * whose lease ran out. Rows another node is claiming at this moment are skipped, never waited for, and never
     * claimed twice.
     */
    public List<SendJob> claimDue(int limit) {
        return claim(limit).jobs();
    }

    /**
     * Like {@link #claimDue}, and ends what is due but must not be sent again: a message whose TimeToLive has
     * passed becomes EXPIRED (ebMS 2.0 §6.4.5), and one still without its Acknowledgment after its last retry
     * becomes FAILED (§6.4.3: the DeliveryFailure case). Both in the same transaction.
     */
    public Claim claim(int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be >= 1, was " + limit);
        }
        Instant now = now();
        return Transaction.run(dataSource, "claim due messages", c -> claim(c, limit, now));
    }

    /** What a claim took: messages to send now, and messages it ended instead. */
    public record Claim(List<SendJob> jobs, List<Ended> ended) {}

    /** A message a claim ended without sending it. */
    public record Ended(long id, String messageId, MessageStatus status) {}

    /**
     * Records an attempt and moves the message on: DELIVERED, QUEUED again after the retry delay, or FAILED when
     * the attempts are used up or the failure is permanent. Empty when this node no longer holds the lease
     * (it ran out and another node claimed the message); the attempt is recorded all the same.
     */
    public Optional<MessageStatus> record(SendJob job, AttemptResult result) {
        return recordAll(List.of(new Attempt(job, result))).get(0);
    }

    /**
     * Records many attempts in one transaction: one multi-row INSERT of the attempt rows, then each message's
     * compare-and-set, one commit. The results are in the order of the attempts (see {@link #record}).
     */
    public List<Optional<MessageStatus>> recordAll(List<Attempt> attempts) {
        Instant now = now();
        return Transaction.run(dataSource, "record delivery attempts", c -> {
            List<Next> next = new ArrayList<>(attempts.size());
            for (Attempt attempt : attempts) {
                next.add(next(attempt, now));
            }
            insertAttempts(c, attempts);
            return finishAttempts(c, attempts, next, now);
        });
    }

    private List<Optional<MessageStatus>> finishAttempts(
            Connection connection, List<Attempt> attempts, List<Next> next, Instant now) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(FINISH_ATTEMPT)) {
            for (int i = 0; i < attempts.size(); i++) {
                statement.setInt(1, next.get(i).status().id());
                SqlValues.setTime(statement, 2, now);
                SqlValues.setTime(statement, 3, next.get(i).due());
                statement.setLong(4, attempts.get(i).job().id());
                statement.setString(5, nodeId);
                statement.addBatch();
            }
            int[] updated = statement.executeBatch();
            List<Optional<MessageStatus>> statuses = new ArrayList<>(attempts.size());
            for (int i = 0; i < attempts.size(); i++) {
                boolean moved = updated[i] == 1;
                statuses.add(moved ? Optional.of(next.get(i).status()) : Optional.empty());
                if (moved) {
                    tellBackEnd(
                            connection, attempts.get(i).job().id(), next.get(i).status(), now);
                }
            }
            return statuses;
        }
    }

    /**
     * An operator's resend: a FAILED message goes back to QUEUED, due now. The attempt count stays, so the
     * resend is one more attempt rather than a new round of retries. False when the message is not FAILED.
     */
    public boolean requeue(long id) {
        Instant now = now();
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
        List<DueRow> due = selectDue(connection, limit, now);
        List<DueRow> toSend = new ArrayList<>(due.size());
        List<Ended> ended = new ArrayList<>(0);
        for (DueRow row : due) {
            if (row.timeToLive() != null && !row.timeToLive().isAfter(now)) {
                ended.add(new Ended(row.id(), row.messageId(), MessageStatus.EXPIRED));
            } else if (row.status() == AWAITING_ACK && row.attempts() >= allowedAttempts(row.maxAttempts())) {
                ended.add(new Ended(row.id(), row.messageId(), MessageStatus.FAILED));
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
        try (PreparedStatement statement = connection.prepareStatement(END)) {
            for (Ended message : ended) {
                statement.setInt(1, message.status().id());
                SqlValues.setTime(statement, 2, now);
                statement.setLong(3, message.id());
                statement.addBatch();
            }
            statement.executeBatch();
        }
        for (Ended message : ended) {
            tellBackEnd(connection, message.id(), message.status(), now);
        }
    }

    /** A final status of a business message is an event for the back end, in the same transaction. */
    private void tellBackEnd(Connection connection, long id, MessageStatus status, Instant now) throws SQLException {
        switch (status) {
            case DELIVERED -> events.forMessage(connection, id, EventKind.DELIVERED, now);
            case FAILED -> events.forMessage(connection, id, EventKind.FAILED, now);
            case EXPIRED -> events.forMessage(connection, id, EventKind.EXPIRED, now);
            default -> {
                // not final yet: nothing to tell
            }
        }
    }

    private List<SendJob> lease(Connection connection, List<DueRow> due, Instant now) throws SQLException {
        if (due.isEmpty()) {
            return List.of();
        }
        String placeholders = due.stream().map(row -> "?").collect(Collectors.joining(", "));
        Instant leaseEnd = now.plus(lease);
        try (PreparedStatement statement = connection.prepareStatement(String.format(LEASE, placeholders))) {
            SqlValues.setTime(statement, 1, now);
            statement.setString(2, nodeId);
            SqlValues.setTime(statement, 3, leaseEnd);
            int index = 4;
            for (DueRow row : due) {
                statement.setLong(index++, row.id());
            }
            statement.executeUpdate();
        }
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
                    URI.create(row.endpoint()),
                    row.envelope(),
                    parts.getOrDefault(row.id(), List.of()),
                    row.attempts() + 1,
                    leaseEnd,
                    row.ackRequested(),
                    row.maxAttempts(),
                    row.retryIntervalMs()));
        }
        return jobs;
    }

    private static List<DueRow> selectDue(Connection connection, int limit, Instant now) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(SELECT_DUE)) {
            SqlValues.setTime(statement, 1, now);
            statement.setInt(2, limit);
            List<DueRow> due = new ArrayList<>();
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    due.add(new DueRow(
                            rows.getLong("id"),
                            rows.getString("message_id"),
                            rows.getString("endpoint"),
                            rows.getBytes("envelope"),
                            rows.getInt("payload_count"),
                            rows.getInt("attempts"),
                            rows.getInt("status"),
                            rows.getBoolean("ack_requested"),
                            SqlValues.nullableInt(rows, "max_attempts"),
                            SqlValues.nullableLong(rows, "retry_interval_ms"),
                            SqlValues.instant(rows, "time_to_live")));
                }
            }
            return due;
        }
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

    private void insertAttempts(Connection connection, List<Attempt> attempts) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(INSERT_ATTEMPT)) {
            for (Attempt attempt : attempts) {
                AttemptResult result = attempt.result();
                statement.setLong(1, attempt.job().id());
                statement.setInt(2, attempt.job().attemptNo());
                statement.setString(3, nodeId);
                SqlValues.setTime(statement, 4, result.startedAt());
                SqlValues.setTime(statement, 5, result.finishedAt());
                SqlValues.setInt(statement, 6, result.httpStatus());
                statement.setInt(7, result.outcome().id());
                statement.setString(8, SqlValues.truncate(result.detail(), MAX_DETAIL));
                statement.addBatch();
            }
            statement.executeBatch();
        }
    }

    private Instant now() {
        return SqlValues.millis(clock.instant());
    }

    /** The status an attempt leads to, and when the message is due again (null once final). */
    private record Next(MessageStatus status, Instant due) {}

    private record DueRow(
            long id,
            String messageId,
            String endpoint,
            byte[] envelope,
            int payloadCount,
            int attempts,
            int status,
            boolean ackRequested,
            Integer maxAttempts,
            Long retryIntervalMs,
            Instant timeToLive) {}
}
