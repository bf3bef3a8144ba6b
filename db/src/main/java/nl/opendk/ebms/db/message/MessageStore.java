package nl.opendk.ebms.db.message;

import java.sql.Connection;
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
import nl.opendk.ebms.db.GroupCommit;
import nl.opendk.ebms.db.SqlValues;
import nl.opendk.ebms.db.Transaction;
import nl.opendk.ebms.db.events.BackendOptions;
import nl.opendk.ebms.db.events.EventKind;
import nl.opendk.ebms.db.events.EventLog;
import nl.opendk.ebms.db.lease.LeaseOwner;
import nl.opendk.ebms.protocol.agreement.Reliability;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
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
 * <p>A lone received Ping costs exactly two statements (insert the Ping, insert the Pong) and one commit: no lookup
 * before the insert, because the unique key on (message_id, direction) finds duplicates by itself. Under load,
 * concurrent messages share transactions ({@link GroupCommit}): a batch of them costs one multi-row INSERT and one
 * commit, whatever its size, and one id lookup more where the server does not give an INSERT's rows consecutive
 * ids ({@link BatchWrite}).
 */
public final class MessageStore implements AutoCloseable {

    /** The store timeout of the short constructors: for callers that answer no partner while they wait. */
    static final Duration UNHURRIED_STORE_TIMEOUT = Duration.ofSeconds(30);

    /** Most messages written in one shared transaction. */
    static final int MAX_BATCH = 64;

    private final DataSource dataSource;
    private final Clock clock;
    private final String nodeId;
    private final RetrySchedule retrySchedule;
    private final Duration lease;
    private final BackendOptions backend;
    private final EventLog events;
    private final BatchWrite batchWrite;
    private final GroupCommit<InboundDisposition, StoreOutcome> groupCommit;
    private final Duration storeTimeout;

    /**
     * @param nodeId this node's name as lease owner of the outgoing messages it stores (at most 100 characters)
     * @param lease how long a stored outgoing message stays reserved for this node's sender
     */
    public MessageStore(
            DataSource dataSource, Clock clock, String nodeId, RetrySchedule retrySchedule, Duration lease) {
        this(dataSource, clock, nodeId, retrySchedule, lease, 2);
    }

    /** @param writers connections that write shared transactions at the same time */
    public MessageStore(
            DataSource dataSource,
            Clock clock,
            String nodeId,
            RetrySchedule retrySchedule,
            Duration lease,
            int writers) {
        this(
                dataSource,
                clock,
                nodeId,
                retrySchedule,
                lease,
                writers,
                BackendOptions.POLL,
                EventLog.NONE,
                UNHURRIED_STORE_TIMEOUT,
                Duration.ZERO);
    }

    /**
     * @param backend whether received business messages are leased for immediate push delivery to the back end
     * @param events where back-end events are recorded
     * @param storeTimeout how long {@link #store} waits for its commit before it gives up with a transient failure,
     *     so a sender gets "try again" in bounded time while the database hangs
     * @param commitGap least time between one writer's commits ({@link GroupCommit}); zero to commit whatever is
     *     waiting as soon as a writer is free
     */
    public MessageStore(
            DataSource dataSource,
            Clock clock,
            String nodeId,
            RetrySchedule retrySchedule,
            Duration lease,
            int writers,
            BackendOptions backend,
            EventLog events,
            Duration storeTimeout,
            Duration commitGap) {
        this.storeTimeout = Objects.requireNonNull(storeTimeout, "storeTimeout");
        this.backend = Objects.requireNonNull(backend, "backend");
        this.events = Objects.requireNonNull(events, "events");
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.nodeId = LeaseOwner.check(nodeId);
        this.retrySchedule = Objects.requireNonNull(retrySchedule, "retrySchedule");
        this.lease = Objects.requireNonNull(lease, "lease");
        this.batchWrite = new BatchWrite(new Rows());
        this.groupCommit = new GroupCommit<>("store inbound messages", this::writeBatch, MAX_BATCH, writers, commitGap);
    }

    /**
     * Stores the received message (when storable) with its payloads and findings, and every outgoing message it
     * causes, leased to this node for an immediate send. A MessageId stored before is a duplicate (ebMS 2.0
     * §6.4.1): then nothing is written at all. Returns after the commit.
     *
     * @throws nl.opendk.ebms.db.DataAccessException when it could not be stored: {@linkplain
     *     nl.opendk.ebms.db.DataAccessException#isTransient() transient} when the database is unreachable, slow or
     *     lost a deadlock (the sender may try again), otherwise caused by this message alone
     */
    public StoreOutcome store(InboundDisposition disposition) {
        return storeTimeout == null ? groupCommit.submit(disposition) : groupCommit.submit(disposition, storeTimeout);
    }

    /** Stores a message the adapter sends on its own initiative, due now for the outbox poller; returns its id. */
    public long enqueue(OutgoingMessage message) {
        return Transaction.run(dataSource, "enqueue outgoing message", c -> enqueue(c, message));
    }

    /** As {@link #enqueue(OutgoingMessage)}, in a transaction of another store's, which commits it or not. */
    public Transaction.Part enqueueing(OutgoingMessage message) {
        return c -> enqueue(c, message);
    }

    private long enqueue(Connection c, OutgoingMessage message) throws SQLException {
        Instant now = SqlValues.millis(clock.instant());
        try (MessageInsert insert = new MessageInsert(c)) {
            long id = insert.insert(outgoingRow(message, MessageStatus.QUEUED, now, null), now);
            Payloads.insert(c, Map.of(id, message.parts()));
            return id;
        }
    }

    /**
     * Stores a message the adapter sends on its own initiative (a back end's message, a status request), leased to
     * this node for an immediate send; the returned job goes straight to the sender.
     */
    public SendJob send(OutgoingMessage message) {
        Instant now = SqlValues.millis(clock.instant());
        return Transaction.run(dataSource, "store outgoing message", c -> {
            try (MessageInsert insert = new MessageInsert(c)) {
                return insertLeased(c, insert, List.of(message), now).get(0);
            }
        });
    }

    /** Stops the shared-transaction writers; call before the database closes. */
    @Override
    public void close() {
        groupCommit.close();
    }

    /** Batches read their ids back by the unique key, whatever the server's lock mode ({@link BatchWrite}). */
    void readIdsBack() {
        batchWrite.readIdsBack();
    }

    /**
     * One message alone keeps the minimal path; several share a transaction. When that fails (a duplicate among
     * them, or anything else), {@link GroupCommit} writes them again one by one, so only the culprit is refused.
     */
    List<StoreOutcome> writeBatch(List<InboundDisposition> batch) {
        if (batch.size() == 1) {
            return List.of(storeOne(batch.get(0)));
        }
        Instant now = SqlValues.millis(clock.instant());
        return Transaction.runRetryingDeadlocks(
                dataSource, "store inbound messages", c -> batchWrite.write(c, batch, now, now.plus(lease)));
    }

    private StoreOutcome storeOne(InboundDisposition disposition) {
        Instant now = SqlValues.millis(clock.instant());
        try {
            return Transaction.runRetryingDeadlocks(
                    dataSource, "store inbound message", c -> write(c, disposition, now));
        } catch (DuplicateMessage duplicate) {
            return storeDuplicate(disposition, now);
        }
    }

    /**
     * ebMS 2.0 §6.4.1: a duplicate is not stored or delivered again; it gets its Acknowledgment (or MessageError)
     * again: what the planner put in onDuplicate, and the synchronous answer when there is one.
     */
    private StoreOutcome storeDuplicate(InboundDisposition disposition, Instant now) {
        if (disposition.onDuplicate().isEmpty() && disposition.answered().isEmpty()) {
            return StoreOutcome.duplicateMessage();
        }
        List<SendJob> leased = Transaction.run(dataSource, "answer duplicate message", c -> {
            try (MessageInsert insert = new MessageInsert(c)) {
                insertAnswered(insert, disposition.answered(), now);
                return insertLeased(c, insert, disposition.onDuplicate(), now);
            }
        });
        return new StoreOutcome(true, -1, leased);
    }

    private StoreOutcome write(Connection connection, InboundDisposition disposition, Instant now) throws SQLException {
        long inboundId = -1;
        List<SendJob> leased;
        Instant backEndLease = forBackEnd(disposition) ? now.plus(lease) : null;
        try (MessageInsert insert = new MessageInsert(connection)) {
            if (disposition.storable()) {
                inboundId = insertInbound(insert, inboundRow(disposition, backEndLease), now);
                Payloads.insert(
                        connection, Map.of(inboundId, disposition.message().parts()));
                if (disposition.status() == MessageStatus.RECEIVED) {
                    events.forMessages(connection, List.of(inboundId), EventKind.RECEIVED, now);
                }
            }
            insertAnswered(insert, disposition.answered(), now);
            leased = insertLeased(connection, insert, disposition.outgoing(), now);
        }
        if (inboundId != -1) {
            MessageErrors.insert(connection, Map.of(inboundId, disposition.errors()));
        }
        List<Concluded> concluded = Effects.apply(connection, disposition.effects(), now, events);
        return new StoreOutcome(false, inboundId, leased, backEndLease, concluded);
    }

    /** A received business message goes to the back end by push when configured; otherwise the back end polls. */
    private boolean forBackEnd(InboundDisposition disposition) {
        return backend.pushMessages() && disposition.storable() && disposition.status() == MessageStatus.RECEIVED;
    }

    /** Outgoing messages leased to this node for an immediate send. */
    private List<SendJob> insertLeased(
            Connection connection, MessageInsert insert, List<OutgoingMessage> messages, Instant now)
            throws SQLException {
        Map<Long, List<PayloadPart>> parts = new LinkedHashMap<>();
        List<SendJob> leased = new ArrayList<>(messages.size());
        Instant leaseEnd = now.plus(lease);
        for (OutgoingMessage message : messages) {
            MessageRow row = outgoingRow(message, MessageStatus.SENDING, leaseEnd, nodeId);
            long id = insert.insert(row, now);
            parts.put(id, message.parts());
            leased.add(job(id, message, row, leaseEnd));
        }
        Payloads.insert(connection, parts);
        return leased;
    }

    /** Messages that went out in the HTTP response: delivered by the time they are stored. */
    private void insertAnswered(MessageInsert insert, List<OutgoingMessage> answered, Instant now) throws SQLException {
        for (OutgoingMessage message : answered) {
            insert.insert(outgoingRow(message, MessageStatus.DELIVERED, null, null), now);
        }
    }

    private static long insertInbound(MessageInsert insert, MessageRow row, Instant now) throws SQLException {
        try {
            return insert.insert(row, now);
        } catch (SQLException e) {
            if (Transaction.isDuplicateKey(e)) {
                throw new DuplicateMessage();
            }
            throw e;
        }
    }

    /** @param backEndLease until when this node holds the message for delivery to the back end, or null */
    private MessageRow inboundRow(InboundDisposition disposition, Instant backEndLease) {
        ReceivedMessage message = disposition.message();
        MessageRow row = MessageRow.inbound(
                message.header(),
                disposition.status(),
                message.envelopeBytes(),
                message.contentType(),
                message.parts().size());
        return backEndLease == null ? row : row.dueAt(backEndLease, nodeId);
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
                owner,
                message.ackRequested(),
                message.header().timeToLive());
    }

    private static SendJob job(long id, OutgoingMessage message, MessageRow row, Instant leaseEnd) {
        return new SendJob(
                id,
                message.header().messageId(),
                message.header().cpaId(),
                message.endpoint(),
                message.envelope(),
                message.parts(),
                1,
                leaseEnd,
                row.ackRequested(),
                row.maxAttempts(),
                row.retryIntervalMs(),
                message.header().service() == null
                        || !message.header().service().isMshService());
    }

    /** The row shapes, shared by the one-by-one path above and the batched path. */
    private final class Rows implements BatchWrite.RowFactory {
        @Override
        public MessageRow inbound(InboundDisposition disposition, Instant leaseEnd) {
            return inboundRow(disposition, forBackEnd(disposition) ? leaseEnd : null);
        }

        @Override
        public boolean forBackEnd(InboundDisposition disposition) {
            return MessageStore.this.forBackEnd(disposition);
        }

        @Override
        public EventLog events() {
            return events;
        }

        @Override
        public MessageRow leasedOutgoing(OutgoingMessage message, Instant leaseEnd) {
            return outgoingRow(message, MessageStatus.SENDING, leaseEnd, nodeId);
        }

        @Override
        public SendJob job(long id, OutgoingMessage message, Instant leaseEnd) {
            return MessageStore.job(id, message, leasedOutgoing(message, leaseEnd), leaseEnd);
        }

        @Override
        public MessageRow answered(OutgoingMessage message) {
            return outgoingRow(message, MessageStatus.DELIVERED, null, null);
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
