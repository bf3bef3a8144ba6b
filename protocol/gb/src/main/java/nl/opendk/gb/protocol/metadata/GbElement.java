package nl.opendk.gb.protocol.metadata;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * An element of a GB namespace as read: its unqualified attributes, its text and its children in that namespace
 * (elementFormDefault is qualified, so every GB element is in it; a business document's own elements are skipped).
 */
public record GbElement(Map<String, String> attributes, String text, Map<String, List<GbElement>> children) {

    /** Reads the element the reader stands on, up to and including its end tag; children outside {@code namespace} are skipped. */
    public static GbElement read(XMLStreamReader reader, String namespace) throws XMLStreamException {
        Map<String, String> attributes = new HashMap<>();
        for (int i = 0; i < reader.getAttributeCount(); i++) {
            if (reader.getAttributeNamespace(i) == null
                    || reader.getAttributeNamespace(i).isEmpty()) {
                attributes.put(reader.getAttributeLocalName(i), reader.getAttributeValue(i));
            }
        }
        StringBuilder text = new StringBuilder();
        Map<String, List<GbElement>> children = new HashMap<>();
        while (true) {
            int event = reader.next();
            if (event == XMLStreamConstants.END_ELEMENT) {
                return new GbElement(attributes, text.toString(), children);
            }
            if (event == XMLStreamConstants.ENTITY_REFERENCE) {
                throw new XMLStreamException("an entity reference is not allowed");
            }
            if (event == XMLStreamConstants.CHARACTERS || event == XMLStreamConstants.CDATA) {
                text.append(reader.getText());
            } else if (event == XMLStreamConstants.START_ELEMENT) {
                boolean ours = namespace.equals(reader.getNamespaceURI());
                String name = reader.getLocalName();
                GbElement child = read(reader, namespace);
                if (ours) {
                    children.computeIfAbsent(name, n -> new ArrayList<>()).add(child);
                }
            }
        }
    }

    public Optional<GbElement> child(String name) {
        List<GbElement> found = children.getOrDefault(name, List.of());
        return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
    }

    public List<GbElement> all(String name) {
        return children.getOrDefault(name, List.of());
    }

    /** The attribute, trimmed, or null when it is absent. */
    public String attribute(String name) {
        String value = attributes.get(name);
        return value == null ? null : value.strip();
    }

    /**
     * The text, trimmed: the best-practice examples put values on lines of their own (DK-BP-GB), and the schema keeps
     * that whitespace in the value (digest §3.5 item 9).
     */
    public String value() {
        return text.strip();
    }
}
