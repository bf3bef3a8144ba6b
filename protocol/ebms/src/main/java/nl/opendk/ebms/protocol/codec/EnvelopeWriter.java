package nl.opendk.ebms.protocol.codec;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Consumer;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.Service;

/**
 * Writes the SOAP envelopes the adapter sends. Writing is plain appending (no DOM, no re-parsing) because every
 * outgoing Pong, Acknowledgment and MessageError passes through here on the hot path.
 */
public final class EnvelopeWriter {

    private static final String PROLOG = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
            + "<soap:Envelope xmlns:soap=\"" + EbmsNamespaces.SOAP + "\" xmlns:eb=\"" + EbmsNamespaces.EB
            + "\" xmlns:xlink=\"" + EbmsNamespaces.XLINK + "\">";

    private EnvelopeWriter() {}

    /** An envelope with a MessageHeader, optional further header elements, and a Body with optional content. */
    public static byte[] write(
            MessageHeader header, Consumer<StringBuilder> extraHeaders, Consumer<StringBuilder> body) {
        StringBuilder out = new StringBuilder(1536).append(PROLOG).append("<soap:Header>");
        appendMessageHeader(out, header);
        extraHeaders.accept(out);
        out.append("</soap:Header>");
        appendBody(out, body);
        return out.append("</soap:Envelope>").toString().getBytes(StandardCharsets.UTF_8);
    }

    /** A MessageError envelope with a MessageHeader (ebMS 2.0 §4.2.4.2). */
    public static byte[] writeMessageError(MessageHeader header, List<EbmsError> errors) {
        return write(header, out -> ErrorListWriter.append(out, errors, true), out -> {});
    }

    /**
     * An ErrorList without a MessageHeader: the answer when the message in error could not be read far enough to
     * address a proper MessageError (no From, To or CPAId to reverse), returned on the same connection.
     */
    public static byte[] writeBareErrorList(List<EbmsError> errors) {
        StringBuilder out = new StringBuilder(1024).append(PROLOG).append("<soap:Header>");
        ErrorListWriter.append(out, errors, true);
        return out.append("</soap:Header><soap:Body/></soap:Envelope>")
                .toString()
                .getBytes(StandardCharsets.UTF_8);
    }

    private static void appendBody(StringBuilder out, Consumer<StringBuilder> body) {
        int before = out.length();
        out.append("<soap:Body>");
        int start = out.length();
        body.accept(out);
        if (out.length() == start) {
            out.setLength(before);
            out.append("<soap:Body/>");
        } else {
            out.append("</soap:Body>");
        }
    }

    /** ebMS 2.0 §3.1, children in schema order. */
    static void appendMessageHeader(StringBuilder out, MessageHeader header) {
        out.append("<eb:MessageHeader eb:version=\"2.0\" soap:mustUnderstand=\"1\">");
        appendParty(out, "From", header.from());
        appendParty(out, "To", header.to());
        element(out, "CPAId", header.cpaId());
        element(out, "ConversationId", header.conversationId());
        appendService(out, header.service());
        element(out, "Action", header.action());
        out.append("<eb:MessageData>");
        element(out, "MessageId", header.messageId());
        element(out, "Timestamp", header.timestampText());
        if (header.refToMessageId() != null) {
            element(out, "RefToMessageId", header.refToMessageId());
        }
        if (header.timeToLiveText() != null) {
            element(out, "TimeToLive", header.timeToLiveText());
        }
        out.append("</eb:MessageData>");
        if (header.duplicateElimination()) {
            out.append("<eb:DuplicateElimination/>");
        }
        out.append("</eb:MessageHeader>");
    }

    static void appendParty(StringBuilder out, String elementName, Party party) {
        out.append("<eb:").append(elementName).append('>');
        for (PartyId partyId : party.partyIds()) {
            out.append("<eb:PartyId");
            if (partyId.type() != null) {
                XmlText.append(out.append(" eb:type=\""), partyId.type()).append('"');
            }
            XmlText.append(out.append('>'), partyId.value()).append("</eb:PartyId>");
        }
        if (party.role() != null) {
            element(out, "Role", party.role());
        }
        out.append("</eb:").append(elementName).append('>');
    }

    private static void appendService(StringBuilder out, Service service) {
        out.append("<eb:Service");
        if (service.type() != null) {
            XmlText.append(out.append(" eb:type=\""), service.type()).append('"');
        }
        XmlText.append(out.append('>'), service.value()).append("</eb:Service>");
    }

    static void element(StringBuilder out, String name, String value) {
        out.append("<eb:").append(name).append('>');
        XmlText.append(out, value).append("</eb:").append(name).append('>');
    }
}
