package nl.opendk.wus.protocol.xml;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import javax.xml.XMLConstants;
import org.w3c.dom.Attr;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

/**
 * Writes a DOM element as XML text with every namespace declaration it needs, as an identity transform does, so that
 * an element taken out of a larger document (a Body's content) stands on its own. A JAXP Transformer made per call
 * cost more than the rest of a WUS call's XML work together; this is a walk over the tree. Element text and attribute
 * values are escaped; comments and processing instructions are left out.
 */
public final class DomWriter {

    private DomWriter() {}

    public static String write(Element element) {
        StringBuilder out = new StringBuilder(1024);
        write(element, out, new Scope(null));
        return out.toString();
    }

    private static void write(Element element, StringBuilder out, Scope parent) {
        Scope scope = new Scope(parent);
        String name = element.getTagName();
        out.append('<').append(name);
        StringBuilder attributes = new StringBuilder();
        NamedNodeMap all = element.getAttributes();
        for (int i = 0; i < all.getLength(); i++) {
            Attr attribute = (Attr) all.item(i);
            if (XMLConstants.XMLNS_ATTRIBUTE_NS_URI.equals(attribute.getNamespaceURI())) {
                String prefix =
                        XMLConstants.XMLNS_ATTRIBUTE.equals(attribute.getName()) ? "" : attribute.getLocalName();
                scope.declare(prefix, attribute.getValue());
            } else {
                attributes.append(' ').append(attribute.getName()).append("=\"");
                XmlText.appendEscaped(attributes, attribute.getValue()).append('"');
                if (attribute.getNamespaceURI() != null && attribute.getPrefix() != null) {
                    scope.require(attribute.getPrefix(), attribute.getNamespaceURI());
                }
            }
        }
        scope.require(nonNull(element.getPrefix()), nonNull(element.getNamespaceURI()));
        scope.declared.forEach((prefix, uri) -> {
            out.append(prefix.isEmpty() ? " xmlns" : " xmlns:" + prefix).append("=\"");
            XmlText.appendEscaped(out, uri).append('"');
        });
        out.append(attributes);
        Node child = element.getFirstChild();
        if (child == null) {
            out.append("/>");
            return;
        }
        out.append('>');
        for (; child != null; child = child.getNextSibling()) {
            switch (child.getNodeType()) {
                case Node.ELEMENT_NODE -> write((Element) child, out, scope);
                case Node.TEXT_NODE, Node.CDATA_SECTION_NODE -> XmlText.appendEscaped(out, child.getNodeValue());
                default -> {
                    // comments and processing instructions carry nothing a WUS payload needs
                }
            }
        }
        out.append("</").append(name).append('>');
    }

    private static String nonNull(String value) {
        return value == null ? "" : value;
    }

    /** The namespace declarations in scope: this element's own, then its ancestors'. */
    private static final class Scope {
        private final Scope parent;
        private final Map<String, String> declared = new LinkedHashMap<>(4);

        Scope(Scope parent) {
            this.parent = parent;
        }

        void declare(String prefix, String uri) {
            declared.put(prefix, uri);
        }

        /** Declares the prefix here unless it already means this namespace where the element stands. */
        void require(String prefix, String uri) {
            String current = lookup(prefix);
            if (!Objects.equals(current == null ? "" : current, uri)) {
                declared.put(prefix, uri);
            }
        }

        private String lookup(String prefix) {
            for (Scope scope = this; scope != null; scope = scope.parent) {
                String uri = scope.declared.get(prefix);
                if (uri != null) {
                    return uri;
                }
            }
            return null;
        }
    }
}
