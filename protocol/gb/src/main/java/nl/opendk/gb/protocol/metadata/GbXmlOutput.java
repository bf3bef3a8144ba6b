package nl.opendk.gb.protocol.metadata;

import java.io.ByteArrayOutputStream;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Writes a GB metadata document of one schema (DK-GB 3.8.1 ch05): the root with its {@code profile}, and elements in
 * the schema's namespace under the prefix {@code gb}. Shared by the pull and the push writers.
 */
public final class GbXmlOutput {

    private static final String PREFIX = "gb";

    private final XMLOutputFactory factory = XMLOutputFactory.newFactory();
    private final String namespace;
    private final String profile;

    public GbXmlOutput(String namespace, String profile) {
        this.namespace = namespace;
        this.profile = profile;
    }

    /** What goes inside the root element. */
    @FunctionalInterface
    public interface Body {
        void write(XMLStreamWriter xml) throws XMLStreamException;
    }

    /** The document, UTF-8: the root element of that name, with the schema's profile, holding the body. */
    public byte[] document(String root, Body body) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            XMLStreamWriter xml = factory.createXMLStreamWriter(out, "UTF-8");
            xml.writeStartDocument("UTF-8", "1.0");
            xml.setPrefix(PREFIX, namespace);
            xml.writeStartElement(PREFIX, root, namespace);
            xml.writeNamespace(PREFIX, namespace);
            xml.writeAttribute("profile", profile);
            body.write(xml);
            xml.writeEndElement();
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("writing to memory does not fail", e);
        }
        return out.toByteArray();
    }

    /** Opens an element of the schema; the caller closes it. */
    public void start(XMLStreamWriter xml, String name) throws XMLStreamException {
        xml.writeStartElement(PREFIX, name, namespace);
    }

    /** An element of text, with its {@code type} attribute when given. */
    public void element(XMLStreamWriter xml, String name, String type, String text) throws XMLStreamException {
        start(xml, name);
        if (type != null) {
            xml.writeAttribute("type", type);
        }
        xml.writeCharacters(text);
        xml.writeEndElement();
    }
}
