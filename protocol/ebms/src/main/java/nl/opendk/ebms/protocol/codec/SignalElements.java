package nl.opendk.ebms.protocol.codec;

import java.time.Instant;
import java.util.List;
import java.util.function.Consumer;
import nl.opendk.ebms.protocol.message.AckRequested;
import nl.opendk.ebms.protocol.message.Party;

/** Writes the ebMS elements that signals and status messages carry besides the MessageHeader. */
public final class SignalElements {

    private SignalElements() {}

    /**
     * ebMS 2.0 §6.3.2: the Acknowledgment header element, addressed to the party that asked (toPartyMSH), with the
     * acknowledging party in From. A signed receipt (§6.3.2.4) carries after From copies of the ds:Reference elements
     * of the acknowledged message's signature, as non-repudiation of receipt. Schema order: Timestamp,
     * RefToMessageId, From, ds:Reference*.
     *
     * @param references each a complete ds:Reference element declaring its own namespaces, as verified; empty for
     *     an unsigned receipt
     */
    public static Consumer<StringBuilder> acknowledgment(
            Instant timestamp, String refToMessageId, Party from, List<String> references) {
        return out -> {
            out.append("<eb:Acknowledgment eb:version=\"2.0\" soap:mustUnderstand=\"1\" soap:actor=\"")
                    .append(AckRequested.TO_PARTY_MSH)
                    .append("\">");
            EnvelopeWriter.element(out, "Timestamp", Timestamps.format(timestamp));
            EnvelopeWriter.element(out, "RefToMessageId", refToMessageId);
            EnvelopeWriter.appendParty(out, "From", new Party(from.partyIds(), null));
            references.forEach(out::append);
            out.append("</eb:Acknowledgment>");
        };
    }

    /** ebMS 2.0 §6.3.1: the AckRequested header element of a reliable message, always for toPartyMSH here. */
    public static Consumer<StringBuilder> ackRequested(boolean signed) {
        return out -> out.append("<eb:AckRequested eb:version=\"2.0\" soap:mustUnderstand=\"1\" soap:actor=\"")
                .append(AckRequested.TO_PARTY_MSH)
                .append("\" eb:signed=\"")
                .append(signed)
                .append("\"/>");
    }

    /** ebMS 2.0 §4.3.1: asks for the MSH signals on the same connection (CPA syncReplyMode mshSignalsOnly). */
    public static Consumer<StringBuilder> syncReply() {
        return out -> out.append("<eb:SyncReply eb:version=\"2.0\" soap:mustUnderstand=\"1\" soap:actor=\"")
                .append(EbmsNamespaces.SOAP_ACTOR_NEXT)
                .append("\"/>");
    }

    /** ebMS 2.0 §7.2.1: the body of a StatusRequest. */
    public static Consumer<StringBuilder> statusRequest(String refToMessageId) {
        return out -> {
            out.append("<eb:StatusRequest eb:version=\"2.0\">");
            EnvelopeWriter.element(out, "RefToMessageId", refToMessageId);
            out.append("</eb:StatusRequest>");
        };
    }

    /**
     * ebMS 2.0 §7.2.2: the body of a StatusResponse; the Timestamp is the referenced message's, present only for
     * Received and Processed.
     */
    public static Consumer<StringBuilder> statusResponse(
            String messageStatus, String refToMessageId, Instant timestamp) {
        return out -> {
            out.append("<eb:StatusResponse eb:version=\"2.0\" eb:messageStatus=\"")
                    .append(messageStatus)
                    .append("\">");
            EnvelopeWriter.element(out, "RefToMessageId", refToMessageId);
            if (timestamp != null) {
                EnvelopeWriter.element(out, "Timestamp", Timestamps.format(timestamp));
            }
            out.append("</eb:StatusResponse>");
        };
    }
}
