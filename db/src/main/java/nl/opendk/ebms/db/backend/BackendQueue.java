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
import java.util.stream.Collectors;
import javax.sql.DataSource;
import nl.opendk.ebms.db.SqlValues;
import nl.opendk.ebms.db.Transaction;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.db.message.Payloads;
import nl.opendk.ebms.db.message.SummaryRows;
import nl.opendk.ebms.db.outbox.AttemptResult;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.Service;

/**
 * Received business messages on their way to the back end. Pushed messages are claimed like the outbox (row locks
 * that skip locked rows, a lease per node) and retried with backoff until the back end takes them, however long
 * that is: a received message is never given up. A back end that polls takes them through {@link #inbox} and
 * {@link #confirmProcessed}. Either way a message becomes PROCESSED only when the back end has it.
 */
public final class BackendQueue {

    private static final int RECEIVED = MessageStatus.RECEIVED.id();

    private static final String SELECT_DUE = "SELECT id FROM ebms_message WHERE next_attempt_at <= ? AND status = "
            + RECEIVED + " ORDER BY next_attempt_at LIMIT ? FOR UPDATE SKIP LOCKED";

    private static final String LEASE = "UPDATE ebms_message SET next_attempt_at = ?, lease_owner = ? WHERE id IN (%s)";

    private static final String LOAD = "SELECT " + SummaryRows.COLUMNS + " FROM ebms_message WHERE id IN (%s)";

    private static final String INSERT_ATTEMPT = "INSERT INTO delivery_attempt (message_pk, attempt_no, node_id,"
            + " started_at, finished_at, http_status, outcome, detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?)";

    private static final String PROCESSED = "UPDATE ebms_message SET status = " + MessageStatus.PROCESSED.id()
            + ", status_time = ?, attempts = attempts + 1, next_attempt_at = NULL, lease_owner = NULL"
            + " WHERE id = ? AND status = " + RECEIVED + " AND lease_owner = ?";

    private static final String RETRY = "UPDATE ebms_message SET attempts = attempts + 1, next_attempt_at = ?,"
            + " lease_owner = NULL WHERE id = ? AND status = " + RECEIVED + " AND lease_owner = ?";

    private static final String RELEASE = "UPDATE ebms_message SET next_attempt_at = NULL, lease_owner = NULL"
            + " WHERE id = ? AND status = " + RECEIVED + " AND lease_owner = ?";

    private static final String CONFIRM = "UPDATE ebms_message SET status = " + MessageStatus.PROCESSED.id()
            + ", status_time = ?, next_attempt_at = NULL, lease_owner = NULL WHERE id = ? AND direction = "
            + Direction.IN.id() + " AND status = " + RECEIVED;

    private static final String INBOX = "SELECT " + SummaryRows.COLUMNS + " FROM ebms_message WHERE status = "
            + RECEIVED + " AND id > ? AND (service IS NULL OR service <> '" + Service.MSH_SERVICE + "')"
            + " ORDER BY id LIMIT ?";

    private final DataSource dataSource;
    private final Clock clock;
    private final String nodeId;
    private final Duration lease;
    private final RetrySchedule backoff;

    /** @param backoff the delays between attempts; its maximum attempts do not apply: delivery never gives up */
    public BackendQueue(DataSource dataSource, Clock clock, String nodeId, Duration lease, RetrySchedule backoff) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.nodeId = Objects.requireNonNull(nodeId, "nodeId");
        this.lease = Objects.requireNonNull(lease, "lease");
        this.backoff = new RetrySchedule(Integer.MAX_VALUE, backoff.initialDelay(), backoff.maxDelay());
    }

    /** Claims up to {@code limit} messages due for push delivery, oldest due first, with their payloads. */
    public List<BackendJob> claimDue(int limit) {
        Instant now = now();
        return Transaction.run(dataSource, "claim back-end deliveries", c -> {
            List<Long> ids = dueIds(c, limit, now);
            if (ids.isEmpty()) {
                return List.of();
            }
            Instant leaseEnd = now.plus(lease);
            String placeholders = ids.stream().map(id -> "?").collect(Collectors.joining(", "));
            try (PreparedStatement statement = c.prepareStatement(String.format(LEASE, placeholders))) {
                SqlValues.setTime(statement, 1, leaseEnd);
                statement.setString(2, nodeId);
                bindIds(statement, 3, ids);
                statement.executeUpdate();
            }
            return load(c, ids, placeholders, leaseEnd);
        });
    }

    /** The back end took the message: PROCESSED. False when another node holds it now (the lease ran out). */
    public boolean delivered(BackendJob job, AttemptResult result) {
        Instant now = now();
        return Transaction.run(dataSource, "record back-end delivery", c -> {
            insertAttempt(c, job, result);
            try (PreparedStatement statement = c.prepareStatement(PROCESSED)) {
                SqlValues.setTime(statement, 1, now);
                statement.setLong(2, job.id());
                statement.setString(3, nodeId);
                return statement.executeUpdate() == 1;
            }
        });
    }

    /** The back end did not take it: try again after the backoff delay for this attempt. */
    public void failed(BackendJob job, AttemptResult result) {
        Instant now = now();
        Instant next = now.plus(backoff.delayAfter(job.attemptNo(), null).orElseThrow());
        Transaction.run(dataSource, "record back-end delivery failure", c -> {
            insertAttempt(c, job, result);
            try (PreparedStatement statement = c.prepareStatement(RETRY)) {
                SqlValues.setTime(statement, 1, next);
                statement.setLong(2, job.id());
                statement.setString(3, nodeId);
                return statement.executeUpdate();
            }
        });
    }

    /** Takes the message out of push delivery: it waits in the inbox for a back end that polls. */
    public void release(BackendJob job) {
        Transaction.run(dataSource, "release back-end delivery", c -> {
            try (PreparedStatement statement = c.prepareStatement(RELEASE)) {
                statement.setLong(1, job.id());
                statement.setString(2, nodeId);
                return statement.executeUpdate();
            }
        });
    }

    /** A polling back end confirms it has the message. False when it is not a received, unprocessed message. */
    public boolean confirmProcessed(long id) {
        Instant now = now();
        return Transaction.run(dataSource, "confirm processed", c -> {
            try (PreparedStatement statement = c.prepareStatement(CONFIRM)) {
                SqlValues.setTime(statement, 1, now);
                statement.setLong(2, id);
                return statement.executeUpdate() == 1;
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

    private static List<BackendJob> load(Connection connection, List<Long> ids, String placeholders, Instant leaseEnd)
            throws SQLException {
        Map<Long, List<nl.opendk.ebms.protocol.message.PayloadPart>> parts = Payloads.load(connection, ids);
        List<BackendJob> jobs = new ArrayList<>(ids.size());
        try (PreparedStatement statement = connection.prepareStatement(String.format(LOAD, placeholders))) {
            bindIds(statement, 1, ids);
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

    private void insertAttempt(Connection connection, BackendJob job, AttemptResult result) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(INSERT_ATTEMPT)) {
            statement.setLong(1, job.id());
            statement.setInt(2, job.attemptNo());
            statement.setString(3, nodeId);
            SqlValues.setTime(statement, 4, result.startedAt());
            SqlValues.setTime(statement, 5, result.finishedAt());
            SqlValues.setInt(statement, 6, result.httpStatus());
            statement.setInt(7, result.outcome().id());
            statement.setString(8, SqlValues.truncate(result.detail(), 1000));
            statement.executeUpdate();
        }
    }

    private static void bindIds(PreparedStatement statement, int first, List<Long> ids) throws SQLException {
        int index = first;
        for (long id : ids) {
            statement.setLong(index++, id);
        }
    }

    private Instant now() {
        return SqlValues.millis(clock.instant());
    }
}
