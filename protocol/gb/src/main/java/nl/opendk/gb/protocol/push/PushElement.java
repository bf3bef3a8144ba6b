package nl.opendk.gb.protocol.push;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import nl.opendk.gb.protocol.metadata.GbNamespaces;

/**
 * An element of the push namespace as read: its unqualified attributes, its text and its children in the namespace
 * (elementFormDefault is qualified, so every GB element is in it; a business document's own elements are skipped).
 */
record PushElement(Map<String, String> attributes, String text, Map<String, List<PushElement>> children) {

    /** Reads the element the reader stands on, up to and including its end tag. */
    static PushElement read(XMLStreamReader reader) throws XMLStreamException {
        Map<String, String> attributes = new HashMap<>();
        for (int i = 0; i < reader.getAttributeCount(); i++) {
            if (reader.getAttributeNamespace(i) == null
                    || reader.getAttributeNamespace(i).isEmpty()) {
                attributes.put(reader.getAttributeLocalName(i), reader.getAttributeValue(i));
            }
        }
        StringBuilder text = new StringBuilder();
        Map<String, List<PushElement>> children = new HashMap<>();
        while (true) {
            int event = reader.next();
            if (event == XMLStreamConstants.END_ELEMENT) {
                return new PushElement(attributes, text.toString(), children);
            }
            if (event == XMLStreamConstants.ENTITY_REFERENCE) {
                throw new XMLStreamException("an entity reference is not allowed");
            }
            if (event == XMLStreamConstants.CHARACTERS || event == XMLStreamConstants.CDATA) {
                text.append(reader.getText());
            } else if (event == XMLStreamConstants.START_ELEMENT) {
                boolean ours = GbNamespaces.PUSH.equals(reader.getNamespaceURI());
                String name = reader.getLocalName();
                PushElement child = read(reader);
                if (ours) {
                    children.computeIfAbsent(name, n -> new ArrayList<>()).add(child);
                }
            }
        }
    }

    Optional<PushElement> child(String name) {
        List<PushElement> found = children.getOrDefault(name, List.of());
        return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
    }

    List<PushElement> all(String name) {
        return children.getOrDefault(name, List.of());
    }

    /** The attribute, trimmed, or null when it is absent. */
    String attribute(String name) {
        String value = attributes.get(name);
        return value == null ? null : value.strip();
    }

    /**
     * The text, trimmed: the best-practice examples put values on lines of their own (DK-BP-GB), and the schema keeps
     * that whitespace in the value (digest §3.5 item 9).
     */
    String value() {
        return text.strip();
    }
}
