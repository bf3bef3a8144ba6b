package nl.opendk.ebms.db.message;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import nl.opendk.ebms.db.AutoIncrement;
import nl.opendk.ebms.db.Transaction;
import nl.opendk.ebms.db.events.EventKind;
import nl.opendk.ebms.db.events.EventLog;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.handle.InboundDisposition;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;

/**
 * Writes several dispositions in one transaction with as few statements as the data allows: multi-row INSERTs
 * for all their message rows, one multi-row INSERT for payloads and one for errors when there are any. The new
 * ids come with the INSERT where the server gives one statement's rows consecutive values (InnoDB's lock modes 0
 * and 1, MariaDB's default); under MySQL 8's default interleaved mode they are read back by the unique key with
 * one more query.
 */
final class BatchWrite {

    /**
     * By the whole unique key: a point on a unique key is one row to the optimizer, where a MessageId alone had it
     * estimate each value with a dive into the index before reading it (as much server CPU as the read itself).
     */
    private static final String SELECT_IDS =
            "SELECT id, message_id, direction FROM ebms_message WHERE (message_id, direction) IN (%s)";

    /**
     * A MessageId in the batch was already stored, or is in the batch twice: the shared transaction is rolled back
     * and the messages are written one by one, where the duplicate is answered as one (ebMS 2.0 §6.4.1).
     */
    static final class DuplicateInBatch extends RuntimeException {
        private static final long serialVersionUID = 1L;

        DuplicateInBatch() {
            super("duplicate MessageId in a batch", null, false, false);
        }
    }

    private final RowFactory rows;
    /** Whether the INSERT's ids are the rows' own; null until the server was asked. */
    private volatile Boolean idsFromInsert;

    /** Asks the server at the first write whether the INSERT's ids are the rows' own. */
    BatchWrite(RowFactory rows) {
        this.rows = rows;
    }

    /** Reads the ids back by the unique key always, as under MySQL 8's lock mode 2: for tests on any server. */
    void readIdsBack() {
        idsFromInsert = false;
    }

    /** The row shapes for inbound and outgoing messages, shared with the one-by-one path. */
    interface RowFactory {
        MessageRow inbound(InboundDisposition disposition, Instant leaseEnd);

        boolean forBackEnd(InboundDisposition disposition);

        EventLog events();

        MessageRow leasedOutgoing(OutgoingMessage message, Instant leaseEnd);

        SendJob job(long id, OutgoingMessage message, Instant leaseEnd);

        MessageRow answered(OutgoingMessage message);
    }

    List<StoreOutcome> write(Connection connection, List<InboundDisposition> batch, Instant now, Instant leaseEnd)
            throws SQLException {
        Map<Key, Long> ids = insertMessages(connection, batch, now, leaseEnd);
        Map<Long, List<PayloadPart>> parts = new LinkedHashMap<>();
        Map<Long, List<EbmsError>> errors = new LinkedHashMap<>();
        List<StoreOutcome> outcomes = new ArrayList<>(batch.size());
        List<Long> received = new ArrayList<>(0);
        for (InboundDisposition disposition : batch) {
            long inboundId = -1;
            if (disposition.storable()) {
                inboundId = ids.get(new Key(disposition.message().header().messageId(), Direction.IN));
                parts.put(inboundId, disposition.message().parts());
                errors.put(inboundId, disposition.errors());
                if (disposition.status() == MessageStatus.RECEIVED) {
                    received.add(inboundId);
                }
            }
            List<SendJob> leased = new ArrayList<>(disposition.outgoing().size());
            for (OutgoingMessage message : disposition.outgoing()) {
                long id = ids.get(new Key(message.header().messageId(), Direction.OUT));
                parts.put(id, message.parts());
                leased.add(rows.job(id, message, leaseEnd));
            }
            outcomes.add(new StoreOutcome(
                    false, inboundId, leased, rows.forBackEnd(disposition) ? leaseEnd : null, List.of()));
        }
        rows.events().forMessages(connection, received, EventKind.RECEIVED, now);
        Payloads.insert(connection, parts);
        MessageErrors.insert(connection, errors);
        for (int i = 0; i < batch.size(); i++) {
            List<Concluded> concluded = Effects.apply(connection, batch.get(i).effects(), now, rows.events());
            outcomes.set(i, outcomes.get(i).withConcluded(concluded));
        }
        return outcomes;
    }

    /** Inserts the batch's message rows and returns the ids of the received and leased outgoing ones. */
    private Map<Key, Long> insertMessages(
            Connection connection, List<InboundDisposition> batch, Instant now, Instant leaseEnd) throws SQLException {
        List<MessageRow> messages = new ArrayList<>();
        for (InboundDisposition disposition : batch) {
            if (disposition.storable()) {
                messages.add(rows.inbound(disposition, leaseEnd));
            }
            for (OutgoingMessage message : disposition.outgoing()) {
                messages.add(rows.leasedOutgoing(message, leaseEnd));
            }
            for (OutgoingMessage message : disposition.answered()) {
                messages.add(rows.answered(message));
            }
        }
        try {
            if (!idsFromInsert(connection)) {
                MessageInsert.insertAll(connection, messages, now);
                return readIds(connection, batch);
            }
            long[] inserted = MessageInsert.insertAllReturningIds(connection, messages, now);
            Map<Key, Long> ids = new HashMap<>();
            for (int i = 0; i < inserted.length; i++) {
                MessageRow row = messages.get(i);
                if (row.header() != null) {
                    ids.put(new Key(row.header().messageId(), row.direction()), inserted[i]);
                }
            }
            return ids;
        } catch (SQLException e) {
            if (Transaction.isDuplicateKey(e) || Transaction.isDuplicateKey(e.getNextException())) {
                throw new DuplicateInBatch();
            }
            throw e;
        }
    }

    private boolean idsFromInsert(Connection connection) throws SQLException {
        Boolean known = idsFromInsert;
        if (known == null) {
            known = AutoIncrement.consecutivePerStatement(connection);
            idsFromInsert = known;
        }
        return known;
    }

    private static Map<Key, Long> readIds(Connection connection, List<InboundDisposition> batch) throws SQLException {
        List<Key> keys = new ArrayList<>();
        for (InboundDisposition disposition : batch) {
            if (disposition.storable()) {
                keys.add(new Key(disposition.message().header().messageId(), Direction.IN));
            }
            disposition
                    .outgoing()
                    .forEach(message -> keys.add(new Key(message.header().messageId(), Direction.OUT)));
        }
        String placeholders = keys.stream().map(key -> "(?, ?)").collect(Collectors.joining(", "));
        Map<Key, Long> ids = new HashMap<>();
        try (PreparedStatement statement = connection.prepareStatement(String.format(SELECT_IDS, placeholders))) {
            int i = 1;
            for (Key key : keys) {
                statement.setString(i++, key.messageId());
                statement.setInt(i++, key.direction().id());
            }
            try (ResultSet result = statement.executeQuery()) {
                while (result.next()) {
                    ids.put(new Key(result.getString(2), Direction.fromId(result.getInt(3))), result.getLong(1));
                }
            }
        }
        return ids;
    }

    private record Key(String messageId, Direction direction) {}
}
