package nl.opendk.gb.protocol.metadata;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Writes pull metadata (DK-GB 3.8.1 ch03, profile digikoppeling-gb-1.0) as a document of its own, valid against
 * the pull schema: every fixed {@code type} attribute is written (the schema requires them), times in UTC with a Z.
 */
public final class MetadataWriter {

    private static final GbXmlOutput XML = new GbXmlOutput(GbNamespaces.PULL, GbNamespaces.PULL_PROFILE);

    public byte[] write(List<DataReference> references) {
        if (references.isEmpty()) {
            throw new IllegalArgumentException("metadata holds at least one data-reference (MD001)");
        }
        return XML.document("digikoppeling-external-data-references", xml -> {
            for (DataReference reference : references) {
                write(xml, reference);
            }
        });
    }

    private static void write(XMLStreamWriter xml, DataReference reference) throws XMLStreamException {
        String problem = FileNames.problem(reference.filename());
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        XML.start(xml, "data-reference");
        if (reference.contextId() != null) {
            xml.writeAttribute("contextId", reference.contextId());
        }
        XML.start(xml, "lifetime");
        time(xml, "creationTime", reference.creationTime());
        time(xml, "expirationTime", reference.expirationTime());
        xml.writeEndElement();
        XML.start(xml, "content");
        xml.writeAttribute("contentType", reference.contentType());
        XML.element(xml, "filename", null, reference.filename());
        XML.element(
                xml,
                "checksum",
                reference.checksum().type().name(),
                reference.checksum().hex());
        XML.element(xml, "size", null, Long.toString(reference.size()));
        xml.writeEndElement();
        XML.start(xml, "transport");
        XML.start(xml, "location");
        XML.element(xml, "senderUrl", "xs:anyURI", reference.senderUrl().toString());
        xml.writeEndElement();
        xml.writeEndElement();
        xml.writeEndElement();
    }

    private static void time(XMLStreamWriter xml, String name, Instant time) throws XMLStreamException {
        if (time != null) {
            XML.element(
                    xml,
                    name,
                    "xs:dateTime",
                    time.truncatedTo(ChronoUnit.MILLIS).toString());
        }
    }
}
