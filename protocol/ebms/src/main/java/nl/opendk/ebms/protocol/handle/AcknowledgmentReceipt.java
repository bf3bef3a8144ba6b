package nl.opendk.ebms.protocol.handle;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.EnvelopeReader;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.error.SecurityFailures;
import nl.opendk.ebms.protocol.message.EbmsEnvelope;
import nl.opendk.ebms.protocol.message.SignedReference;

/**
 * Whether a signed Acknowledgment is a receipt for the message we signed. When our message asked for a signed
 * Acknowledgment (AckRequested signed="true", ebMS 2.0 §6.3.1.2), the Acknowledgment must carry the ds:Reference
 * elements of our signature's SignedInfo (§6.3.2.4): the same URIs with the same digests. Only then does it prove
 * that the partner received what we sent, unchanged; one that does not is no proof of delivery. The signature of the
 * Acknowledgment itself is verified on receipt like any signed message (§4.1).
 */
public final class AcknowledgmentReceipt {

    private static final EnvelopeReader OWN_ENVELOPES = new EnvelopeReader(DecodingLimits.defaults());

    private AcknowledgmentReceipt() {}

    /**
     * @param sentEnvelope our message's SOAP envelope as we stored and sent it
     * @param receipt the ds:Reference elements the Acknowledgment carries
     * @return why the Acknowledgment is no receipt for our message, or empty when it is one or none was asked for
     */
    public static Optional<EbmsError> mismatch(byte[] sentEnvelope, List<SignedReference> receipt) {
        return mismatch(OWN_ENVELOPES.read(sentEnvelope, 0, sentEnvelope.length), receipt);
    }

    /**
     * @param sent our message as we sent it (its envelope, with our signature)
     * @param receipt the ds:Reference elements the Acknowledgment carries
     * @return why the Acknowledgment is no receipt for our message, or empty when it is one or none was asked for
     */
    public static Optional<EbmsError> mismatch(EbmsEnvelope sent, List<SignedReference> receipt) {
        if (sent.ackRequested() == null || !sent.ackRequested().signed() || !sent.signed()) {
            return Optional.empty();
        }
        if (receipt.isEmpty()) {
            return failure("the Acknowledgment carries no ds:Reference elements, but our message asked for a signed"
                    + " receipt of what we signed (ebMS 2.0 §6.3.2.4)");
        }
        Set<SignedReference> signed = new LinkedHashSet<>(sent.signedReferences());
        Set<SignedReference> received = new LinkedHashSet<>(receipt);
        if (signed.equals(received)) {
            return Optional.empty();
        }
        List<String> problems = new ArrayList<>();
        for (SignedReference reference : signed) {
            if (!received.contains(reference)) {
                problems.add("our reference " + name(reference) + " is missing or has another digest");
            }
        }
        for (SignedReference reference : received) {
            if (!signed.contains(reference)) {
                problems.add("reference " + name(reference) + " is not one we signed");
            }
        }
        return failure("the Acknowledgment's ds:Reference elements are not those of the message we signed ("
                + String.join("; ", problems) + "), so it is no receipt for it (ebMS 2.0 §6.3.2.4)");
    }

    private static String name(SignedReference reference) {
        return reference.uri().isEmpty() ? "URI=\"\" (the envelope)" : "URI=\"" + reference.uri() + "\"";
    }

    private static Optional<EbmsError> failure(String description) {
        return Optional.of(SecurityFailures.failure(ErrorLocation.ACKNOWLEDGMENT, description));
    }
}
