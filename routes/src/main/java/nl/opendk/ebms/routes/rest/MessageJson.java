package nl.opendk.ebms.routes.rest;

import java.time.Instant;
import java.util.List;
import java.util.Locale;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.protocol.message.Party;

/**
 * One stored message as the REST APIs show it in a list: the console's message search and the back end's inbox give
 * the same fields, so a script reads both the same way.
 */
public record MessageJson(
        long id,
        String direction,
        String messageId,
        String refToMessageId,
        String conversationId,
        String cpaId,
        String fromPartyId,
        String fromRole,
        String toPartyId,
        String toRole,
        String service,
        String action,
        String timestamp,
        String status,
        String statusTime,
        int payloadCount,
        int attempts,
        String createdAt) {

    /** A page of messages; {@code next} is where the following page starts, null after the last. */
    public record Page(List<MessageJson> messages, Long next) {}

    public static MessageJson of(MessageSummary m) {
        return new MessageJson(
                m.id(),
                m.direction().name().toLowerCase(Locale.ROOT),
                m.messageId(),
                m.refToMessageId(),
                m.conversationId(),
                m.cpaId(),
                partyId(m.from()),
                m.from() == null ? null : m.from().role(),
                partyId(m.to()),
                m.to() == null ? null : m.to().role(),
                m.service() == null ? null : m.service().value(),
                m.action(),
                text(m.messageTimestamp()),
                m.status().name().toLowerCase(Locale.ROOT),
                text(m.statusTime()),
                m.payloadCount(),
                m.attempts(),
                text(m.createdAt()));
    }

    static String partyId(Party party) {
        return party == null || party.primaryId() == null
                ? null
                : party.primaryId().value();
    }

    static String text(Instant instant) {
        return instant == null ? null : instant.toString();
    }
}
