package nl.opendk.ebms.app.api;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import nl.opendk.ebms.db.message.MessageFilter;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PayloadPart;
import org.apache.camel.Header;

/**
 * /api/messages: stored messages, newest first, for back ends and operators. A back end that polls asks for
 * {@code status=received}; paging continues with {@code before} set to the {@code next} of the previous page.
 */
public final class MessageApi {

    private static final int DEFAULT_LIMIT = 50;

    private final MessageQueries queries;

    public MessageApi(MessageQueries queries) {
        this.queries = queries;
    }

    public ApiAnswer list(
            @Header("status") String status,
            @Header("direction") String direction,
            @Header("cpaId") String cpaId,
            @Header("service") String service,
            @Header("action") String action,
            @Header("party") String party,
            @Header("messageId") String messageId,
            @Header("conversationId") String conversationId,
            @Header("from") String from,
            @Header("to") String to,
            @Header("before") String before,
            @Header("limit") String limit) {
        try {
            MessageFilter filter = new MessageFilter(
                    enumValue(MessageStatus.class, "status", status),
                    enumValue(Direction.class, "direction", direction),
                    blankToNull(cpaId),
                    blankToNull(service),
                    blankToNull(action),
                    blankToNull(party),
                    blankToNull(messageId),
                    blankToNull(conversationId),
                    null,
                    instant("from", from),
                    instant("to", to),
                    number("before", before));
            int size = limit == null || limit.isBlank()
                    ? DEFAULT_LIMIT
                    : number("limit", limit).intValue();
            if (size < 1 || size > MessageQueries.MAX_LIMIT) {
                return ApiAnswer.error(400, "limit must be 1.." + MessageQueries.MAX_LIMIT);
            }
            List<MessageSummary> page = queries.list(filter, size);
            Long next = page.size() == size ? page.get(page.size() - 1).id() : null;
            return ApiAnswer.json(
                    200, new Page(page.stream().map(MessageApi::json).toList(), next));
        } catch (IllegalArgumentException e) {
            return ApiAnswer.error(400, e.getMessage());
        }
    }

    public ApiAnswer get(@Header("id") String id) {
        long key;
        try {
            key = Long.parseLong(id);
        } catch (NumberFormatException e) {
            return ApiAnswer.error(400, "message id must be a number, was '" + id + "'");
        }
        return queries.find(key)
                .map(detail -> ApiAnswer.json(
                        200,
                        new Detail(
                                json(detail.summary()),
                                queries.payloads(key).stream()
                                        .map(MessageApi::payload)
                                        .toList(),
                                new String(detail.envelope(), java.nio.charset.StandardCharsets.UTF_8))))
                .orElseGet(() -> ApiAnswer.error(404, "no message with id " + id));
    }

    /** One payload, byte for byte, with its own content type: {@code /api/messages/{id}/payloads/{n}}, n from 1. */
    public ApiAnswer payload(@Header("id") String id, @Header("n") String n) {
        try {
            List<PayloadPart> parts = queries.payloads(Long.parseLong(id));
            int index = Integer.parseInt(n) - 1;
            if (index < 0 || index >= parts.size()) {
                return ApiAnswer.error(404, "message " + id + " has no payload " + n);
            }
            PayloadPart part = parts.get(index);
            String type = part.contentType() == null ? "application/octet-stream" : part.contentType();
            return ApiAnswer.raw(type, part.content());
        } catch (NumberFormatException e) {
            return ApiAnswer.error(400, "message id and payload number must be numbers");
        }
    }

    static MessageJson json(MessageSummary m) {
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

    private static PayloadJson payload(PayloadPart part) {
        return new PayloadJson(part.contentId(), part.contentType(), part.size());
    }

    private static String partyId(Party party) {
        return party == null || party.primaryId() == null
                ? null
                : party.primaryId().value();
    }

    private static String text(Instant instant) {
        return instant == null ? null : instant.toString();
    }

    private static <E extends Enum<E>> E enumValue(Class<E> type, String name, String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return Enum.valueOf(type, value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(name + " '" + value + "' is not one of "
                    + java.util.Arrays.stream(type.getEnumConstants())
                            .map(c -> c.name().toLowerCase(Locale.ROOT))
                            .toList());
        }
    }

    private static Instant instant(String name, String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return Instant.parse(value.trim());
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException(name + " must be a UTC time such as 2026-01-31T12:00:00Z");
        }
    }

    private static Long number(String name, String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a number, was '" + value + "'");
        }
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.trim();
    }

    public record Page(List<MessageJson> messages, Long next) {}

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
            String createdAt) {}

    public record PayloadJson(String contentId, String contentType, int size) {}

    public record Detail(MessageJson message, List<PayloadJson> payloads, String envelope) {}
}
