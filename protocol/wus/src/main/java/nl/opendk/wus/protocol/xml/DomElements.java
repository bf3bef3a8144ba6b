package nl.opendk.wus.protocol.xml;

import java.util.ArrayList;
import java.util.List;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/** Small DOM helpers for the checks: element children, qualified names and text. */
public final class DomElements {

    private DomElements() {}

    /** The element children of a node, in document order. */
    public static List<Element> children(Node parent) {
        List<Element> children = new ArrayList<>();
        for (Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element element) {
                children.add(element);
            }
        }
        return children;
    }

    /** The element children with this namespace and local name. */
    public static List<Element> children(Node parent, String namespace, String localName) {
        return children(parent).stream()
                .filter(e -> is(e, namespace, localName))
                .toList();
    }

    public static boolean is(Element element, String namespace, String localName) {
        return namespace.equals(element.getNamespaceURI()) && localName.equals(element.getLocalName());
    }

    /** True when the node holds text other than whitespace directly (not in child elements). */
    public static boolean hasText(Node parent) {
        for (Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child.getNodeType() == Node.TEXT_NODE && !child.getNodeValue().isBlank()) {
                return true;
            }
        }
        return false;
    }

    /** {namespace}localName, for findings. */
    public static String name(Element element) {
        String namespace = element.getNamespaceURI();
        return namespace == null ? element.getLocalName() : "{" + namespace + "}" + element.getLocalName();
    }

    /** The attribute in no namespace, or null when absent (DOM returns "" for an absent attribute). */
    public static String attribute(Element element, String name) {
        return element.hasAttributeNS(null, name) ? element.getAttributeNS(null, name) : null;
    }

    /** The attribute in a namespace, or null when absent. */
    public static String attribute(Element element, String namespace, String name) {
        return element.hasAttributeNS(namespace, name) ? element.getAttributeNS(namespace, name) : null;
    }
}
