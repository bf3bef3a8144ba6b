package nl.opendk.ebms.service.send;

import java.time.Clock;
import java.util.Optional;
import nl.opendk.ebms.db.message.MessageDetail;
import nl.opendk.ebms.db.message.MessageFilter;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.StatusResponse;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.protocol.signal.StatusRequestFactory;

/**
 * ebMS 2.0 §7 for the back end: ask the partner what became of a message we sent, and read the partner's answer
 * once its StatusResponse has arrived.
 */
public final class StatusRequests {

    private final MessageQueries queries;
    private final OutboundResolver resolver;
    private final StatusRequestFactory factory;
    private final OutgoingHandoff handoff;
    private final RequestDecoder decoder = new RequestDecoder(DecodingLimits.defaults());
    private final Clock clock;

    public StatusRequests(
            MessageQueries queries,
            OutboundResolver resolver,
            StatusRequestFactory factory,
            OutgoingHandoff handoff,
            Clock clock) {
        this.queries = queries;
        this.resolver = resolver;
        this.factory = factory;
        this.handoff = handoff;
        this.clock = clock;
    }

    /** A StatusRequest about our business message with this row id, to the partner's default MSH channel. */
    public Outcome<Asked> ask(long id) {
        Optional<MessageSummary> sent = outgoing(id);
        if (sent.isEmpty()) {
            return Outcome.refused(Refusal.NOT_FOUND, "no outgoing business message with id " + id);
        }
        MessageHeader header = header(sent.get());
        OutboundResolver.Resolution partner =
                resolver.signal(header.cpaId(), header.to().primaryId());
        if (!partner.allowed()) {
            return Outcome.refused(
                    Refusal.NO_ENDPOINT, "CPA " + header.cpaId() + " no longer names the partner's MSH endpoint");
        }
        OutgoingMessage request = factory.about(header, partner.channel());
        SendJob job = handoff.send(request);
        return Outcome.sent(new Asked(job.id(), request.header().messageId(), header.messageId()));
    }

    /** A StatusRequest about our business message with this MessageId (the {@code ebms:status} producer). */
    public Outcome<Asked> askAbout(String messageId) {
        Optional<Long> id = messageId == null
                ? Optional.empty()
                : queries.findByMessageId(messageId, Direction.OUT)
                        .map(found -> found.summary().id());
        return id.isPresent()
                ? ask(id.get())
                : Outcome.refused(Refusal.NOT_FOUND, "no outgoing business message with MessageId " + messageId);
    }

    /** The partner's answer to the StatusRequest with this row id; empty when there is no such request. */
    public Optional<Answer> answer(long id) {
        Optional<MessageDetail> request = queries.find(id)
                .filter(found -> "StatusRequest".equals(found.summary().action()));
        if (request.isEmpty()) {
            return Optional.empty();
        }
        String requestId = request.get().summary().messageId();
        return Optional.of(
                queries.list(MessageFilter.ANY.withDirection(Direction.IN).withRefToMessageId(requestId), 1).stream()
                        .findFirst()
                        .flatMap(response -> queries.find(response.id()))
                        .map(response -> Answer.of(response, decoder, clock))
                        .orElseGet(() -> new Answer(false, null, null)));
    }

    private Optional<MessageSummary> outgoing(long id) {
        return queries.find(id)
                .map(MessageDetail::summary)
                .filter(message -> message.direction() == Direction.OUT)
                .filter(message ->
                        message.service() != null && !message.service().isMshService());
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
