package nl.opendk.gb.protocol.push;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import nl.opendk.gb.protocol.GbErrorCode;
import nl.opendk.gb.protocol.GbFinding;
import nl.opendk.gb.protocol.metadata.GbElement;
import nl.opendk.gb.protocol.metadata.GbNamespaces;
import nl.opendk.gb.protocol.metadata.GbXmlInput;

/**
 * Finds and checks push metadata (DK-GB 3.8.1 ch03, profile digikoppeling-gb-4.0) in a payload, as the pull
 * {@code MetadataReader} does for pull. The data-reference-request elements may be the whole payload or sit anywhere
 * inside a larger business document (DK-BP-GB "Metadata als deel van een bericht"; MD001 allows several per message),
 * so every one in the push namespace is read, wherever it is, and every finding is kept rather than stopping at the
 * first. The sender reads the receiver's push response back with {@link #readResponse}.
 *
 * <p>One streaming pass without DTDs or external entities; a payload is at most the inline limit (20 MiB).
 */
public final class PushMetadataReader {

    private final XMLInputFactory factory;

    public PushMetadataReader() {
        this.factory = GbXmlInput.factory();
    }

    /**
     * Whether the bytes may hold push metadata: they name its namespace. A cheap test that spares every other payload
     * the XML parse; the namespace URI is ASCII, and GB metadata is UTF-8 or a superset of ASCII.
     */
    public static boolean mentionsPushNamespace(byte[] payload) {
        return GbNamespaces.mentions(payload, GbNamespaces.PUSH);
    }

    /**
     * The receiver's side: the requests that can be answered, and the findings of those that cannot. A payload that is
     * not well-formed gives one METADATA_INVALID finding and no references, since a document cut short may have lost
     * part of what it said (MD001).
     */
    public PushReading read(byte[] payload) {
        List<PushReference> references = new ArrayList<>();
        List<GbFinding> findings = new ArrayList<>();
        try {
            List<GbElement> requests = elements(payload, "data-reference-request");
            for (int i = 0; i < requests.size(); i++) {
                new PushRequestCheck(i + 1, findings).check(requests.get(i)).ifPresent(references::add);
            }
        } catch (XMLStreamException e) {
            findings.add(new GbFinding(GbErrorCode.METADATA_INVALID, "payload", "not well-formed: " + e.getMessage()));
        }
        return new PushReading(references, findings);
    }

    /**
     * The sender's side (GB018): the outcome of every file a push response reports completely, in its order, and why
     * the others cannot be acted on (ch03 wants the response complete); nothing when the payload holds no push
     * response.
     *
     * @throws IllegalArgumentException when the response is not well-formed: then nothing in it can be trusted
     */
    public PushResponseReading readResponse(byte[] payload) {
        List<GbElement> responses;
        try {
            responses = elements(payload, "data-reference-response");
        } catch (XMLStreamException e) {
            throw new IllegalArgumentException("the push response is not well-formed: " + e.getMessage(), e);
        }
        List<PushOutcome> outcomes = new ArrayList<>();
        List<String> incomplete = new ArrayList<>();
        for (int i = 0; i < responses.size(); i++) {
            try {
                outcomes.add(PushResponseParser.outcome(responses.get(i), i + 1));
            } catch (IllegalArgumentException e) {
                incomplete.add(e.getMessage());
            }
        }
        return new PushResponseReading(outcomes, incomplete);
    }

    /** Every element of the name in the push namespace, wherever it sits in the payload. */
    private List<GbElement> elements(byte[] payload, String localName) throws XMLStreamException {
        List<GbElement> found = new ArrayList<>();
        if (!mentionsPushNamespace(payload)) {
            return found;
        }
        XMLStreamReader reader = factory.createXMLStreamReader(new ByteArrayInputStream(payload));
        try {
            while (reader.hasNext()) {
                int event = reader.next();
                if (event == XMLStreamConstants.DTD || event == XMLStreamConstants.ENTITY_REFERENCE) {
                    // metadata never needs them, and they are the door to entity expansion and XXE
                    throw new XMLStreamException("a DOCTYPE or entity reference is not allowed");
                }
                if (event == XMLStreamConstants.START_ELEMENT
                        && GbNamespaces.PUSH.equals(reader.getNamespaceURI())
                        && localName.equals(reader.getLocalName())) {
                    found.add(GbElement.read(reader, GbNamespaces.PUSH));
                }
            }
        } finally {
            close(reader);
        }
        return found;
    }

    private static void close(XMLStreamReader reader) {
        try {
            reader.close();
        } catch (XMLStreamException e) {
            // nothing is left to release: the input is a byte array
        }
    }
}
