package nl.opendk.ebms.console.api.wus;

import static nl.opendk.ebms.console.api.ApiQuery.blankToNull;
import static nl.opendk.ebms.console.api.ApiQuery.enumValue;
import static nl.opendk.ebms.console.api.ApiQuery.instant;
import static nl.opendk.ebms.console.api.ApiQuery.number;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import nl.opendk.ebms.console.api.ApiQuery;
import nl.opendk.ebms.db.wus.WusDirection;
import nl.opendk.ebms.db.wus.WusExchangeFilter;
import nl.opendk.ebms.db.wus.WusExchangeStatus;
import nl.opendk.ebms.db.wus.WusExchangeStore;
import nl.opendk.ebms.db.wus.WusExchangeSummary;
import nl.opendk.ebms.routes.rest.ApiAnswer;
import org.apache.camel.Header;

/**
 * /api/wus/exchanges: the recorded WUS calls, newest first, searched as /api/messages is (paging continues with
 * {@code before} set to the {@code next} of the previous page), and one call with everything recorded of it.
 */
public final class WusExchangeApi {

    private static final int DEFAULT_LIMIT = 50;

    private final WusExchangeStore store;

    public WusExchangeApi(WusExchangeStore store) {
        this.store = store;
    }

    public ApiAnswer list(
            @Header("service") String service,
            @Header("operation") String operation,
            @Header("status") String status,
            @Header("direction") String direction,
            @Header("messageId") String messageId,
            @Header("from") String from,
            @Header("to") String to,
            @Header("before") String before,
            @Header("limit") String limit) {
        try {
            WusExchangeFilter filter = new WusExchangeFilter(
                    enumValue(WusExchangeStatus.class, "status", status),
                    enumValue(WusDirection.class, "direction", direction),
                    blankToNull(service),
                    blankToNull(operation),
                    blankToNull(messageId),
                    instant("from", from),
                    instant("to", to),
                    number("before", before));
            int size = ApiQuery.limit(limit, DEFAULT_LIMIT, WusExchangeStore.MAX_LIMIT);
            List<WusExchangeSummary> page = store.list(filter, size);
            Long next = page.size() == size ? page.get(page.size() - 1).id() : null;
            return ApiAnswer.json(
                    200, new Page(page.stream().map(WusExchangeApi::exchange).toList(), next));
        } catch (IllegalArgumentException e) {
            return ApiAnswer.error(400, e.getMessage());
        }
    }

    /** One call with every recorded field and, when its service stores them, its request and response bodies. */
    public ApiAnswer get(@Header("id") String id) {
        long key;
        try {
            key = Long.parseLong(id);
        } catch (NumberFormatException e) {
            return ApiAnswer.error(400, "exchange id must be a number, was '" + id + "'");
        }
        return store.find(key)
                .map(detail -> ApiAnswer.json(
                        200,
                        new Detail(
                                exchange(detail.summary()), body(detail.requestBody()), body(detail.responseBody()))))
                .orElseGet(() -> ApiAnswer.error(404, "no WUS exchange with id " + id));
    }

    static ExchangeJson exchange(WusExchangeSummary s) {
        return new ExchangeJson(
                s.id(),
                lower(s.direction()),
                s.serviceName(),
                s.operation(),
                s.profile(),
                lower(s.status()),
                s.requestMessageId(),
                s.responseMessageId(),
                s.relatesTo(),
                s.requestAction(),
                s.to(),
                s.fromOin(),
                s.tlsOin(),
                s.signerOin(),
                s.nodeId(),
                s.faultCode(),
                s.faultText(),
                s.httpStatus(),
                text(s.receivedAt()),
                text(s.backendStartedAt()),
                s.backendMs(),
                text(s.answeredAt()),
                s.totalMs(),
                s.requestSize(),
                s.responseSize());
    }

    /** A body as text when it is UTF-8 (as WUS requires, DK-WUS WS006), else as base64 so no byte is lost. */
    private static BodyJson body(byte[] bytes) {
        if (bytes == null) {
            return null;
        }
        try {
            String text = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
            return new BodyJson(bytes.length, text, null);
        } catch (CharacterCodingException e) {
            return new BodyJson(bytes.length, null, Base64.getEncoder().encodeToString(bytes));
        }
    }

    private static String lower(Enum<?> value) {
        return value == null ? null : value.name().toLowerCase(Locale.ROOT);
    }

    private static String text(Instant instant) {
        return instant == null ? null : instant.toString();
    }

    /** @param next the {@code before} of the next page, null on the last */
    public record Page(List<ExchangeJson> exchanges, Long next) {}

    /** See WusExchangeSummary for the fields; times are UTC, durations in milliseconds. */
    public record ExchangeJson(
            long id,
            String direction,
            String service,
            String operation,
            String profile,
            String status,
            String requestMessageId,
            String responseMessageId,
            String relatesTo,
            String requestAction,
            String to,
            String fromOin,
            String tlsOin,
            String signerOin,
            String nodeId,
            String faultCode,
            String faultText,
            Integer httpStatus,
            String receivedAt,
            String backendStartedAt,
            Long backendMs,
            String answeredAt,
            Long totalMs,
            long requestSize,
            Long responseSize) {}

    /** @param text the body when it is UTF-8; otherwise {@code base64} holds it */
    public record BodyJson(int size, String text, String base64) {}

    /** @param requestBody null when the service did not store bodies */
    public record Detail(ExchangeJson exchange, BodyJson requestBody, BodyJson responseBody) {}
}
