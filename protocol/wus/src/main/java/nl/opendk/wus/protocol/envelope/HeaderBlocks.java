package nl.opendk.wus.protocol.envelope;

import static nl.opendk.wus.protocol.xml.WusNamespaces.SOAP_11;
import static nl.opendk.wus.protocol.xml.WusNamespaces.WSA;
import static nl.opendk.wus.protocol.xml.WusNamespaces.WSSE;

import java.util.List;
import nl.opendk.wus.protocol.addressing.AddressingValues;
import nl.opendk.wus.protocol.fault.WusFault;
import nl.opendk.wus.protocol.fault.WusFinding;
import nl.opendk.wus.protocol.profile.WusProfile;
import nl.opendk.wus.protocol.xml.DomElements;
import org.w3c.dom.Element;

/**
 * DK-WUS WS007: no header blocks but the WS-A headers and, in the signed profiles, one wsse:Security. WS-Addressing
 * headers (of any version) are left to the addressing check. An unknown block with mustUnderstand="1" is a SOAP
 * MustUnderstand fault (SOAP 1.1 §4.2.3); any other unknown block, a wsse:Security in 2W-be and a second
 * wsse:Security are 0010. A signed profile without wsse:Security is wsse:InvalidSecurity (WSS 1.0 §12; DK-WUS WB003,
 * WB013: the receiver must verify a signature that is not there).
 */
final class HeaderBlocks {

    private HeaderBlocks() {}

    static void check(Element header, WusProfile profile, List<WusFinding> findings) {
        int securityHeaders = 0;
        List<Element> blocks = header == null ? List.of() : DomElements.children(header);
        for (Element block : blocks) {
            String namespace = block.getNamespaceURI();
            if (WSA.equals(namespace) || AddressingValues.isOtherVersion(namespace)) {
                continue;
            }
            if (DomElements.is(block, WSSE, "Security")) {
                securityHeaders++;
                if (!profile.signed()) {
                    findings.add(new WusFinding(
                            WusFault.HEADER_NOT_ALLOWED, "wsse:Security in profile " + profile.shortName()));
                } else if (securityHeaders == 2) {
                    findings.add(new WusFinding(WusFault.HEADER_NOT_ALLOWED, "more than one wsse:Security header"));
                }
            } else if (mustUnderstand(block)) {
                findings.add(new WusFinding(WusFault.MUST_UNDERSTAND, DomElements.name(block) + " is not understood"));
            } else {
                findings.add(new WusFinding(
                        WusFault.HEADER_NOT_ALLOWED, DomElements.name(block) + " is not a header of the profile"));
            }
        }
        if (profile.signed() && securityHeaders == 0) {
            findings.add(new WusFinding(
                    WusFault.INVALID_SECURITY, "no wsse:Security header in profile " + profile.shortName()));
        }
    }

    /** SOAP 1.1 §4.2.3 allows "0" and "1"; "true" is accepted as well, as toolkits write it. */
    private static boolean mustUnderstand(Element block) {
        String value = DomElements.attribute(block, SOAP_11, "mustUnderstand");
        return value != null && (value.strip().equals("1") || value.strip().equals("true"));
    }
}
