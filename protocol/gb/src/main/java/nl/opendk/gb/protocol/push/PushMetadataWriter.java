package nl.opendk.gb.protocol.push;

import java.util.List;
import java.util.Objects;
import java.util.Set;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import nl.opendk.gb.protocol.GbErrorCode;
import nl.opendk.gb.protocol.metadata.ChecksumType;
import nl.opendk.gb.protocol.metadata.FileNames;
import nl.opendk.gb.protocol.metadata.GbNamespaces;
import nl.opendk.gb.protocol.metadata.GbXmlOutput;

/**
 * Writes push metadata (DK-GB 3.8.1 ch03, profile digikoppeling-gb-4.0) as documents of their own: the request a
 * sender sends after its PUT, and the receiver's response. Every fixed {@code type} attribute is written (§3.5 item
 * 6), and a checksum type as its schema token (SHA1, not SHA-1). Push has no lifetime, so no times.
 *
 * <p>Element order, as in gb-push-2020-09.xsd: compression, then content with filename, checksum, size, (response:
 * status, reason), and transport inside content with location first and the parts after it.
 *
 * <p>A request is only written when the schema takes it. A response echoes what the request said, also a
 * compression or checksum type the schema does not know: the status is what the sender needs to recover (GB018).
 */
public final class PushMetadataWriter {

    private static final GbXmlOutput XML = new GbXmlOutput(GbNamespaces.PUSH, GbNamespaces.PUSH_PROFILE);

    /** GB017: the compressions the schema names. */
    private static final Set<String> COMPRESSIONS = Set.of("NONE", "ZIP4J");

    public byte[] writeRequest(List<PushReference> references) {
        if (references.isEmpty()) {
            throw new IllegalArgumentException("a push request holds at least one data-reference-request (MD001)");
        }
        references.forEach(PushMetadataWriter::checkRequest);
        return XML.document("digikoppeling-external-data-references-request", xml -> {
            for (PushReference reference : references) {
                request(xml, reference);
            }
        });
    }

    /** The response, complete as ch03 asks: a status for every file and for every one of its parts. */
    public byte[] writeResponse(List<PushOutcome> outcomes) {
        if (outcomes.isEmpty()) {
            throw new IllegalArgumentException("a push response holds at least one data-reference-response");
        }
        outcomes.forEach(PushMetadataWriter::checkResponse);
        return XML.document("digikoppeling-external-data-references-response", xml -> {
            for (PushOutcome outcome : outcomes) {
                response(xml, outcome);
            }
        });
    }

    private static void checkRequest(PushReference reference) {
        if (!COMPRESSIONS.contains(reference.compression())) {
            throw new IllegalArgumentException(
                    "compression '" + reference.compression() + "' is not NONE or ZIP4J (GB017)");
        }
        checkFile(reference.filename(), reference.checksumType(), reference.checksum());
        for (PushPart part : reference.parts()) {
            checkFile(part.filename(), part.checksumType(), part.checksum());
        }
    }

    private static void checkFile(String filename, String checksumType, String checksum) {
        String problem = FileNames.pushProblem(filename);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        if (PushPart.parse(checksumType, checksum).isEmpty()) {
            throw new IllegalArgumentException("'" + checksum + "' is no " + checksumType + " checksum (MD006)");
        }
    }

    /** ch03: no part without a status, and no file OK while one of its parts is not. */
    private static void checkResponse(PushOutcome outcome) {
        List<PushPart> answered =
                outcome.parts().stream().map(PushOutcome.PartOutcome::part).toList();
        if (!answered.equals(outcome.reference().parts())) {
            throw new IllegalArgumentException("the response for "
                    + outcome.reference().filename() + " needs a status for every part of it, in its order (ch03)");
        }
        if (outcome.error() == null && !outcome.isOk()) {
            throw new IllegalArgumentException(
                    "the file " + outcome.reference().filename() + " cannot be OK while a part of it is not");
        }
    }

    private static void request(XMLStreamWriter xml, PushReference reference) throws XMLStreamException {
        XML.start(xml, "data-reference-request");
        head(xml, reference);
        file(xml, reference.filename(), reference.checksumType(), reference.checksum(), reference.size());
        transportStart(xml, reference);
        for (PushPart part : reference.parts()) {
            XML.start(xml, "part");
            file(xml, part.filename(), part.checksumType(), part.checksum(), part.size());
            xml.writeEndElement();
        }
        xml.writeEndElement(); // transport
        xml.writeEndElement(); // content
        xml.writeEndElement();
    }

    private static void response(XMLStreamWriter xml, PushOutcome outcome) throws XMLStreamException {
        PushReference reference = outcome.reference();
        XML.start(xml, "data-reference-response");
        head(xml, reference);
        file(xml, reference.filename(), reference.checksumType(), reference.checksum(), reference.size());
        status(xml, outcome.error(), outcome.reason());
        transportStart(xml, reference);
        for (PushOutcome.PartOutcome part : outcome.parts()) {
            PushPart file = part.part();
            XML.start(xml, "part");
            file(xml, file.filename(), file.checksumType(), file.checksum(), file.size());
            status(xml, part.error(), part.reason());
            xml.writeEndElement();
        }
        xml.writeEndElement(); // transport
        xml.writeEndElement(); // content
        xml.writeEndElement();
    }

    /** The contextId and compression, then opens content with its contentType: alike in request and response. */
    private static void head(XMLStreamWriter xml, PushReference reference) throws XMLStreamException {
        if (reference.contextId() != null) {
            xml.writeAttribute("contextId", reference.contextId());
        }
        XML.element(xml, "compression", null, Objects.toString(reference.compression(), ""));
        XML.start(xml, "content");
        xml.writeAttribute("contentType", reference.contentType());
    }

    private static void file(XMLStreamWriter xml, String filename, String checksumType, String checksum, long size)
            throws XMLStreamException {
        XML.element(xml, "filename", null, filename);
        String token =
                ChecksumType.ofToken(checksumType).map(ChecksumType::name).orElse(Objects.toString(checksumType, ""));
        XML.element(xml, "checksum", token, Objects.toString(checksum, ""));
        XML.element(xml, "size", null, Long.toString(size));
    }

    private static void status(XMLStreamWriter xml, GbErrorCode error, String reason) throws XMLStreamException {
        XML.element(xml, "status", null, PushOutcome.status(error));
        if (reason != null) {
            XML.element(xml, "reason", null, reason);
        }
    }

    /** Opens transport (inside content, as push has it) and writes the location; the parts follow it. */
    private static void transportStart(XMLStreamWriter xml, PushReference reference) throws XMLStreamException {
        XML.start(xml, "transport");
        XML.start(xml, "location");
        XML.element(xml, "receiverUrl", "xs:anyURI", reference.receiverUrl().toString());
        xml.writeEndElement();
    }
}
