package nl.opendk.ebms.app.backend;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.time.Clock;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import nl.opendk.ebms.app.api.ApiAnswer;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.protocol.codec.ContentType;
import nl.opendk.ebms.protocol.codec.MimeParts;
import nl.opendk.ebms.protocol.error.SoapFaultException;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.protocol.signal.BusinessMessageFactory;
import nl.opendk.ebms.protocol.signal.BusinessMessageRequest;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import org.apache.camel.Body;
import org.apache.camel.Header;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * POST /api/messages: a back end sends a business message. The body is JSON ({@link SendRequest}, payloads in
 * base64) or multipart (first part the JSON without payloads, then one part per payload with its Content-ID and
 * Content-Type). The CPA is checked first; the message is stored and handed to the sender before the answer:
 * 201 with its MessageId, or a 4xx that says what is wrong, and then nothing is stored.
 */
public final class BackendApi {

    private static final Logger LOG = LoggerFactory.getLogger(BackendApi.class);
    private static final int MAX_PARTS = 128;

    private final CpaRegistry registry;
    private final BusinessMessageFactory factory;
    private final OutgoingHandoff handoff;
    private final Clock clock;
    private final ObjectMapper json = new ObjectMapper();

    public BackendApi(CpaRegistry registry, BusinessMessageFactory factory, OutgoingHandoff handoff, Clock clock) {
        this.registry = registry;
        this.factory = factory;
        this.handoff = handoff;
        this.clock = clock;
    }

    public ApiAnswer send(@Header("Content-Type") String contentType, @Body byte[] body) {
        Parsed parsed;
        try {
            parsed = parse(contentType, body == null ? new byte[0] : body);
        } catch (IOException | IllegalArgumentException | SoapFaultException e) {
            return ApiAnswer.error(400, "the body is not a message request: " + e.getMessage());
        }
        SendRequest request = parsed.request();
        if (request.missing() != null) {
            return ApiAnswer.error(400, request.missing() + " is required");
        }
        String invalid = request.invalid(parsed.parts());
        if (invalid != null) {
            return ApiAnswer.error(400, invalid);
        }
        Instant timeToLive;
        try {
            timeToLive = request.timeToLive() == null ? null : Instant.parse(request.timeToLive());
        } catch (DateTimeParseException e) {
            return ApiAnswer.error(400, "timeToLive must be a UTC time such as 2026-01-31T12:00:00Z");
        }
        OutboundPlan.Resolution plan = OutboundPlan.resolve(registry, request, clock.instant());
        if (!plan.allowed()) {
            return ApiAnswer.error(plan.status(), plan.problem());
        }
        OutgoingMessage message = factory.create(
                new BusinessMessageRequest(
                        request.cpaId(),
                        plan.from(),
                        plan.fromRole(),
                        plan.to(),
                        plan.toRole(),
                        new Service(request.serviceType(), request.service()),
                        request.action(),
                        request.conversationId(),
                        request.refToMessageId(),
                        timeToLive,
                        parsed.parts()),
                plan.channel());
        SendJob job = handoff.send(message);
        LOG.info(
                "Back end sent {} ({} / {}) under CPA {}",
                message.header().messageId(),
                request.service(),
                request.action(),
                request.cpaId());
        return ApiAnswer.json(
                201,
                new Sent(
                        job.id(),
                        message.header().messageId(),
                        message.header().conversationId(),
                        message.ackRequested()));
    }

    private Parsed parse(String contentType, byte[] body) throws IOException {
        if (ContentType.parse(contentType).mediaType().startsWith("multipart/")) {
            List<PayloadPart> parts = new ArrayList<>(MimeParts.read(contentType, body, MAX_PARTS));
            if (parts.isEmpty()) {
                throw new IllegalArgumentException("a multipart request starts with the JSON part");
            }
            SendRequest request = json.readValue(parts.remove(0).content(), SendRequest.class);
            return new Parsed(request, parts);
        }
        SendRequest request = json.readValue(body, SendRequest.class);
        List<PayloadPart> parts = new ArrayList<>();
        for (SendRequest.Payload payload : request.payloads()) {
            parts.add(new PayloadPart(
                    payload.contentId() == null ? "" : payload.contentId(),
                    payload.contentType(),
                    Base64.getDecoder().decode(payload.content() == null ? "" : payload.content())));
        }
        return new Parsed(request, parts);
    }

    private record Parsed(SendRequest request, List<PayloadPart> parts) {}

    /** What the back end needs to follow its message: the row id for the REST API, the ebMS ids. */
    public record Sent(long id, String messageId, String conversationId, boolean reliable) {}
}
