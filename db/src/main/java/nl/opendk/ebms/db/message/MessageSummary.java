package nl.opendk.ebms.db.message;

import java.time.Instant;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.Service;

/**
 * One stored message without its envelope and payloads, as listed for operators.
 *
 * @param from the first PartyId and the Role of the sender, null when the header had neither
 * @param service null when the header had none
 * @param endpoint where an outgoing message goes; null for inbound messages
 * @param maxAttempts the attempts allowed for an outgoing message; null for inbound messages
 * @param nextAttemptAt when a queued message is due, or when a sending node's lease ends; null once final
 * @param leaseOwner the node sending the message now
 */
public record MessageSummary(
        long id,
        Direction direction,
        String messageId,
        String refToMessageId,
        String conversationId,
        String cpaId,
        Party from,
        Party to,
        Service service,
        String action,
        Instant messageTimestamp,
        MessageStatus status,
        Instant statusTime,
        String contentType,
        int payloadCount,
        String endpoint,
        int attempts,
        Integer maxAttempts,
        Instant nextAttemptAt,
        String leaseOwner,
        Instant createdAt) {}
