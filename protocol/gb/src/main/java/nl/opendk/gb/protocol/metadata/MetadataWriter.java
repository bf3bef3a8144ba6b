package nl.opendk.gb.protocol.metadata;

import java.io.ByteArrayOutputStream;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Writes pull metadata (DK-GB 3.8.1 ch03, profile digikoppeling-gb-1.0) as a document of its own, valid against
 * the pull schema: every fixed {@code type} attribute is written (the schema requires them), times in UTC with a Z.
 */
public final class MetadataWriter {

    private static final String PREFIX = "gb";

    private final XMLOutputFactory factory = XMLOutputFactory.newFactory();

    public byte[] write(List<DataReference> references) {
        if (references.isEmpty()) {
            throw new IllegalArgumentException("metadata holds at least one data-reference (MD001)");
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            XMLStreamWriter xml = factory.createXMLStreamWriter(out, "UTF-8");
            xml.writeStartDocument("UTF-8", "1.0");
            xml.setPrefix(PREFIX, GbNamespaces.PULL);
            xml.writeStartElement(PREFIX, "digikoppeling-external-data-references", GbNamespaces.PULL);
            xml.writeNamespace(PREFIX, GbNamespaces.PULL);
            xml.writeAttribute("profile", GbNamespaces.PULL_PROFILE);
            for (DataReference reference : references) {
                write(xml, reference);
            }
            xml.writeEndElement();
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("writing to memory does not fail", e);
        }
        return out.toByteArray();
    }

    private static void write(XMLStreamWriter xml, DataReference reference) throws XMLStreamException {
        String problem = FileNames.problem(reference.filename());
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        xml.writeStartElement(PREFIX, "data-reference", GbNamespaces.PULL);
        if (reference.contextId() != null) {
            xml.writeAttribute("contextId", reference.contextId());
        }
        xml.writeStartElement(PREFIX, "lifetime", GbNamespaces.PULL);
        time(xml, "creationTime", reference.creationTime());
        time(xml, "expirationTime", reference.expirationTime());
        xml.writeEndElement();
        xml.writeStartElement(PREFIX, "content", GbNamespaces.PULL);
        xml.writeAttribute("contentType", reference.contentType());
        element(xml, "filename", null, reference.filename());
        element(
                xml,
                "checksum",
                reference.checksum().type().name(),
                reference.checksum().hex());
        element(xml, "size", null, Long.toString(reference.size()));
        xml.writeEndElement();
        xml.writeStartElement(PREFIX, "transport", GbNamespaces.PULL);
        xml.writeStartElement(PREFIX, "location", GbNamespaces.PULL);
        element(xml, "senderUrl", "xs:anyURI", reference.senderUrl().toString());
        xml.writeEndElement();
        xml.writeEndElement();
        xml.writeEndElement();
    }

    private static void time(XMLStreamWriter xml, String name, Instant time) throws XMLStreamException {
        if (time != null) {
            element(
                    xml,
                    name,
                    "xs:dateTime",
                    time.truncatedTo(ChronoUnit.MILLIS).toString());
        }
    }

    private static void element(XMLStreamWriter xml, String name, String type, String text) throws XMLStreamException {
        xml.writeStartElement(PREFIX, name, GbNamespaces.PULL);
        if (type != null) {
            xml.writeAttribute("type", type);
        }
        xml.writeCharacters(text);
        xml.writeEndElement();
    }
}
