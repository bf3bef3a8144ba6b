package nl.opendk.wus.protocol.addressing;

import static nl.opendk.wus.protocol.xml.WusNamespaces.WSA;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import nl.opendk.wus.protocol.fault.WusFault;
import nl.opendk.wus.protocol.fault.WusFinding;
import nl.opendk.wus.protocol.xml.DomElements;
import org.w3c.dom.Element;

/**
 * Reads the WS-Addressing headers of a SOAP Header and checks them against DK-WUS WA001, gathering every finding:
 *
 * <ul>
 *   <li>only WS-A 1.0 ({@value nl.opendk.wus.protocol.xml.WusNamespaces#WSA}). A header in another WS-A namespace
 *       (2004/08 and older) is 0010: WA001 makes it a header block other than the profile's WS-A headers (WS007);
 *       0011 is for values of allowed headers. Its absent 1.0 counterparts are reported too (0005-0007);
 *   <li>To, Action and MessageID exactly once (0005, 0006, 0007); To and Action absolute URIs; MessageID per
 *       {@link AddressingValues#isValidMessageId}; an OIN in To must be 20 digits (0005);
 *   <li>From, ReplyTo and FaultTo hold only wsa:Address ("om compatibiliteitsredenen"), else 0011; an OIN in From must
 *       be 20 digits (0011);
 *   <li>requests: ReplyTo, when present, must be anonymous: every WUS exchange is synchronous (WS003) and DK-WUS says
 *       ReplyTo "is anonymous" for synchronous calls; FaultTo, when present, must be anonymous or none, the two values
 *       DK-WUS tolerates in WS-A headers a toolkit cannot suppress, since any other address would send faults
 *       elsewhere (0011);
 *   <li>responses: Action and MessageID required (MessageID a deliberate WUS deviation from WS-A), RelatesTo required
 *       with the reply relationship and, when known, the request's MessageID (0008).
 * </ul>
 */
public final class AddressingCheck {

    private static final Set<String> HEADERS =
            Set.of("To", "Action", "MessageID", "RelatesTo", "From", "ReplyTo", "FaultTo");

    /** The addressing of a request; {@code header} is the soap:Header element, or null when there is none. */
    public AddressingResult checkRequest(Element header) {
        Headers headers = Headers.read(header);
        List<WusFinding> findings = headers.findings;
        String to = headers.single("To", WusFault.TO_INVALID, true);
        checkTo(to, findings);
        String relatesTo = headers.single("RelatesTo", WusFault.RELATES_TO_INVALID, false);
        if (relatesTo != null && !AddressingValues.isValidMessageId(relatesTo)) {
            findings.add(new WusFinding(WusFault.RELATES_TO_INVALID, "wsa:RelatesTo is not a valid message id"));
        }
        Addressing addressing = new Addressing(
                to,
                action(headers),
                messageId(headers),
                EndpointReferences.from(headers.all("From"), findings),
                EndpointReferences.replyTo(headers.all("ReplyTo"), findings),
                EndpointReferences.faultTo(headers.all("FaultTo"), findings),
                relatesTo);
        return new AddressingResult(addressing, findings);
    }

    /**
     * The addressing of a response to a request whose MessageID was {@code requestMessageId} (null when unknown);
     * {@code header} is the soap:Header element, or null when there is none.
     */
    public AddressingResult checkResponse(Element header, String requestMessageId) {
        Headers headers = Headers.read(header);
        List<WusFinding> findings = headers.findings;
        // DK-WUS: To may be stripped by the provider's platform; when missing the receiver assumes anonymous
        String to = headers.single("To", WusFault.TO_INVALID, false);
        if (to != null) {
            checkTo(to, findings);
        }
        String relatesTo = headers.single("RelatesTo", WusFault.RELATES_TO_INVALID, true);
        checkReplyRelation(headers, relatesTo, requestMessageId, findings);
        Addressing addressing = new Addressing(
                to,
                action(headers),
                messageId(headers),
                EndpointReferences.from(headers.all("From"), findings),
                EndpointReferences.shapeOnly("ReplyTo", headers.all("ReplyTo"), findings),
                EndpointReferences.shapeOnly("FaultTo", headers.all("FaultTo"), findings),
                relatesTo);
        return new AddressingResult(addressing, findings);
    }

    private static String action(Headers headers) {
        String action = headers.single("Action", WusFault.ACTION_INVALID, true);
        if (action != null && !AddressingValues.isAbsoluteUri(action)) {
            headers.findings.add(new WusFinding(WusFault.ACTION_INVALID, "wsa:Action is not an absolute URI"));
        }
        return action;
    }

    private static String messageId(Headers headers) {
        String messageId = headers.single("MessageID", WusFault.MESSAGE_ID_INVALID, true);
        if (messageId != null && !AddressingValues.isValidMessageId(messageId)) {
            headers.findings.add(new WusFinding(
                    WusFault.MESSAGE_ID_INVALID, "wsa:MessageID is neither an absolute URI nor CUSTOM@UUID@URI"));
        }
        return messageId;
    }

    private static void checkTo(String to, List<WusFinding> findings) {
        if (to == null) {
            return;
        }
        if (!AddressingValues.isAbsoluteUri(to) || AddressingValues.NONE.equals(to)) {
            findings.add(new WusFinding(WusFault.TO_INVALID, "wsa:To is not an absolute URI or anonymous"));
        } else if (Oin.parameter(to).filter(oin -> !Oin.isOin(oin)).isPresent()) {
            findings.add(new WusFinding(WusFault.TO_INVALID, "the OIN in wsa:To is not 20 digits"));
        }
    }

    private static void checkReplyRelation(
            Headers headers, String relatesTo, String requestMessageId, List<WusFinding> findings) {
        if (relatesTo == null) {
            return;
        }
        String type = DomElements.attribute(headers.all("RelatesTo").get(0), "RelationshipType");
        if (type != null && !AddressingValues.REPLY.equals(type.strip())) {
            findings.add(new WusFinding(WusFault.RELATES_TO_INVALID, "wsa:RelatesTo is not a reply relationship"));
        } else if (requestMessageId != null && !requestMessageId.equals(relatesTo)) {
            findings.add(
                    new WusFinding(WusFault.RELATES_TO_INVALID, "wsa:RelatesTo is not the MessageID of the request"));
        }
    }

    /** The WS-A 1.0 header elements by local name, and the findings of reading them. */
    static final class Headers {

        private final Map<String, List<Element>> elements = new LinkedHashMap<>();
        final List<WusFinding> findings = new ArrayList<>();

        static Headers read(Element header) {
            Headers headers = new Headers();
            if (header == null) {
                return headers;
            }
            for (Element child : DomElements.children(header)) {
                String namespace = child.getNamespaceURI();
                if (AddressingValues.isOtherVersion(namespace)) {
                    headers.findings.add(new WusFinding(
                            WusFault.HEADER_NOT_ALLOWED,
                            "WS-Addressing namespace " + namespace + " is not allowed; WUS uses " + WSA));
                } else if (WSA.equals(namespace) && HEADERS.contains(child.getLocalName())) {
                    headers.elements
                            .computeIfAbsent(child.getLocalName(), n -> new ArrayList<>())
                            .add(child);
                } else if (WSA.equals(namespace)) {
                    headers.findings.add(new WusFinding(
                            WusFault.HEADER_NOT_ALLOWED, "wsa:" + child.getLocalName() + " is not a WS-A header"));
                }
            }
            return headers;
        }

        List<Element> all(String localName) {
            return elements.getOrDefault(localName, List.of());
        }

        /** The collapsed text of a header that may occur once; findings for missing, repeated or element content. */
        String single(String localName, WusFault fault, boolean required) {
            List<Element> found = all(localName);
            if (found.isEmpty()) {
                if (required) {
                    findings.add(new WusFinding(fault, "wsa:" + localName + " is missing"));
                }
                return null;
            }
            if (found.size() > 1) {
                findings.add(new WusFinding(fault, "wsa:" + localName + " occurs " + found.size() + " times"));
            }
            Element element = found.get(0);
            if (!DomElements.children(element).isEmpty()) {
                findings.add(new WusFinding(fault, "wsa:" + localName + " holds elements instead of a URI"));
                return null;
            }
            return element.getTextContent().strip();
        }
    }
}
