package nl.opendk.ebms.cpa.parse;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One element of a parsed document: a small immutable tree, so the readers can look ahead and count siblings.
 *
 * @param attributes keyed {@code {namespace}name} for qualified attributes, {@code name} for unqualified ones
 * @param text the concatenated character content directly inside this element
 */
record XmlElement(
        String namespace, String name, Map<String, String> attributes, String text, List<XmlElement> children) {

    static final String CPPA = "http://www.oasis-open.org/committees/ebxml-cppa/schema/cpp-cpa-2_0.xsd";
    static final String XMLDSIG = "http://www.w3.org/2000/09/xmldsig#";

    XmlElement {
        attributes = Map.copyOf(attributes);
        children = List.copyOf(children);
    }

    boolean is(String elementNamespace, String localName) {
        return elementNamespace.equals(namespace) && localName.equals(name);
    }

    List<XmlElement> children(String elementNamespace, String localName) {
        return children.stream()
                .filter(child -> child.is(elementNamespace, localName))
                .toList();
    }

    Optional<XmlElement> child(String elementNamespace, String localName) {
        return children.stream()
                .filter(child -> child.is(elementNamespace, localName))
                .findFirst();
    }

    List<XmlElement> cppaChildren(String localName) {
        return children(CPPA, localName);
    }

    Optional<XmlElement> cppaChild(String localName) {
        return child(CPPA, localName);
    }

    /**
     * A CPPA attribute. The schema qualifies its attributes ({@code tns:cpaid}: attributeFormDefault="qualified"),
     * but CPAs in the field also write them unqualified; both are accepted, the qualified form first.
     */
    String cppaAttribute(String localName) {
        String qualified = attributes.get("{" + CPPA + "}" + localName);
        return qualified != null ? qualified : attributes.get(localName);
    }

    /** The text content without surrounding whitespace, or null when there is none. */
    String trimmedText() {
        String trimmed = text.strip();
        return trimmed.isEmpty() ? null : trimmed;
    }
}
