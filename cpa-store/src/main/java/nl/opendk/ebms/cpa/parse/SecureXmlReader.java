package nl.opendk.ebms.cpa.parse;

import com.ctc.wstx.api.WstxInputProperties;
import com.ctc.wstx.exc.WstxLazyException;
import com.ctc.wstx.stax.WstxInputFactory;
import java.io.ByteArrayInputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.codehaus.stax2.XMLInputFactory2;

/**
 * Reads a document into an {@link XmlElement} tree without ever touching a DTD: a DOCTYPE is refused outright, so
 * neither external entities (XXE) nor entity expansion (billion laughs) can happen, and nothing is fetched.
 */
final class SecureXmlReader {

    /** CPAs nest about ten levels deep; anything far beyond that is an attack on the reader's stack. */
    private static final int MAX_DEPTH = 100;

    private final XMLInputFactory factory;

    SecureXmlReader() {
        WstxInputFactory configured = new WstxInputFactory();
        configured.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        configured.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        configured.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
        configured.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
        configured.setProperty(XMLInputFactory.IS_COALESCING, true);
        configured.setProperty(XMLInputFactory2.P_LAZY_PARSING, false);
        configured.setProperty(WstxInputProperties.P_MAX_ELEMENT_DEPTH, MAX_DEPTH);
        configured.setXMLResolver((publicId, systemId, baseUri, namespace) -> {
            throw new XMLStreamException("external resources are not loaded: " + systemId);
        });
        this.factory = configured;
    }

    XmlElement read(byte[] xml) throws RefusedDocumentException {
        try {
            XMLStreamReader reader = factory.createXMLStreamReader(new ByteArrayInputStream(xml));
            try {
                return readTree(reader);
            } finally {
                reader.close();
            }
        } catch (XMLStreamException e) {
            throw new RefusedDocumentException("The CPA is not well-formed XML: " + describe(e));
        } catch (WstxLazyException e) {
            throw new RefusedDocumentException("The CPA is not well-formed XML: " + describe(e.getCause()));
        }
    }

    private static XmlElement readTree(XMLStreamReader reader) throws XMLStreamException, RefusedDocumentException {
        Deque<Builder> open = new ArrayDeque<>();
        XmlElement root = null;
        while (reader.hasNext()) {
            switch (reader.next()) {
                case XMLStreamConstants.DTD -> throw new RefusedDocumentException(
                        "The CPA has a DOCTYPE declaration; DTDs and entity declarations are not accepted");
                case XMLStreamConstants.ENTITY_REFERENCE -> throw new RefusedDocumentException(
                        "The CPA refers to entity '" + reader.getLocalName() + "'; entities are not accepted");
                case XMLStreamConstants.START_ELEMENT -> open.push(Builder.start(reader));
                case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE -> {
                    if (!open.isEmpty()) {
                        open.peek().text.append(reader.getText());
                    }
                }
                case XMLStreamConstants.END_ELEMENT -> {
                    XmlElement element = open.pop().build();
                    if (open.isEmpty()) {
                        root = element;
                    } else {
                        open.peek().children.add(element);
                    }
                }
                default -> {
                    // Comments, processing instructions and the document end carry nothing a CPA needs.
                }
            }
        }
        return root;
    }

    private static String describe(Throwable e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        String firstLine = message.lines().findFirst().orElse(message).strip();
        if (e instanceof XMLStreamException streamException && streamException.getLocation() != null) {
            Location location = streamException.getLocation();
            return firstLine + " (line " + location.getLineNumber() + ", column " + location.getColumnNumber() + ")";
        }
        return firstLine;
    }

    private static final class Builder {
        private final String namespace;
        private final String name;
        private final Map<String, String> attributes;
        private final StringBuilder text = new StringBuilder();
        private final List<XmlElement> children = new ArrayList<>();

        private Builder(String namespace, String name, Map<String, String> attributes) {
            this.namespace = namespace;
            this.name = name;
            this.attributes = attributes;
        }

        static Builder start(XMLStreamReader reader) {
            Map<String, String> attributes = new HashMap<>();
            for (int i = 0; i < reader.getAttributeCount(); i++) {
                String attributeNamespace = reader.getAttributeNamespace(i);
                String key = attributeNamespace == null || attributeNamespace.isEmpty()
                        ? reader.getAttributeLocalName(i)
                        : "{" + attributeNamespace + "}" + reader.getAttributeLocalName(i);
                attributes.put(key, reader.getAttributeValue(i));
            }
            String namespace = reader.getNamespaceURI() == null ? "" : reader.getNamespaceURI();
            return new Builder(namespace, reader.getLocalName(), attributes);
        }

        XmlElement build() {
            return new XmlElement(namespace, name, attributes, text.toString(), children);
        }
    }
}
