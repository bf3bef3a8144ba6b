package nl.opendk.wus.protocol.addressing;

import static nl.opendk.wus.protocol.xml.WusNamespaces.WSA;

import java.util.UUID;
import nl.opendk.wus.protocol.xml.XmlText;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * The WS-Addressing headers of a WUS response or fault (DK-WUS WA001 response table): Action, a new MessageID
 * (mandatory in WUS, a deliberate deviation from WS-A) and RelatesTo with the request's MessageID, with the default
 * reply relationship. To is left out: it is optional in a response and a receiver that misses it assumes anonymous.
 *
 * @param action the response action: the WSDL output wsam:Action, or {@link AddressingValues#SOAP_FAULT_ACTION}
 * @param messageId the response's own MessageID
 * @param relatesTo the request's MessageID, or null when it is unknown or invalid (then no RelatesTo is written)
 */
public record ResponseAddressing(String action, String messageId, String relatesTo) {

    private static final String PREFIX = "wsa";

    public ResponseAddressing {
        if (!AddressingValues.isAbsoluteUri(action)) {
            throw new IllegalArgumentException("the response action must be an absolute URI");
        }
        if (!AddressingValues.isValidMessageId(messageId)) {
            throw new IllegalArgumentException("the response MessageID is not valid");
        }
        // checked again here, so that nothing a sender wrote reaches a response unchecked
        if (relatesTo != null && !AddressingValues.isValidMessageId(relatesTo)) {
            throw new IllegalArgumentException("RelatesTo must be a valid MessageID");
        }
    }

    /** The headers of a normal response to a request with this (checked) MessageID. */
    public static ResponseAddressing reply(String responseAction, String requestMessageId) {
        return new ResponseAddressing(responseAction, newMessageId(), requestMessageId);
    }

    /**
     * The headers of a fault (WS-A 1.0 SOAP Binding §6: action soap/fault). RelatesTo is written only when the
     * request's MessageID is known and valid, so an invalid one is never echoed.
     */
    public static ResponseAddressing fault(String requestMessageId) {
        String relatesTo = AddressingValues.isValidMessageId(requestMessageId) ? requestMessageId : null;
        return new ResponseAddressing(AddressingValues.SOAP_FAULT_ACTION, newMessageId(), relatesTo);
    }

    /** A new MessageID: {@code urn:uuid:} and a random RFC 4122 UUID, an absolute URI as WS-A 1.0 asks. */
    public static String newMessageId() {
        return "urn:uuid:" + UUID.randomUUID();
    }

    /** The header elements as XML text; each declares the wsa prefix, so they fit into any soap:Header. */
    public String toXml() {
        StringBuilder out = new StringBuilder(512);
        appendElement(out, "Action", action);
        appendElement(out, "MessageID", messageId);
        if (relatesTo != null) {
            appendElement(out, "RelatesTo", relatesTo);
        }
        return out.toString();
    }

    /** Appends the header elements to a soap:Header element. */
    public void appendTo(Element header) {
        Document document = header.getOwnerDocument();
        header.appendChild(element(document, "Action", action));
        header.appendChild(element(document, "MessageID", messageId));
        if (relatesTo != null) {
            header.appendChild(element(document, "RelatesTo", relatesTo));
        }
    }

    private static void appendElement(StringBuilder out, String name, String value) {
        out.append('<')
                .append(PREFIX)
                .append(':')
                .append(name)
                .append(" xmlns:")
                .append(PREFIX)
                .append("=\"");
        out.append(WSA).append("\">");
        XmlText.appendEscaped(out, value);
        out.append("</").append(PREFIX).append(':').append(name).append('>');
    }

    private static Element element(Document document, String name, String value) {
        Element element = document.createElementNS(WSA, PREFIX + ":" + name);
        element.setTextContent(value);
        return element;
    }
}
