package nl.opendk.ebms.db.backend;

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
import nl.opendk.ebms.db.lease.Backoff;
import nl.opendk.ebms.db.lease.LeasedQueue;
import nl.opendk.ebms.db.lease.LeasedWork;
import nl.opendk.ebms.db.lease.Move;
import nl.opendk.ebms.db.lease.QueueTable;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.db.message.Payloads;
import nl.opendk.ebms.db.message.SummaryRows;
import nl.opendk.ebms.db.outbox.AttemptResult;
import nl.opendk.ebms.db.outbox.AttemptRows;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;

/**
 * Received business messages on their way to the back end. Pushed messages are claimed like the outbox (row locks
 * that skip locked rows, a lease per node) and retried with backoff until the back end takes them, however long
 * that is: a received message is never given up. A back end that polls takes them through {@link #inbox} and
 * {@link #confirmProcessed}. Either way a message becomes PROCESSED only when the back end has it.
 */
public final class BackendQueue implements LeasedWork<BackendJob, AttemptResult, Boolean> {

    private static final int RECEIVED = MessageStatus.RECEIVED.id();

    /** A received message waits for push delivery as long as it is RECEIVED; a lease leaves that status. */
    private static final QueueTable RECEIVED_MESSAGES =
            new QueueTable("ebms_message", "", "status = " + RECEIVED, "status = " + RECEIVED, null);

    private static final String LOAD = "SELECT " + SummaryRows.COLUMNS + " FROM ebms_message WHERE id IN (%s)";

    private static final String CONFIRM = "UPDATE ebms_message SET status = " + MessageStatus.PROCESSED.id()
            + ", status_time = ?, next_attempt_at = NULL, lease_owner = NULL WHERE id = ? AND direction = "
            + Direction.IN.id() + " AND status = " + RECEIVED;

    /** Received business messages: what the back end is to take, pushed or polled. */
    private static final String WAITING = " FROM ebms_message WHERE status = " + RECEIVED
            + " AND (service IS NULL OR service <> '" + Service.MSH_SERVICE + "')";

    private static final String INBOX = "SELECT " + SummaryRows.COLUMNS + WAITING + " AND id > ? ORDER BY id LIMIT ?";

    private static final String BACKLOG = "SELECT COUNT(*) AS waiting, MIN(created_at) AS oldest" + WAITING;

    private final DataSource dataSource;
    private final LeasedQueue leases;
    private final Backoff backoff;

    /** @param backoff the delays between attempts; its maximum attempts do not apply: delivery never gives up */
    public BackendQueue(DataSource dataSource, Clock clock, String nodeId, Duration lease, RetrySchedule backoff) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
        this.leases = new LeasedQueue(RECEIVED_MESSAGES, clock, nodeId, lease);
        this.backoff = new Backoff(backoff);
    }

    /** Claims up to {@code limit} messages due for push delivery, oldest due first, with their payloads. */
    @Override
    public List<BackendJob> claimDue(int limit) {
        return claimDue(limit, List.of());
    }

    /**
     * Like {@link #claimDue(int)}, after the messages {@code givenBack} fell due now: messages this node leased when
     * it stored them but could not put on its delivery queue, so that they go now instead of when their leases run
     * out. In the same transaction.
     */
    public List<BackendJob> claimDue(int limit, List<Long> givenBack) {
        Instant now = leases.now();
        return Transaction.run(dataSource, "claim back-end deliveries", c -> {
            leases.giveBack(c, givenBack, now);
            List<Long> ids = leases.claim(c, limit, now);
            if (ids.isEmpty()) {
                return List.of();
            }
            return load(c, ids, leases.leaseEnd(now));
        });
    }

    /**
     * Records the attempt and moves the message on: PROCESSED when the back end took it (DELIVERED), otherwise due
     * again after the backoff, however often that takes. False when another node holds it now (the lease ran out).
     */
    @Override
    public Boolean record(BackendJob job, AttemptResult result) {
        return result.outcome() == DeliveryVerdict.DELIVERED ? delivered(job, result) : failed(job, result);
    }

    /** The back end took the message: PROCESSED. */
    boolean delivered(BackendJob job, AttemptResult result) {
        Instant now = leases.now();
        Move processed = new Move(job.id(), true, MessageStatus.PROCESSED.id(), null);
        return settle("record back-end delivery", job, result, processed, now);
    }

    /** The back end did not take it: try again after the backoff delay for this attempt. */
    boolean failed(BackendJob job, AttemptResult result) {
        Instant now = leases.now();
        Move retry = new Move(job.id(), true, null, backoff.nextAttempt(job.attemptNo(), now));
        return settle("record back-end delivery failure", job, result, retry, now);
    }

    /** Takes the message out of push delivery: it waits in the inbox for a back end that polls. */
    public void release(BackendJob job) {
        settle("release back-end delivery", job, null, new Move(job.id(), false, null, null), leases.now());
    }

    /** A polling back end confirms it has the message. False when it is not a received, unprocessed message. */
    public boolean confirmProcessed(long id) {
        Instant now = leases.now();
        return Transaction.run(dataSource, "confirm processed", c -> {
            try (PreparedStatement statement = c.prepareStatement(CONFIRM)) {
                SqlValues.setTime(statement, 1, now);
                statement.setLong(2, id);
                return statement.executeUpdate() == 1;
            }
        });
    }

    /** How many received business messages the back end has not taken yet, and when the oldest was stored. */
    public record Backlog(long count, Optional<Instant> oldest) {}

    public static Backlog backlog(DataSource dataSource) {
        return Transaction.run(dataSource, "count back-end backlog", c -> {
            try (PreparedStatement statement = c.prepareStatement(BACKLOG);
                    ResultSet row = statement.executeQuery()) {
                row.next();
                return new Backlog(row.getLong("waiting"), Optional.ofNullable(SqlValues.instant(row, "oldest")));
            }
        });
    }

    /** Received business messages the back end has not taken yet, oldest first, after the given row id. */
    public List<MessageSummary> inbox(long afterId, int limit) {
        return Transaction.run(dataSource, "list inbox", c -> {
            try (PreparedStatement statement = c.prepareStatement(INBOX)) {
                statement.setLong(1, afterId);
                statement.setInt(2, limit);
                List<MessageSummary> messages = new ArrayList<>();
                try (ResultSet rows = statement.executeQuery()) {
                    while (rows.next()) {
                        messages.add(SummaryRows.summary(rows));
                    }
                }
                return messages;
            }
        });
    }

    /** One attempt row, when an attempt was made, and the move: one transaction. */
    private boolean settle(String operation, BackendJob job, AttemptResult result, Move move, Instant now) {
        return Transaction.run(dataSource, operation, c -> {
            if (result != null) {
                AttemptRows.insert(c, leases.owner(), List.of(new AttemptRows.Row(job.id(), job.attemptNo(), result)));
            }
            return leases.settle(c, List.of(move), now).get(0);
        });
    }

    private static List<BackendJob> load(Connection connection, List<Long> ids, Instant leaseEnd) throws SQLException {
        Map<Long, List<PayloadPart>> parts = Payloads.load(connection, ids);
        List<BackendJob> jobs = new ArrayList<>(ids.size());
        String placeholders = ids.stream().map(id -> "?").collect(Collectors.joining(", "));
        try (PreparedStatement statement = connection.prepareStatement(String.format(LOAD, placeholders))) {
            for (int i = 0; i < ids.size(); i++) {
                statement.setLong(i + 1, ids.get(i));
            }
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    MessageSummary message = SummaryRows.summary(rows);
                    jobs.add(new BackendJob(
                            message.id(),
                            header(message),
                            parts.getOrDefault(message.id(), List.of()),
                            message.attempts() + 1,
                            leaseEnd));
                }
            }
        }
        return jobs;
    }

    /** The header fields a back end gets, as stored (the first PartyId of each side, DK-ebMS2 ch05). */
    static MessageHeader header(MessageSummary message) {
        return new MessageHeader(
                "2.0",
                "1",
                message.from(),
                message.to(),
                message.cpaId(),
                message.conversationId(),
                message.service(),
                message.action(),
                message.messageId(),
                message.messageTimestamp() == null
                        ? null
                        : message.messageTimestamp().toString(),
                message.messageTimestamp(),
                message.refToMessageId(),
                null,
                null,
                false);
    }
}
