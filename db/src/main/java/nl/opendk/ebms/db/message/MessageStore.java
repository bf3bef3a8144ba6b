package nl.opendk.ebms.db.message;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javax.sql.DataSource;
import nl.opendk.ebms.db.SqlValues;
import nl.opendk.ebms.db.Transaction;
import nl.opendk.ebms.protocol.agreement.Reliability;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.handle.InboundDisposition;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;

/**
 * Writes a received message together with the messages it causes, in one transaction, before the HTTP answer
 * goes out: a message answered with 204 is never lost, and a Pong is never sent for a Ping that was not stored.
 *
 * <p>A received Ping costs exactly two statements (insert the Ping, insert the Pong) and one commit: no lookup
 * before the insert, because the unique key on (message_id, direction) finds duplicates by itself.
 */
public final class MessageStore {

    /** Characters of an error description kept: 4 bytes each in utf8mb4 still fit the 64 KB TEXT column. */
    static final int MAX_DESCRIPTION = 10_000;

    /** The location column is VARCHAR(1000); a peer's XPath-like location may be longer. */
    static final int MAX_LOCATION = 1000;

    private static final String INSERT_ERROR = "INSERT INTO ebms_message_error"
            + " (message_pk, seq, error_code, severity, location, description) VALUES (?, ?, ?, ?, ?, ?)";

    private final DataSource dataSource;
    private final Clock clock;
    private final String nodeId;
    private final RetrySchedule retrySchedule;
    private final Duration lease;

    /**
     * @param nodeId this node's name as lease owner of the outgoing messages it stores (at most 100 characters)
     * @param lease how long a stored outgoing message stays reserved for this node's sender
     */
    public MessageStore(
            DataSource dataSource, Clock clock, String nodeId, RetrySchedule retrySchedule, Duration lease) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.nodeId = LeaseOwner.check(nodeId);
        this.retrySchedule = Objects.requireNonNull(retrySchedule, "retrySchedule");
        this.lease = Objects.requireNonNull(lease, "lease");
    }

    /**
     * Stores the received message (when storable) with its payloads and findings, and every outgoing message it
     * causes, leased to this node for an immediate send. A MessageId stored before is a duplicate (ebMS 2.0
     * §6.4.1): then nothing is written at all.
     */
    public StoreOutcome store(InboundDisposition disposition) {
        Instant now = SqlValues.millis(clock.instant());
        try {
            return Transaction.run(dataSource, "store inbound message", c -> write(c, disposition, now));
        } catch (DuplicateMessage duplicate) {
            return StoreOutcome.duplicateMessage();
        }
    }

    /** Stores a message the adapter sends on its own initiative, due now for the outbox poller; returns its id. */
    public long enqueue(OutgoingMessage message) {
        Instant now = SqlValues.millis(clock.instant());
        return Transaction.run(dataSource, "enqueue outgoing message", c -> {
            try (MessageInsert insert = new MessageInsert(c)) {
                long id = insert.insert(outgoingRow(message, MessageStatus.QUEUED, now, null), now);
                Payloads.insert(c, Map.of(id, message.parts()));
                return id;
            }
        });
    }

    private StoreOutcome write(Connection connection, InboundDisposition disposition, Instant now) throws SQLException {
        Map<Long, List<PayloadPart>> parts = new LinkedHashMap<>();
        long inboundId = -1;
        List<SendJob> leased = new ArrayList<>(disposition.outgoing().size());
        try (MessageInsert insert = new MessageInsert(connection)) {
            if (disposition.storable()) {
                inboundId = insertInbound(insert, disposition, now);
                parts.put(inboundId, disposition.message().parts());
            }
            Instant leaseEnd = now.plus(lease);
            for (OutgoingMessage message : disposition.outgoing()) {
                long id = insert.insert(outgoingRow(message, MessageStatus.SENDING, leaseEnd, nodeId), now);
                parts.put(id, message.parts());
                leased.add(new SendJob(
                        id,
                        message.header().messageId(),
                        message.endpoint(),
                        message.envelope(),
                        message.parts(),
                        1,
                        leaseEnd));
            }
        }
        Payloads.insert(connection, parts);
        if (inboundId != -1) {
            insertErrors(connection, inboundId, disposition.errors());
        }
        return new StoreOutcome(false, inboundId, leased);
    }

    private static long insertInbound(MessageInsert insert, InboundDisposition disposition, Instant now)
            throws SQLException {
        ReceivedMessage message = disposition.message();
        MessageRow row = MessageRow.inbound(
                message.header(),
                disposition.status(),
                message.envelopeBytes(),
                message.contentType(),
                message.parts().size());
        try {
            return insert.insert(row, now);
        } catch (SQLException e) {
            if (Transaction.isDuplicateKey(e)) {
                throw new DuplicateMessage();
            }
            throw e;
        }
    }

    private MessageRow outgoingRow(OutgoingMessage message, MessageStatus status, Instant due, String owner) {
        Reliability reliability = message.reliability();
        Long retryIntervalMs =
                reliability == null ? null : reliability.retryInterval().toMillis();
        return new MessageRow(
                Direction.OUT,
                message.header(),
                status,
                message.envelope(),
                null,
                message.parts().size(),
                message.endpoint(),
                retrySchedule.maxAttempts(reliability),
                retryIntervalMs,
                due,
                owner);
    }

    private static void insertErrors(Connection connection, long messageId, List<EbmsError> errors)
            throws SQLException {
        if (errors.isEmpty()) {
            return;
        }
        try (PreparedStatement statement = connection.prepareStatement(INSERT_ERROR)) {
            int seq = 0;
            for (EbmsError error : errors) {
                statement.setLong(1, messageId);
                statement.setInt(2, seq++);
                statement.setString(3, error.code().wireValue());
                statement.setString(4, error.severity().wireValue());
                statement.setString(5, SqlValues.truncate(error.location(), MAX_LOCATION));
                statement.setString(6, SqlValues.truncate(error.description(), MAX_DESCRIPTION));
                statement.addBatch();
            }
            statement.executeBatch();
        }
    }

    /** Thrown inside the transaction to roll it back when the inbound MessageId is already stored. */
    private static final class DuplicateMessage extends RuntimeException {
        private static final long serialVersionUID = 1L;

        DuplicateMessage() {
            super("duplicate MessageId", null, false, false);
        }
    }
}
