package nl.opendk.ebms.app.backend;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import nl.opendk.ebms.protocol.codec.ContentType;
import nl.opendk.ebms.protocol.codec.MimeParts;
import nl.opendk.ebms.protocol.error.SoapFaultException;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.routes.rest.ApiAnswer;
import nl.opendk.ebms.service.send.BackendSend;
import nl.opendk.ebms.service.send.MessageSend;
import nl.opendk.ebms.service.send.Outcome;
import nl.opendk.ebms.service.send.SendRequest;
import org.apache.camel.Body;
import org.apache.camel.Header;

/**
 * POST /api/messages: a back end sends a business message. The body is JSON ({@link SendRequest}, payloads in
 * base64) or multipart (first part the JSON without payloads, then one part per payload with its Content-ID and
 * Content-Type), handed to {@link BackendSend}: 201 with its MessageId, or a 4xx that says what is wrong, and then
 * nothing is stored.
 */
public final class BackendApi {

    private static final int MAX_PARTS = 128;

    private final MessageSend sender;
    private final ObjectMapper json = new ObjectMapper();

    public BackendApi(MessageSend sender) {
        this.sender = sender;
    }

    public ApiAnswer send(@Header("Content-Type") String contentType, @Body byte[] body) {
        Parsed parsed;
        try {
            parsed = parse(contentType, body == null ? new byte[0] : body);
        } catch (IOException | IllegalArgumentException | SoapFaultException e) {
            return ApiAnswer.error(400, "the body is not a message request: " + e.getMessage());
        }
        Outcome<BackendSend.Sent> sent = sender.send(parsed.request(), parsed.parts());
        return sent.isSent()
                ? ApiAnswer.json(201, sent.value())
                : ApiAnswer.error(RefusalStatus.of(sent.refusal()), sent.problem());
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
}
