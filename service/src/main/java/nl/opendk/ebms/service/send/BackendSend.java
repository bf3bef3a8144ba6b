package nl.opendk.ebms.service.send;

import static nl.opendk.ebms.service.observe.FlowLogEvent.OUTGOING_QUEUED;

import java.time.Clock;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.protocol.signal.BusinessMessageFactory;
import nl.opendk.ebms.protocol.signal.BusinessMessageRequest;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A back end sends a business message with its payloads inline. The request and the CPA are checked first; the
 * message is stored and handed to the sender, or refused with what is wrong, and then nothing is stored.
 */
public final class BackendSend implements MessageSend, MessagePreparer {

    private static final Logger LOG = LoggerFactory.getLogger(BackendSend.class);

    private final OutboundResolver resolver;
    private final BusinessMessageFactory factory;
    private final OutgoingHandoff handoff;
    private final Clock clock;

    public BackendSend(
            OutboundResolver resolver, BusinessMessageFactory factory, OutgoingHandoff handoff, Clock clock) {
        this.resolver = resolver;
        this.factory = factory;
        this.handoff = handoff;
        this.clock = clock;
    }

    /**
     * What the back end needs to follow its message: the row id for the REST API, the ebMS ids.
     *
     * @param files the Grote Berichten files its payloads went as; empty when they went inline
     */
    public record Sent(long id, String messageId, String conversationId, boolean reliable, List<SentFile> files) {

        public Sent {
            files = List.copyOf(files);
        }
    }

    /**
     * A payload that went as a Grote Berichten file: where it is published and what its metadata says.
     *
     * @param checksum the file's SHA-256, lowercase hex
     * @param expiresAt its expirationTime (MD004), ISO-8601 UTC
     */
    public record SentFile(
            String url, String filename, String contentType, long size, String checksum, String expiresAt) {}

    @Override
    public Outcome<Sent> send(SendRequest request, List<PayloadPart> parts) {
        Outcome<OutgoingMessage> prepared = prepare(request, parts);
        if (!prepared.isSent()) {
            return Outcome.refused(prepared.refusal(), prepared.problem());
        }
        OutgoingMessage message = prepared.value();
        SendJob job = handoff.send(message);
        LOG.info(
                OUTGOING_QUEUED.line("Back end sent {} ({} / {}) under CPA {}"),
                message.header().messageId(),
                request.service(),
                request.action(),
                request.cpaId());
        return Outcome.sent(new Sent(
                job.id(),
                message.header().messageId(),
                message.header().conversationId(),
                message.ackRequested(),
                List.of()));
    }

    @Override
    public Outcome<OutgoingMessage> prepare(SendRequest request, List<PayloadPart> parts) {
        if (request.missing() != null) {
            return Outcome.refused(Refusal.INVALID_REQUEST, request.missing() + " is required");
        }
        String invalid = request.invalid(parts);
        if (invalid != null) {
            return Outcome.refused(Refusal.INVALID_REQUEST, invalid);
        }
        Instant timeToLive;
        try {
            timeToLive = request.timeToLive() == null ? null : Instant.parse(request.timeToLive());
        } catch (DateTimeParseException e) {
            return Outcome.refused(
                    Refusal.INVALID_REQUEST, "timeToLive must be a UTC time such as 2026-01-31T12:00:00Z");
        }
        Service service = new Service(request.serviceType(), request.service());
        OutboundResolver.Resolution plan = resolver.business(
                request.cpaId(),
                request.fromPartyId(),
                request.toPartyId(),
                service,
                request.action(),
                clock.instant());
        if (!plan.allowed()) {
            return Outcome.refused(plan.refusal(), plan.problem());
        }
        return Outcome.sent(factory.create(
                new BusinessMessageRequest(
                        request.cpaId(),
                        plan.from(),
                        plan.fromRole(),
                        plan.to(),
                        plan.toRole(),
                        service,
                        request.action(),
                        request.conversationId(),
                        request.refToMessageId(),
                        timeToLive,
                        parts),
                plan.channel()));
    }
}
