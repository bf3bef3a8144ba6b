package nl.opendk.ebms.protocol.message;

import java.util.Objects;

/**
 * One MIME part of a SOAP-with-Attachments message (ebMS 2.0 §2.1.4 payload container), exactly as received.
 *
 * @param contentId the Content-ID without angle brackets
 */
public record PayloadPart(String contentId, String contentType, byte[] content) {

    public PayloadPart {
        Objects.requireNonNull(contentId, "contentId");
        Objects.requireNonNull(content, "content");
    }

    public int size() {
        return content.length;
    }
}
