package nl.opendk.wus.protocol.wsdl;

import static nl.opendk.wus.protocol.xml.WusNamespaces.WSDL;

import java.util.ArrayList;
import java.util.List;
import javax.xml.namespace.QName;
import nl.opendk.wus.protocol.xml.DomElements;
import org.w3c.dom.Element;

/** A parsed wsdl:definitions: its parts by kind, QName resolution and finding locations. */
final class WsdlDocument {

    private final Element definitions;
    final String targetNamespace;
    final List<WsdlFinding> findings = new ArrayList<>();

    WsdlDocument(Element definitions) {
        this.definitions = definitions;
        this.targetNamespace = DomElements.attribute(definitions, "targetNamespace");
    }

    List<Element> all(String localName) {
        return DomElements.children(definitions, WSDL, localName);
    }

    /** The top-level element of this kind whose name is the QName's local part in the target namespace. */
    Element named(String localName, QName name) {
        if (name == null || !name.getNamespaceURI().equals(targetNamespace == null ? "" : targetNamespace)) {
            return null;
        }
        for (Element element : all(localName)) {
            if (name.getLocalPart().equals(DomElements.attribute(element, "name"))) {
                return element;
            }
        }
        return null;
    }

    /** A QName-valued attribute resolved against the namespaces in scope, or null when absent or unresolvable. */
    static QName qname(Element element, String attribute) {
        String value = DomElements.attribute(element, attribute);
        if (value == null) {
            return null;
        }
        value = value.strip();
        int colon = value.indexOf(':');
        String prefix = colon < 0 ? null : value.substring(0, colon);
        String namespace = element.lookupNamespaceURI(prefix);
        if (namespace == null && prefix != null) {
            return null;
        }
        return new QName(namespace == null ? "" : namespace, value.substring(colon + 1));
    }

    /** {@code /definitions/kind[@name='n']/...}: the path of an element for a finding. */
    static String location(Element element) {
        StringBuilder path = new StringBuilder();
        for (Element at = element; at != null; at = at.getParentNode() instanceof Element parent ? parent : null) {
            String name = DomElements.attribute(at, "name");
            path.insert(0, "/" + at.getLocalName() + (name == null ? "" : "[@name='" + name + "']"));
        }
        return path.toString();
    }

    void error(WsdlRule rule, Element at, String message) {
        findings.add(WsdlFinding.error(rule, location(at), message));
    }

    void info(WsdlRule rule, Element at, String message) {
        findings.add(WsdlFinding.info(rule, location(at), message));
    }
}
