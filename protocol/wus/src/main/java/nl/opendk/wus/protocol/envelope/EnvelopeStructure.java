package nl.opendk.wus.protocol.envelope;

import static nl.opendk.wus.protocol.xml.WusNamespaces.SOAP_11;

import java.util.List;
import nl.opendk.wus.protocol.fault.WusFault;
import nl.opendk.wus.protocol.fault.WusFinding;
import nl.opendk.wus.protocol.xml.DomElements;
import org.w3c.dom.Element;

/**
 * The shape of a SOAP 1.1 envelope as WUS allows it: an optional Header, then one Body, nothing after the Body (WS-I
 * BP R1011), no soap:encodingStyle (DK-WUS WW002, BP R1005), exactly one element in the Body (DK-WUS WW003). Every
 * problem is 0001.
 */
final class EnvelopeStructure {

    private EnvelopeStructure() {}

    /** Checks the envelope and returns its Header element, or null when there is none. */
    static Element check(Element envelope, List<WusFinding> findings) {
        Element header = null;
        Element body = null;
        noEncodingStyle(envelope, findings);
        for (Element child : DomElements.children(envelope)) {
            if (body == null && header == null && DomElements.is(child, SOAP_11, "Header")) {
                header = child;
            } else if (body == null && DomElements.is(child, SOAP_11, "Body")) {
                body = child;
            } else {
                findings.add(new WusFinding(
                        WusFault.INVALID_ENVELOPE,
                        DomElements.name(child) + " is not allowed at this place in the Envelope"));
            }
        }
        if (DomElements.hasText(envelope) || (header != null && DomElements.hasText(header))) {
            findings.add(new WusFinding(WusFault.INVALID_ENVELOPE, "the Envelope or Header holds text"));
        }
        if (body == null) {
            findings.add(new WusFinding(WusFault.INVALID_ENVELOPE, "the Envelope has no Body"));
        } else {
            checkBody(body, findings);
        }
        return header;
    }

    private static void checkBody(Element body, List<WusFinding> findings) {
        noEncodingStyle(body, findings);
        List<Element> children = DomElements.children(body);
        if (children.size() != 1 || DomElements.hasText(body)) {
            findings.add(new WusFinding(
                    WusFault.INVALID_ENVELOPE,
                    "the Body holds " + children.size() + " elements; WUS requires exactly one (WW003)"));
        }
        for (Element child : children) {
            noEncodingStyle(child, findings);
        }
    }

    private static void noEncodingStyle(Element element, List<WusFinding> findings) {
        if (element.hasAttributeNS(SOAP_11, "encodingStyle")) {
            findings.add(new WusFinding(
                    WusFault.INVALID_ENVELOPE, "soap:encodingStyle on " + DomElements.name(element) + " (WW002)"));
        }
    }
}
