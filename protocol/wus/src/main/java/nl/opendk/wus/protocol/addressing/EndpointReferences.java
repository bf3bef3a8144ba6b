package nl.opendk.wus.protocol.addressing;

import static nl.opendk.wus.protocol.xml.WusNamespaces.WSA;

import java.util.List;
import nl.opendk.wus.protocol.fault.WusFault;
import nl.opendk.wus.protocol.fault.WusFinding;
import nl.opendk.wus.protocol.xml.DomElements;
import org.w3c.dom.Element;

/**
 * The endpoint references of WUS: From, ReplyTo and FaultTo hold exactly one wsa:Address and nothing else (DK-WUS
 * WA001, "om compatibiliteitsredenen"); every problem is 0011.
 */
final class EndpointReferences {

    private EndpointReferences() {}

    /** wsa:From: an absolute URI or anonymous, with at most a valid OIN. */
    static String from(List<Element> found, List<WusFinding> findings) {
        String address = address("From", found, findings);
        if (address != null
                && Oin.parameter(address).filter(oin -> !Oin.isOin(oin)).isPresent()) {
            findings.add(new WusFinding(WusFault.HEADER_VALUE_NOT_ALLOWED, "the OIN in wsa:From is not 20 digits"));
        }
        return address;
    }

    /** wsa:ReplyTo of a request: anonymous, since every WUS exchange is synchronous (WS003). */
    static String replyTo(List<Element> found, List<WusFinding> findings) {
        String address = address("ReplyTo", found, findings);
        if (address != null && AddressingValues.isAbsoluteUri(address) && !AddressingValues.ANONYMOUS.equals(address)) {
            findings.add(new WusFinding(
                    WusFault.HEADER_VALUE_NOT_ALLOWED, "wsa:ReplyTo is not anonymous in a synchronous exchange"));
        }
        return address;
    }

    /** wsa:FaultTo of a request: anonymous or none, the values DK-WUS tolerates in such headers. */
    static String faultTo(List<Element> found, List<WusFinding> findings) {
        String address = address("FaultTo", found, findings);
        if (address != null
                && AddressingValues.isAbsoluteUri(address)
                && !AddressingValues.ANONYMOUS.equals(address)
                && !AddressingValues.NONE.equals(address)) {
            findings.add(
                    new WusFinding(WusFault.HEADER_VALUE_NOT_ALLOWED, "wsa:FaultTo is neither anonymous nor none"));
        }
        return address;
    }

    /** An endpoint reference whose address is not restricted further (ReplyTo and FaultTo in a response). */
    static String shapeOnly(String name, List<Element> found, List<WusFinding> findings) {
        return address(name, found, findings);
    }

    private static String address(String name, List<Element> found, List<WusFinding> findings) {
        if (found.isEmpty()) {
            return null;
        }
        if (found.size() > 1) {
            findings.add(new WusFinding(WusFault.HEADER_VALUE_NOT_ALLOWED, "wsa:" + name + " occurs more than once"));
        }
        Element reference = found.get(0);
        List<Element> children = DomElements.children(reference);
        if (children.size() != 1
                || !DomElements.is(children.get(0), WSA, "Address")
                || DomElements.hasText(reference)) {
            findings.add(new WusFinding(
                    WusFault.HEADER_VALUE_NOT_ALLOWED,
                    "wsa:" + name + " must hold exactly one wsa:Address and nothing else"));
        }
        List<Element> addresses = DomElements.children(reference, WSA, "Address");
        if (addresses.isEmpty()) {
            return null;
        }
        Element element = addresses.get(0);
        String address = element.getTextContent().strip();
        if (!DomElements.children(element).isEmpty() || !AddressingValues.isAbsoluteUri(address)) {
            findings.add(new WusFinding(
                    WusFault.HEADER_VALUE_NOT_ALLOWED, "wsa:" + name + "/wsa:Address is not an absolute URI"));
        }
        return address;
    }
}
