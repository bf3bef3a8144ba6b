package nl.opendk.ebms.protocol.message;

import java.util.List;

/**
 * ebMS 2.0 §6.3.2 Acknowledgment header element as received.
 *
 * @param references the ds:Reference elements it carries: in a signed Acknowledgment, the receipt of what was
 *     signed in the acknowledged message (§6.3.2.4); empty otherwise
 */
public record Acknowledgment(
        String timestampText, String refToMessageId, Party from, List<SignedReference> references) {

    public Acknowledgment {
        references = List.copyOf(references);
    }
}
