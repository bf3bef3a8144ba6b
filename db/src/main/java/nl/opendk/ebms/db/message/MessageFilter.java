package nl.opendk.ebms.db.message;

import java.time.Instant;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;

/**
 * Which messages to list; every null criterion matches all. Start from {@link #ANY} and narrow it down.
 *
 * @param party a PartyId value matching the sender or the receiver
 * @param from inclusive lower bound on the time the message was stored
 * @param to exclusive upper bound on the time the message was stored
 * @param beforeId only messages with a smaller id: the id of the last row of the previous page (keyset paging)
 */
public record MessageFilter(
        MessageStatus status,
        Direction direction,
        String cpaId,
        String service,
        String action,
        String party,
        String messageId,
        String conversationId,
        String refToMessageId,
        Instant from,
        Instant to,
        Long beforeId) {

    public static final MessageFilter ANY =
            new MessageFilter(null, null, null, null, null, null, null, null, null, null, null, null);

    public MessageFilter withStatus(MessageStatus value) {
        return new MessageFilter(
                value,
                direction,
                cpaId,
                service,
                action,
                party,
                messageId,
                conversationId,
                refToMessageId,
                from,
                to,
                beforeId);
    }

    public MessageFilter withDirection(Direction value) {
        return new MessageFilter(
                status,
                value,
                cpaId,
                service,
                action,
                party,
                messageId,
                conversationId,
                refToMessageId,
                from,
                to,
                beforeId);
    }

    public MessageFilter withCpaId(String value) {
        return new MessageFilter(
                status,
                direction,
                value,
                service,
                action,
                party,
                messageId,
                conversationId,
                refToMessageId,
                from,
                to,
                beforeId);
    }

    public MessageFilter withService(String value) {
        return new MessageFilter(
                status,
                direction,
                cpaId,
                value,
                action,
                party,
                messageId,
                conversationId,
                refToMessageId,
                from,
                to,
                beforeId);
    }

    public MessageFilter withAction(String value) {
        return new MessageFilter(
                status,
                direction,
                cpaId,
                service,
                value,
                party,
                messageId,
                conversationId,
                refToMessageId,
                from,
                to,
                beforeId);
    }

    public MessageFilter withParty(String value) {
        return new MessageFilter(
                status,
                direction,
                cpaId,
                service,
                action,
                value,
                messageId,
                conversationId,
                refToMessageId,
                from,
                to,
                beforeId);
    }

    public MessageFilter withMessageId(String value) {
        return new MessageFilter(
                status,
                direction,
                cpaId,
                service,
                action,
                party,
                value,
                conversationId,
                refToMessageId,
                from,
                to,
                beforeId);
    }

    public MessageFilter withConversationId(String value) {
        return new MessageFilter(
                status, direction, cpaId, service, action, party, messageId, value, refToMessageId, from, to, beforeId);
    }

    public MessageFilter withRefToMessageId(String value) {
        return new MessageFilter(
                status, direction, cpaId, service, action, party, messageId, conversationId, value, from, to, beforeId);
    }

    /** Stored at or after {@code fromInclusive} and before {@code toExclusive}; either may be null. */
    public MessageFilter withCreated(Instant fromInclusive, Instant toExclusive) {
        return new MessageFilter(
                status,
                direction,
                cpaId,
                service,
                action,
                party,
                messageId,
                conversationId,
                refToMessageId,
                fromInclusive,
                toExclusive,
                beforeId);
    }

    public MessageFilter withBeforeId(Long value) {
        return new MessageFilter(
                status,
                direction,
                cpaId,
                service,
                action,
                party,
                messageId,
                conversationId,
                refToMessageId,
                from,
                to,
                value);
    }
}
