package nl.opendk.ebms.db.message;

import java.net.URI;
import java.time.Instant;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.MessageStatus;

/**
 * The values of one new ebms_message row. Outbound rows carry their delivery terms; inbound rows leave them null.
 *
 * @param header may be null, as may any of its fields: the row stores what was there
 */
record MessageRow(
        Direction direction,
        MessageHeader header,
        MessageStatus status,
        byte[] envelope,
        String contentType,
        int payloadCount,
        URI endpoint,
        Integer maxAttempts,
        Long retryIntervalMs,
        Instant nextAttemptAt,
        String leaseOwner,
        boolean ackRequested,
        Instant timeToLive) {

    MessageRow {
        if (status.direction() != direction) {
            throw new IllegalArgumentException("Status " + status + " is not a status of direction " + direction);
        }
    }

    /** This row, due for delivery at {@code at} and leased to {@code owner} until then. */
    MessageRow dueAt(Instant at, String owner) {
        return new MessageRow(
                direction,
                header,
                status,
                envelope,
                contentType,
                payloadCount,
                endpoint,
                maxAttempts,
                retryIntervalMs,
                at,
                owner,
                ackRequested,
                timeToLive);
    }

    static MessageRow inbound(
            MessageHeader header, MessageStatus status, byte[] envelope, String contentType, int payloadCount) {
        return new MessageRow(
                Direction.IN,
                header,
                status,
                envelope,
                contentType,
                payloadCount,
                null,
                null,
                null,
                null,
                null,
                false,
                null);
    }
}
