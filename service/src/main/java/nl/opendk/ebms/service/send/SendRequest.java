package nl.opendk.ebms.service.send;

import java.util.List;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.StoredValues;

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

    /**
     * What the adapter would have to store but cannot, or null: the values go into the message's header and its
     * columns (see {@link StoredValues}), and a Content-ID is what the Manifest's cid: reference names (RFC 2392).
     */
    String invalid(List<PayloadPart> parts) {
        if (!StoredValues.isIdentifier(conversationId)) {
            return "conversationId is longer than " + StoredValues.IDENTIFIER_LENGTH
                    + " characters or holds control or format characters";
        }
        if (refToMessageId != null && !StoredValues.isMessageId(refToMessageId)) {
            return "refToMessageId is not an RFC 2822 msg-id (left@right) of at most " + StoredValues.IDENTIFIER_LENGTH
                    + " characters";
        }
        for (int i = 0; i < parts.size(); i++) {
            PayloadPart part = parts.get(i);
            if (!part.contentId().isEmpty() && !StoredValues.isMessageId(part.contentId())) {
                return "the Content-ID of payload " + (i + 1) + " is not an RFC 2822 msg-id (left@right)";
            }
            if (!StoredValues.fits(part.contentType(), StoredValues.PART_CONTENT_TYPE_LENGTH)) {
                return "the Content-Type of payload " + (i + 1) + " is longer than "
                        + StoredValues.PART_CONTENT_TYPE_LENGTH + " characters or holds control characters";
            }
        }
        return null;
    }

    private static boolean isBlank(String value) {
        return value == null || value.isBlank();
    }
}
