package nl.opendk.wus.protocol.xml;

import com.ctc.wstx.api.WstxInputProperties;
import com.ctc.wstx.stax.WstxInputFactory;
import java.io.ByteArrayInputStream;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLResolver;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.codehaus.stax2.XMLInputFactory2;
import org.w3c.dom.DOMImplementation;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The one way this module reads untrusted XML (requests and uploaded WSDLs): one streaming pass through a StAX
 * reader with no DTD support, no entity replacement and no external access, bounded by {@link XmlLimits}, building a
 * namespace-aware DOM. A DOCTYPE or an entity reference refuses the document: WUS never needs them and they are the
 * door to entity expansion and XXE. Thread-safe once built.
 */
public final class BoundedXml {

    private final XmlLimits limits;
    private final WstxInputFactory factory;
    /** Makes empty documents; thread-safe, unlike a DocumentBuilder, and far cheaper than one per parse. */
    private final DOMImplementation documents;

    public BoundedXml(XmlLimits limits) {
        this.limits = limits;
        factory = new WstxInputFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
        factory.setProperty(XMLInputFactory.IS_COALESCING, true);
        // malformations are then reported by next(), inside this class, not later as unchecked exceptions
        factory.setProperty(XMLInputFactory2.P_LAZY_PARSING, false);
        factory.setProperty(XMLInputFactory.RESOLVER, (XMLResolver) (publicId, systemId, base, namespace) -> {
            throw new XMLStreamException("external resources are not resolved");
        });
        factory.setProperty(WstxInputProperties.P_MAX_ELEMENT_DEPTH, limits.maxDepth());
        factory.setProperty(WstxInputProperties.P_MAX_ATTRIBUTES_PER_ELEMENT, limits.maxAttributesPerElement());
        factory.setProperty(WstxInputProperties.P_MAX_ATTRIBUTE_SIZE, limits.maxTextLength());
        factory.setProperty(WstxInputProperties.P_MAX_TEXT_LENGTH, limits.maxTextLength());
        factory.setProperty(WstxInputProperties.P_MAX_ELEMENT_COUNT, (long) limits.maxElementCount());
        factory.setProperty(WstxInputProperties.P_MAX_CHARACTERS, (long) limits.maxBytes());
        try {
            DocumentBuilderFactory builders = DocumentBuilderFactory.newInstance();
            builders.setNamespaceAware(true);
            documents = builders.newDocumentBuilder().getDOMImplementation();
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("no namespace-aware DOM implementation", e);
        }
    }

    public XmlLimits limits() {
        return limits;
    }

    /** Reads the whole document, or says in one line why it cannot. */
    public ParsedXml parse(byte[] bytes) throws UnreadableXmlException {
        if (bytes.length > limits.maxBytes()) {
            throw new UnreadableXmlException("document is larger than " + limits.maxBytes() + " bytes");
        }
        Document document = newDocument();
        try {
            XMLStreamReader reader = factory.createXMLStreamReader(new ByteArrayInputStream(bytes));
            try {
                boolean instructions = build(reader, document);
                return new ParsedXml(document, reader.getCharacterEncodingScheme(), reader.getEncoding(), instructions);
            } finally {
                reader.close();
            }
        } catch (XMLStreamException | RuntimeException e) {
            // woodstox reports limits and malformations as XMLStreamException; a few encoding problems surface as
            // unchecked exceptions: both mean the same to the caller, and the parser's text may quote the input
            throw new UnreadableXmlException("not well-formed XML within the limits");
        }
    }

    private static boolean build(XMLStreamReader reader, Document document)
            throws XMLStreamException, UnreadableXmlException {
        Node current = document;
        boolean instructions = false;
        while (reader.hasNext()) {
            switch (reader.next()) {
                case XMLStreamConstants.START_ELEMENT -> current = current.appendChild(element(reader, document));
                case XMLStreamConstants.END_ELEMENT -> current = current.getParentNode();
                case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE -> {
                    if (current != document) {
                        current.appendChild(document.createTextNode(reader.getText()));
                    }
                }
                case XMLStreamConstants.COMMENT -> current.appendChild(document.createComment(reader.getText()));
                case XMLStreamConstants.PROCESSING_INSTRUCTION -> instructions = true;
                case XMLStreamConstants.DTD -> throw new UnreadableXmlException("a DOCTYPE is not allowed");
                case XMLStreamConstants.ENTITY_REFERENCE -> throw new UnreadableXmlException(
                        "an entity reference is not allowed");
                default -> {
                    // START_DOCUMENT, END_DOCUMENT: nothing to build
                }
            }
        }
        if (document.getDocumentElement() == null) {
            throw new UnreadableXmlException("no root element");
        }
        return instructions;
    }

    private static Element element(XMLStreamReader reader, Document document) {
        Element element = document.createElementNS(
                emptyToNull(reader.getNamespaceURI()), qualified(reader.getPrefix(), reader.getLocalName()));
        for (int i = 0; i < reader.getNamespaceCount(); i++) {
            String prefix = reader.getNamespacePrefix(i);
            element.setAttributeNS(
                    XMLConstants.XMLNS_ATTRIBUTE_NS_URI,
                    prefix == null || prefix.isEmpty() ? "xmlns" : "xmlns:" + prefix,
                    reader.getNamespaceURI(i));
        }
        for (int i = 0; i < reader.getAttributeCount(); i++) {
            element.setAttributeNS(
                    emptyToNull(reader.getAttributeNamespace(i)),
                    qualified(reader.getAttributePrefix(i), reader.getAttributeLocalName(i)),
                    reader.getAttributeValue(i));
        }
        return element;
    }

    private static String qualified(String prefix, String localName) {
        return prefix == null || prefix.isEmpty() ? localName : prefix + ":" + localName;
    }

    private static String emptyToNull(String namespace) {
        return namespace == null || namespace.isEmpty() ? null : namespace;
    }

    private Document newDocument() {
        return documents.createDocument(null, null, null);
    }
}
