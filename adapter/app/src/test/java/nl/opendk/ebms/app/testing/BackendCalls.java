package nl.opendk.ebms.app.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.stream.Collectors;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.Service;

/** A back end's calls to the adapter's REST API, as the tests make them. */
public final class BackendCalls {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The service of the CPAs the back-end tests send under. */
    private static final Service FIXTURE_SERVICE = new Service("urn:osb:services", "OSB:Service:1:0");

    private BackendCalls() {}

    /** POST /api/messages with the payloads in base64; returns the answer as JSON. */
    public static HttpResponse<byte[]> send(
            RunningAdapter adapter, String cpaId, String action, List<PayloadPart> parts) {
        return adapter.post("/api/messages", "application/json", sendRequest(cpaId, FIXTURE_SERVICE, action, parts));
    }

    /** The JSON body of POST /api/messages, with the payloads in base64. */
    public static byte[] sendRequest(String cpaId, Service service, String action, List<PayloadPart> parts) {
        String payloads = parts.stream()
                .map(part -> "{\"contentId\":\"" + part.contentId() + "\",\"contentType\":\"" + part.contentType()
                        + "\",\"content\":\"" + Base64.getEncoder().encodeToString(part.content()) + "\"}")
                .collect(Collectors.joining(","));
        String body = "{\"cpaId\":\"" + cpaId + "\",\"service\":\"" + service.value() + "\",\"serviceType\":\""
                + service.type() + "\"," + "\"action\":\"" + action + "\",\"payloads\":[" + payloads + "]}";
        return body.getBytes(StandardCharsets.UTF_8);
    }

    public static JsonNode json(HttpResponse<byte[]> response) {
        try {
            return JSON.readTree(response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The status of a stored message as the REST API reports it. */
    public static String status(RunningAdapter adapter, long id) {
        return json(adapter.get("/api/messages/" + id, "application/json"))
                .path("message")
                .path("status")
                .asText();
    }
}
