package nl.opendk.ebms.console.api;

import static nl.opendk.ebms.console.api.ApiQuery.blankToNull;
import static nl.opendk.ebms.console.api.ApiQuery.enumValue;
import static nl.opendk.ebms.console.api.ApiQuery.instant;
import static nl.opendk.ebms.console.api.ApiQuery.number;
import static nl.opendk.ebms.console.observe.ConsoleLogEvent.MESSAGE_REQUEUED;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import nl.opendk.ebms.db.cpa.CpaRepository;
import nl.opendk.ebms.db.message.DeliveryAttempt;
import nl.opendk.ebms.db.message.MessageFilter;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.db.outbox.Outbox;
import nl.opendk.ebms.db.search.MessageTimeline;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.routes.rest.ApiAnswer;
import nl.opendk.ebms.routes.rest.MessageJson;
import org.apache.camel.Header;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * /api/messages: stored messages, newest first, for back ends and operators. A back end that polls asks for
 * {@code status=received}; paging continues with {@code before} set to the {@code next} of the previous page. An
 * operator opens one message with its delivery attempts and errors, and sends a failed one again.
 */
public final class MessageApi {

    private static final Logger LOG = LoggerFactory.getLogger(MessageApi.class);
    private static final int DEFAULT_LIMIT = 50;

    /** How far apart the clocks of nodes sharing one database may be (they should run NTP). */
    static final Duration CLOCK_SKEW = Duration.ofMinutes(1);

    private final MessageQueries queries;
    private final MessageTimeline timeline;
    private final Outbox outbox;
    private final CpaRepository cpas;

    /** @param cpas which version of its CPA a message was stored under */
    public MessageApi(MessageQueries queries, MessageTimeline timeline, Outbox outbox, CpaRepository cpas) {
        this.queries = queries;
        this.timeline = timeline;
        this.outbox = outbox;
        this.cpas = cpas;
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
            @Header("refToMessageId") String refToMessageId,
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
                    blankToNull(refToMessageId),
                    instant("from", from),
                    instant("to", to),
                    number("before", before));
            int size = ApiQuery.limit(limit, DEFAULT_LIMIT, MessageQueries.MAX_LIMIT);
            List<MessageSummary> page = queries.list(startingAtTheUpperBound(filter), size);
            Long next = page.size() == size ? page.get(page.size() - 1).id() : null;
            return ApiAnswer.json(
                    200, new MessageJson.Page(page.stream().map(MessageJson::of).toList(), next));
        } catch (IllegalArgumentException e) {
            return ApiAnswer.error(400, e.getMessage());
        }
    }

    /**
     * With an upper time bound, the search starts at the first id stored after it instead of walking down from the
     * newest message (MessageTimeline). Ids follow storage time across nodes only as closely as the nodes' clocks
     * agree, so the bound is moved {@link #CLOCK_SKEW} later: a message stored by a node whose clock lags by less is
     * still found. The time condition itself stays exact.
     */
    private MessageFilter startingAtTheUpperBound(MessageFilter filter) {
        if (filter.to() == null) {
            return filter;
        }
        return timeline.firstIdAtOrAfter(filter.to().plus(CLOCK_SKEW))
                .filter(cap -> filter.beforeId() == null || cap < filter.beforeId())
                .map(filter::withBeforeId)
                .orElse(filter);
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
                                MessageJson.of(detail.summary()),
                                cpas.versionAt(
                                                detail.summary().cpaId(),
                                                detail.summary().createdAt())
                                        .orElse(null),
                                queries.payloads(key).stream()
                                        .map(MessageApi::payload)
                                        .toList(),
                                new String(detail.envelope(), java.nio.charset.StandardCharsets.UTF_8),
                                details(detail.summary()),
                                queries.attempts(key).stream()
                                        .map(MessageApi::attempt)
                                        .toList(),
                                queries.errors(key).stream()
                                        .map(MessageApi::error)
                                        .toList())))
                .orElseGet(() -> ApiAnswer.error(404, "no message with id " + id));
    }

    /**
     * An operator's resend of a failed outgoing message: queued again, due now, one more attempt (see {@link
     * Outbox#requeue}). 409 when the message is not an outgoing message in status failed.
     */
    public ApiAnswer resend(@Header("id") String id, @Header(ApiUser.HEADER) String user) {
        long key;
        try {
            key = Long.parseLong(id);
        } catch (NumberFormatException e) {
            return ApiAnswer.error(400, "message id must be a number, was '" + id + "'");
        }
        Optional<MessageSummary> found = queries.find(key).map(detail -> detail.summary());
        if (found.isEmpty()) {
            return ApiAnswer.error(404, "no message with id " + id);
        }
        if (!outbox.requeue(key)) {
            return ApiAnswer.error(
                    409,
                    "only failed outgoing messages can be resent; message " + id + " is "
                            + found.get().direction().name().toLowerCase(Locale.ROOT) + " and "
                            + found.get().status().name().toLowerCase(Locale.ROOT));
        }
        LOG.info(
                MESSAGE_REQUEUED.line("Outgoing message {} ({}) queued again by {}"),
                id,
                found.get().messageId(),
                ApiUser.name(user));
        return ApiAnswer.json(202, new Requeued(key, "queued"));
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

    private static Sending details(MessageSummary m) {
        return new Sending(
                m.endpoint(),
                m.maxAttempts(),
                text(m.nextAttemptAt()),
                m.leaseOwner(),
                m.contentType(),
                m.from() == null || m.from().primaryId() == null
                        ? null
                        : m.from().primaryId().type(),
                m.to() == null || m.to().primaryId() == null
                        ? null
                        : m.to().primaryId().type(),
                m.service() == null ? null : m.service().type());
    }

    private static AttemptJson attempt(DeliveryAttempt a) {
        return new AttemptJson(
                a.attemptNo(),
                a.nodeId(),
                text(a.startedAt()),
                text(a.finishedAt()),
                a.httpStatus(),
                a.outcome().name().toLowerCase(Locale.ROOT),
                a.detail());
    }

    private static ErrorJson error(EbmsError e) {
        return new ErrorJson(
                e.code().wireValue(), e.severity().name().toLowerCase(Locale.ROOT), e.location(), e.description());
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

    public record PayloadJson(String contentId, String contentType, int size) {}

    /** Header fields and outbox state beyond the list columns. */
    public record Sending(
            String endpoint,
            Integer maxAttempts,
            String nextAttemptAt,
            String leaseOwner,
            String contentType,
            String fromPartyType,
            String toPartyType,
            String serviceType) {}

    public record AttemptJson(
            int attemptNo,
            String nodeId,
            String startedAt,
            String finishedAt,
            Integer httpStatus,
            String outcome,
            String detail) {}

    public record ErrorJson(String code, String severity, String location, String description) {}

    /**
     * @param cpaVersion the version of its CPA stored when the message was (CPA details list the versions); null
     *     when that CPA is no longer stored
     */
    public record Detail(
            MessageJson message,
            Integer cpaVersion,
            List<PayloadJson> payloads,
            String envelope,
            Sending sending,
            List<AttemptJson> attempts,
            List<ErrorJson> errors) {}

    public record Requeued(long id, String status) {}
}
