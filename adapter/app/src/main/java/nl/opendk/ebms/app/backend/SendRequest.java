package nl.opendk.ebms.app.backend;

import java.util.List;

/**
 * A back end's request to send a business message (POST /api/messages). Parties may be left out when the CPA
 * makes them unambiguous; a new conversation is started when conversationId is absent.
 *
 * @param timeToLive an ISO-8601 UTC time after which delivery is pointless (ebMS 2.0 §6.4.5), or null
 * @param payloads the parts; with a JSON body each carries its content in base64
 */
public record SendRequest(
        String cpaId,
        String fromPartyId,
        String toPartyId,
        String service,
        String serviceType,
        String action,
        String conversationId,
        String refToMessageId,
        String timeToLive,
        List<Payload> payloads) {

    public SendRequest {
        payloads = payloads == null ? List.of() : List.copyOf(payloads);
    }

    /** One payload part: its Content-ID (generated when absent), content type and content. */
    public record Payload(String contentId, String contentType, String content) {}

    /** The fields that must be present, or null when they are. */
    String missing() {
        if (isBlank(cpaId)) {
            return "cpaId";
        }
        if (isBlank(service)) {
            return "service";
        }
        return isBlank(action) ? "action" : null;
    }

    private static boolean isBlank(String value) {
        return value == null || value.isBlank();
    }
}
