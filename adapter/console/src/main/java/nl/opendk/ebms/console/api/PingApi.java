package nl.opendk.ebms.console.api;

import static nl.opendk.ebms.console.observe.ConsoleLogEvent.PING_QUEUED;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import nl.opendk.ebms.db.message.MessageDetail;
import nl.opendk.ebms.db.message.MessageFilter;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MshAction;
import nl.opendk.ebms.routes.rest.ApiAnswer;
import nl.opendk.ebms.routes.rest.MessageJson;
import nl.opendk.ebms.service.send.Outcome;
import nl.opendk.ebms.service.send.Pings;
import org.apache.camel.Body;
import org.apache.camel.Header;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * "Ping this partner": {@code POST /api/cpas/{cpaId}/ping}, with {@code {"partner": "<PartyId value>"}} or without a
 * body (then the CPA's one party that is not ours), queues a Ping ({@link Pings}: from us to the partner's default MSH
 * channel); the outbox sends it.
 * {@code GET /api/pings/{id}} tells how that Ping is doing and whether its Pong arrived (found by RefToMessageId).
 */
public final class PingApi {

    private static final Logger LOG = LoggerFactory.getLogger(PingApi.class);
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final Pings pings;
    private final MessageQueries queries;

    public PingApi(Pings pings, MessageQueries queries) {
        this.pings = pings;
        this.queries = queries;
    }

    public ApiAnswer ping(@Header("cpaId") String cpaId, @Body byte[] body, @Header(ApiUser.HEADER) String user) {
        String partnerId;
        try {
            partnerId = partner(body);
        } catch (IOException e) {
            return ApiAnswer.error(
                    400,
                    "send {\"partner\": \"<PartyId>\"}, or no body to ping the CPA's partner: the body is not JSON");
        }
        // no partner named: the CPA's one party that is not ours
        Outcome<Pings.Queued> queued = pings.ping(cpaId, partnerId);
        if (!queued.isSent()) {
            return ApiAnswer.error(
                    switch (queued.refusal()) {
                        case UNKNOWN_CPA -> 404;
                        case NOT_USABLE, NO_ENDPOINT -> 409;
                        default -> 400;
                    },
                    queued.problem());
        }
        LOG.info(
                PING_QUEUED.line("Ping {} to {} under CPA {} queued by {}"),
                queued.value().messageId(),
                partnerId,
                cpaId,
                ApiUser.name(user));
        return ApiAnswer.json(202, queued.value());
    }

    public ApiAnswer status(@Header("id") String id) {
        long key;
        try {
            key = Long.parseLong(id);
        } catch (NumberFormatException e) {
            return ApiAnswer.error(400, "ping id must be a number, was '" + id + "'");
        }
        Optional<MessageSummary> ping = queries.find(key)
                .map(MessageDetail::summary)
                .filter(m -> m.direction() == Direction.OUT
                        && MshAction.PING.wireValue().equals(m.action()));
        if (ping.isEmpty()) {
            return ApiAnswer.error(404, "no Ping with id " + id);
        }
        List<MessageSummary> pongs = queries.list(
                MessageFilter.ANY.withRefToMessageId(ping.get().messageId()).withDirection(Direction.IN), 1);
        MessageSummary pong = pongs.isEmpty() ? null : pongs.get(0);
        Long millis = pong == null
                ? null
                : Duration.between(ping.get().createdAt(), pong.createdAt()).toMillis();
        return ApiAnswer.json(
                200,
                new Status(
                        MessageJson.of(ping.get()),
                        queries.attempts(key).size(),
                        pong == null ? null : MessageJson.of(pong),
                        millis));
    }

    /** The partner the body names; null for no body or none named. */
    private static String partner(byte[] body) throws IOException {
        if (body == null || body.length == 0) {
            return null;
        }
        JsonNode partner = MAPPER.readTree(body).path("partner");
        return partner.isTextual() && !partner.asText().isBlank()
                ? partner.asText().trim()
                : null;
    }

    /** @param latencyMillis from storing the Ping to storing its Pong; null until the Pong is in */
    public record Status(MessageJson ping, int attempts, MessageJson pong, Long latencyMillis) {}
}
