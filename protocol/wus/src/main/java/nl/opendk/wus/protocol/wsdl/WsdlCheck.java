package nl.opendk.wus.protocol.wsdl;

import static nl.opendk.wus.protocol.xml.WusNamespaces.SOAP_ENCODING;
import static nl.opendk.wus.protocol.xml.WusNamespaces.WSDL;
import static nl.opendk.wus.protocol.xml.WusNamespaces.XSD;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.xml.namespace.QName;
import nl.opendk.wus.protocol.xml.BoundedXml;
import nl.opendk.wus.protocol.xml.DomElements;
import nl.opendk.wus.protocol.xml.UnreadableXmlException;
import nl.opendk.wus.protocol.xml.XmlLimits;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Checks an uploaded WSDL 1.1 file against the DK-WUS WSDL rules (WW001-WW004, WS002, WS003, WS005, WS007, WS008),
 * gathering every finding, and summarises the service when it has exactly one portType. The file must stand alone:
 * wsdl:import and xsd:import/include/redefine with a schemaLocation are findings ("upload one file"), since fetching
 * other files on an upload would reach out to wherever the file points. Read with the same bounded, DTD-free reader
 * as requests. Thread-safe.
 */
public final class WsdlCheck {

    /** Attributes whose QName value names a type or declaration; one in the SOAP encoding namespace breaks WW002. */
    private static final Set<String> TYPE_REFERENCES = Set.of("type", "base", "ref", "itemType");

    private final BoundedXml xml;

    public WsdlCheck(XmlLimits limits) {
        this.xml = new BoundedXml(limits);
    }

    public WsdlReport check(byte[] wsdlFile) {
        Element definitions;
        try {
            definitions = xml.parse(wsdlFile).document().getDocumentElement();
        } catch (UnreadableXmlException e) {
            return new WsdlReport(List.of(WsdlFinding.error(WsdlRule.WSDL_11, "/", e.getMessage())), Optional.empty());
        }
        if (!DomElements.is(definitions, WSDL, "definitions")) {
            return new WsdlReport(
                    List.of(WsdlFinding.error(WsdlRule.WSDL_11, "/", "the root element is not a WSDL 1.1 definitions")),
                    Optional.empty());
        }
        WsdlDocument wsdl = new WsdlDocument(definitions);
        imports(wsdl);
        types(wsdl);
        parts(wsdl);
        List<WsdlOperation> operations = PortTypes.check(wsdl);
        Bindings.check(wsdl, operations);
        return new WsdlReport(wsdl.findings, Optional.ofNullable(operations).map(read -> summary(wsdl, read)));
    }

    private static void imports(WsdlDocument wsdl) {
        for (Element wsdlImport : wsdl.all("import")) {
            wsdl.error(WsdlRule.SINGLE_FILE, wsdlImport, "wsdl:import is not supported: upload one file");
        }
        for (Element types : wsdl.all("types")) {
            for (String kind : List.of("import", "include", "redefine")) {
                NodeList found = types.getElementsByTagNameNS(XSD, kind);
                for (int i = 0; i < found.getLength(); i++) {
                    Element element = (Element) found.item(i);
                    if (DomElements.attribute(element, "schemaLocation") != null) {
                        wsdl.error(
                                WsdlRule.SINGLE_FILE,
                                element,
                                "xsd:" + kind
                                        + " with a schemaLocation is not supported: upload one file with every schema inline");
                    }
                    if (SOAP_ENCODING.equals(DomElements.attribute(element, "namespace"))) {
                        wsdl.error(WsdlRule.WW002, element, "the SOAP encoding schema is imported (WW002)");
                    }
                }
            }
        }
    }

    /** WW002: schemas use XSD datatypes, not SOAP encoding types such as soapenc:Array. */
    private static void types(WsdlDocument wsdl) {
        for (Element types : wsdl.all("types")) {
            NodeList all = types.getElementsByTagNameNS(XSD, "*");
            for (int i = 0; i < all.getLength(); i++) {
                Element element = (Element) all.item(i);
                for (String attribute : TYPE_REFERENCES) {
                    QName reference = WsdlDocument.qname(element, attribute);
                    if (reference != null && SOAP_ENCODING.equals(reference.getNamespaceURI())) {
                        wsdl.error(
                                WsdlRule.WW002,
                                element,
                                "refers to SOAP encoding type " + reference.getLocalPart()
                                        + "; WUS uses XSD datatypes only (WW002)");
                    }
                }
            }
        }
    }

    /** WW004 (BP R2204): every part names an element. */
    private static void parts(WsdlDocument wsdl) {
        for (Element message : wsdl.all("message")) {
            for (Element part : DomElements.children(message, WSDL, "part")) {
                if (DomElements.attribute(part, "type") != null) {
                    wsdl.error(WsdlRule.WW004, part, "part uses type=; WUS parts use element= (WW004)");
                } else if (WsdlDocument.qname(part, "element") == null) {
                    wsdl.error(WsdlRule.WW004, part, "part names no element (WW004)");
                }
            }
        }
    }

    private static WsdlSummary summary(WsdlDocument wsdl, List<WsdlOperation> operations) {
        String portType = DomElements.attribute(wsdl.all("portType").get(0), "name");
        List<String> services = wsdl.all("service").stream()
                .map(service -> DomElements.attribute(service, "name"))
                .toList();
        return new WsdlSummary(wsdl.targetNamespace, portType, services, operations);
    }
}
