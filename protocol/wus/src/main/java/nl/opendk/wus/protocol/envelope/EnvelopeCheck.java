package nl.opendk.wus.protocol.envelope;

import static nl.opendk.wus.protocol.xml.WusNamespaces.SOAP_11;
import static nl.opendk.wus.protocol.xml.WusNamespaces.SOAP_12;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import nl.opendk.wus.protocol.addressing.Addressing;
import nl.opendk.wus.protocol.addressing.AddressingCheck;
import nl.opendk.wus.protocol.addressing.AddressingResult;
import nl.opendk.wus.protocol.fault.WusFault;
import nl.opendk.wus.protocol.fault.WusFinding;
import nl.opendk.wus.protocol.profile.WusProfile;
import nl.opendk.wus.protocol.xml.BoundedXml;
import nl.opendk.wus.protocol.xml.DomElements;
import nl.opendk.wus.protocol.xml.ParsedXml;
import nl.opendk.wus.protocol.xml.UnreadableXmlException;
import nl.opendk.wus.protocol.xml.XmlLimits;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Checks a WUS request before anything else looks at it (DK-WUS §2 "WSDL en envelope"), gathering every finding:
 *
 * <ul>
 *   <li>WW001: SOAP 1.1 only; a SOAP 1.2 envelope or Content-Type is VersionMismatch;
 *   <li>0001: well-formed, no DOCTYPE, entities or processing instructions (SOAP 1.1 §3), within {@link XmlLimits};
 *       Envelope holds an optional Header, then Body, nothing after it (BP R1011); no soap:encodingStyle (WW002,
 *       BP R1005); WW003: exactly one child element in the Body;
 *   <li>WS006: UTF-8 only (0009): the Content-Type charset, the XML declaration and the bytes;
 *   <li>WS007: no header blocks but the profile's ({@code HeaderBlocks}: 0010, MustUnderstand, wsse:InvalidSecurity);
 *   <li>WA001: the WS-Addressing headers ({@link AddressingCheck}: 0005-0011);
 *   <li>WS002: SOAPAction {@code ""} or the wsa:Action (0003).
 * </ul>
 *
 * Only bytes that cannot be read as XML at all stop the checks early. The HTTP layer bounds the body it reads; this
 * class refuses one larger than {@link XmlLimits#maxBytes()}. Thread-safe.
 */
public final class EnvelopeCheck {

    private final BoundedXml xml;
    private final AddressingCheck addressingCheck = new AddressingCheck();

    public EnvelopeCheck(XmlLimits limits) {
        this.xml = new BoundedXml(limits);
    }

    public XmlLimits limits() {
        return xml.limits();
    }

    /**
     * @param body the request body as received (for MTOM: the root part)
     * @param contentType the HTTP Content-Type, or null when absent
     * @param soapAction the HTTP SOAPAction header as received (quotes included), or null when absent
     * @param profile the profile of the service the request is for (DK-WUS WB011)
     */
    public EnvelopeResult check(byte[] body, String contentType, String soapAction, WusProfile profile) {
        List<WusFinding> findings = new ArrayList<>();
        HttpHeaderChecks.contentType(contentType, findings);
        ParsedXml parsed;
        try {
            parsed = xml.parse(body);
        } catch (UnreadableXmlException e) {
            findings.add(
                    isUtf8(body)
                            ? new WusFinding(WusFault.INVALID_ENVELOPE, e.getMessage())
                            : new WusFinding(WusFault.NOT_UTF_8, "the bytes are not UTF-8"));
            return result(null, Addressing.NONE, findings);
        }
        checkEncoding(parsed, findings);
        if (parsed.processingInstructions()) {
            findings.add(new WusFinding(WusFault.INVALID_ENVELOPE, "a processing instruction is not allowed"));
        }
        Document document = parsed.document();
        Element envelope = document.getDocumentElement();
        if (!isSoap11Envelope(envelope, findings)) {
            return result(document, Addressing.NONE, findings);
        }
        Element header = EnvelopeStructure.check(envelope, findings);
        HeaderBlocks.check(header, profile, findings);
        AddressingResult addressing = addressingCheck.checkRequest(header);
        findings.addAll(addressing.findings());
        HttpHeaderChecks.soapAction(soapAction, addressing.addressing().action(), findings);
        return result(document, addressing.addressing(), findings);
    }

    private static boolean isSoap11Envelope(Element root, List<WusFinding> findings) {
        if (DomElements.is(root, SOAP_11, "Envelope")) {
            return true;
        }
        if ("Envelope".equals(root.getLocalName())) {
            // SOAP 1.1 §4.4.1: an Envelope in another namespace is VersionMismatch
            String version = SOAP_12.equals(root.getNamespaceURI()) ? "a SOAP 1.2" : "an unknown";
            findings.add(new WusFinding(
                    WusFault.VERSION_MISMATCH, "root element is " + version + " Envelope; WUS uses SOAP 1.1"));
        } else {
            findings.add(new WusFinding(WusFault.INVALID_ENVELOPE, "root element is not a SOAP Envelope"));
        }
        return false;
    }

    private static void checkEncoding(ParsedXml parsed, List<WusFinding> findings) {
        String declared = parsed.declaredEncoding();
        if (declared != null && !HttpHeaderChecks.isUtf8(declared)) {
            findings.add(new WusFinding(WusFault.NOT_UTF_8, "the XML declaration names encoding " + declared));
        } else if (parsed.inputEncoding() != null && !HttpHeaderChecks.isUtf8(parsed.inputEncoding())) {
            findings.add(new WusFinding(WusFault.NOT_UTF_8, "the document is encoded in " + parsed.inputEncoding()));
        }
    }

    private static boolean isUtf8(byte[] bytes) {
        try {
            StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }

    private static EnvelopeResult result(Document document, Addressing addressing, List<WusFinding> findings) {
        // SOAP 1.1 §4.4.1: a version mismatch or an unknown mandatory header is answered before anything else
        List<WusFinding> ordered = new ArrayList<>(findings);
        ordered.sort(Comparator.comparingInt(EnvelopeCheck::precedence));
        return new EnvelopeResult(document, addressing, ordered);
    }

    private static int precedence(WusFinding finding) {
        return switch (finding.fault()) {
            case VERSION_MISMATCH -> 0;
            case MUST_UNDERSTAND -> 1;
            default -> 2;
        };
    }
}
