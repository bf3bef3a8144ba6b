package nl.opendk.ebms.db.message;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import nl.opendk.ebms.db.SqlValues;
import nl.opendk.ebms.db.events.EventKind;
import nl.opendk.ebms.db.events.EventLog;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.handle.AcknowledgmentReceipt;
import nl.opendk.ebms.protocol.handle.Effect;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;

/**
 * Applies what a received signal says about a message we sent, in the transaction that stores the signal. Only a
 * message still on its way (queued, being sent, or waiting for its Acknowledgment) changes, and only when the
 * signal comes from the party it was sent to; an Acknowledgment for a message already delivered changes nothing, and
 * neither does one that is not the receipt our signed message asked for.
 */
final class Effects {

    private static final String ON_ITS_WAY = "(" + MessageStatus.QUEUED.id() + ", " + MessageStatus.SENDING.id() + ", "
            + MessageStatus.AWAITING_ACK.id() + ")";

    private static final String CONCLUDE = "UPDATE ebms_message SET status = ?, status_time = ?,"
            + " next_attempt_at = NULL, lease_owner = NULL WHERE message_id = ? AND direction = " + Direction.OUT.id()
            + " AND to_party_id = ? AND status IN " + ON_ITS_WAY;

    /** The peer's errors are kept with our failed message, so the operator sees why without looking further. */
    private static final String PEER_ERROR = "INSERT INTO ebms_message_error"
            + " (message_pk, seq, error_code, severity, location, description)"
            + " SELECT id, ?, ?, ?, ?, ? FROM ebms_message WHERE message_id = ? AND direction = " + Direction.OUT.id();

    /** Our message as we sent it, to hold a signed Acknowledgment's receipt against. */
    private static final String SENT = "SELECT id, envelope FROM ebms_message WHERE message_id = ? AND direction = "
            + Direction.OUT.id() + " AND to_party_id = ? AND status IN " + ON_ITS_WAY;

    private static final String NEXT_ERROR_SEQ =
            "SELECT COALESCE(MAX(seq) + 1, 0) FROM ebms_message_error WHERE message_pk = ?";

    private static final String RECEIPT_ERROR = "INSERT INTO ebms_message_error"
            + " (message_pk, seq, error_code, severity, location, description) VALUES (?, ?, ?, ?, ?, ?)";

    private Effects() {}

    /** Applies the effects; returns the messages they ended, each once, in order. */
    static List<Concluded> apply(Connection connection, List<Effect> effects, Instant now, EventLog events)
            throws SQLException {
        List<Concluded> concluded = new ArrayList<>(0);
        for (Effect effect : effects) {
            if (effect instanceof Effect.RefusedByPeer refused) {
                if (conclude(connection, refused, MessageStatus.FAILED, now)) {
                    keepErrors(connection, refused);
                    events.forOutgoing(connection, refused.refToMessageId(), EventKind.FAILED, now);
                    concluded.add(new Concluded(refused.refToMessageId(), MessageStatus.FAILED));
                }
            } else if (effect instanceof Effect.Acknowledged acknowledged && !isReceipt(connection, acknowledged)) {
                continue;
            } else if (conclude(connection, effect, MessageStatus.DELIVERED, now)) {
                events.forOutgoing(connection, effect.refToMessageId(), EventKind.DELIVERED, now);
                concluded.add(new Concluded(effect.refToMessageId(), MessageStatus.DELIVERED));
            }
        }
        return concluded;
    }

    /**
     * An Acknowledgment that is not the receipt our signed message asked for (ebMS 2.0 §6.3.2.4) delivers nothing:
     * the message stays on its way, is sent again per the CPA and fails when the retries run out. Each such
     * Acknowledgment is kept as a SecurityFailure with our message, so the operator sees why it is not delivered.
     */
    private static boolean isReceipt(Connection connection, Effect.Acknowledged acknowledged) throws SQLException {
        long messagePk;
        byte[] envelope;
        try (PreparedStatement statement = connection.prepareStatement(SENT)) {
            statement.setString(1, acknowledged.refToMessageId());
            statement.setString(2, acknowledged.from().value());
            try (ResultSet rows = statement.executeQuery()) {
                if (!rows.next()) {
                    return true;
                }
                messagePk = rows.getLong(1);
                envelope = rows.getBytes(2);
            }
        }
        Optional<EbmsError> mismatch = AcknowledgmentReceipt.mismatch(envelope, acknowledged.receipt());
        if (mismatch.isEmpty()) {
            return true;
        }
        keepError(connection, messagePk, mismatch.get());
        return false;
    }

    private static void keepError(Connection connection, long messagePk, EbmsError error) throws SQLException {
        int seq;
        try (PreparedStatement statement = connection.prepareStatement(NEXT_ERROR_SEQ)) {
            statement.setLong(1, messagePk);
            try (ResultSet rows = statement.executeQuery()) {
                rows.next();
                seq = rows.getInt(1);
            }
        }
        try (PreparedStatement statement = connection.prepareStatement(RECEIPT_ERROR)) {
            statement.setLong(1, messagePk);
            statement.setInt(2, seq);
            statement.setString(3, error.code().wireValue());
            statement.setString(4, error.severity().wireValue());
            statement.setString(5, error.location());
            statement.setString(6, error.description());
            statement.executeUpdate();
        }
    }

    private static boolean conclude(Connection connection, Effect effect, MessageStatus status, Instant now)
            throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(CONCLUDE)) {
            statement.setInt(1, status.id());
            SqlValues.setTime(statement, 2, now);
            statement.setString(3, effect.refToMessageId());
            statement.setString(4, effect.from().value());
            return statement.executeUpdate() == 1;
        }
    }

    private static void keepErrors(Connection connection, Effect.RefusedByPeer refused) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(PEER_ERROR)) {
            int seq = 0;
            for (EbmsError error : refused.errors()) {
                statement.setInt(1, seq++);
                statement.setString(2, error.code().wireValue());
                statement.setString(3, error.severity().wireValue());
                statement.setString(4, error.location());
                statement.setString(5, error.description());
                statement.setString(6, refused.refToMessageId());
                statement.addBatch();
            }
            statement.executeBatch();
        }
    }
}
