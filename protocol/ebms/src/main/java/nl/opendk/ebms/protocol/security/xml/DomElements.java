package nl.opendk.ebms.protocol.security.xml;

import java.util.ArrayList;
import java.util.List;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/** Walking the element children of a DOM element by namespace and local name, ignoring text and comments. */
public final class DomElements {

    private DomElements() {}

    public static List<Element> children(Element parent) {
        List<Element> children = new ArrayList<>();
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element) {
                children.add(element);
            }
        }
        return children;
    }

    public static List<Element> children(Element parent, String namespace, String localName) {
        List<Element> matching = new ArrayList<>();
        for (Element child : children(parent)) {
            if (is(child, namespace, localName)) {
                matching.add(child);
            }
        }
        return matching;
    }

    /** The only child with this name, or null when there is none or more than one. */
    public static Element single(Element parent, String namespace, String localName) {
        List<Element> matching = children(parent, namespace, localName);
        return matching.size() == 1 ? matching.get(0) : null;
    }

    public static boolean is(Node node, String namespace, String localName) {
        return node instanceof Element
                && namespace.equals(node.getNamespaceURI())
                && localName.equals(node.getLocalName());
    }

    /** An attribute without namespace, or null when absent (DOM returns "" for absent attributes). */
    public static String attribute(Element element, String name) {
        return element.hasAttributeNS(null, name) ? element.getAttributeNS(null, name) : null;
    }
}
