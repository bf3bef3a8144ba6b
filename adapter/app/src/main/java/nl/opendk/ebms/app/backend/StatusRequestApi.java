package nl.opendk.ebms.app.backend;

import java.time.Clock;
import java.util.Optional;
import nl.opendk.ebms.app.api.ApiAnswer;
import nl.opendk.ebms.cpa.lookup.OutboundChannels;
import nl.opendk.ebms.db.message.MessageDetail;
import nl.opendk.ebms.db.message.MessageFilter;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.StatusResponse;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.protocol.signal.StatusRequestFactory;
import org.apache.camel.Header;

/**
 * ebMS 2.0 §7 for the back end: POST /api/messages/{id}/status-request asks the partner what became of a message we
 * sent; GET /api/status-requests/{id} gives the partner's answer once its StatusResponse has arrived.
 */
public final class StatusRequestApi {

    private final MessageQueries queries;
    private final OutboundChannels channels;
    private final StatusRequestFactory factory;
    private final OutgoingHandoff handoff;
    private final RequestDecoder decoder = new RequestDecoder(DecodingLimits.defaults());
    private final Clock clock;

    public StatusRequestApi(
            MessageQueries queries,
            OutboundChannels channels,
            StatusRequestFactory factory,
            OutgoingHandoff handoff,
            Clock clock) {
        this.queries = queries;
        this.channels = channels;
        this.factory = factory;
        this.handoff = handoff;
        this.clock = clock;
    }

    public ApiAnswer ask(@Header("id") String id) {
        Optional<MessageSummary> sent = outgoing(id);
        if (sent.isEmpty()) {
            return ApiAnswer.error(404, "no outgoing business message with id " + id);
        }
        MessageHeader header = header(sent.get());
        Optional<ChannelTerms> partner =
                channels.signalChannel(header.cpaId(), header.to().primaryId());
        if (partner.isEmpty()) {
            return ApiAnswer.error(409, "CPA " + header.cpaId() + " no longer names the partner's MSH endpoint");
        }
        OutgoingMessage request = factory.about(header, partner.get());
        SendJob job = handoff.send(request);
        return ApiAnswer.json(202, new Asked(job.id(), request.header().messageId(), header.messageId()));
    }

    public ApiAnswer answer(@Header("id") String id) {
        Optional<MessageDetail> request = parse(id).flatMap(queries::find).filter(found -> "StatusRequest"
                .equals(found.summary().action()));
        if (request.isEmpty()) {
            return ApiAnswer.error(404, "no status request with id " + id);
        }
        String requestId = request.get().summary().messageId();
        return queries.list(MessageFilter.ANY.withDirection(Direction.IN).withRefToMessageId(requestId), 1).stream()
                .findFirst()
                .flatMap(response -> queries.find(response.id()))
                .map(response -> ApiAnswer.json(200, Answer.of(response, decoder, clock)))
                .orElseGet(() -> ApiAnswer.json(200, new Answer(false, null, null)));
    }

    private Optional<MessageSummary> outgoing(String id) {
        return parse(id)
                .flatMap(queries::find)
                .map(MessageDetail::summary)
                .filter(message -> message.direction() == Direction.OUT)
                .filter(message ->
                        message.service() != null && !message.service().isMshService());
    }

    private static Optional<Long> parse(String id) {
        try {
            return Optional.of(Long.parseLong(id));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static MessageHeader header(MessageSummary sent) {
        return new MessageHeader(
                "2.0",
                "1",
                sent.from(),
                sent.to(),
                sent.cpaId(),
                sent.conversationId(),
                sent.service(),
                sent.action(),
                sent.messageId(),
                null,
                sent.messageTimestamp(),
                sent.refToMessageId(),
                null,
                null,
                false);
    }

    public record Asked(long id, String statusRequestMessageId, String about) {}

    /** The partner's StatusResponse (ebMS 2.0 §7.2.2), once it came. */
    public record Answer(boolean answered, String messageStatus, String timestamp) {
        static Answer of(MessageDetail response, RequestDecoder decoder, Clock clock) {
            StatusResponse status = decoder.decode("text/xml", "\"ebXML\"", response.envelope(), clock.instant())
                    .envelope()
                    .statusResponse();
            return status == null
                    ? new Answer(true, null, null)
                    : new Answer(true, status.messageStatus(), status.timestampText());
        }
    }
}
