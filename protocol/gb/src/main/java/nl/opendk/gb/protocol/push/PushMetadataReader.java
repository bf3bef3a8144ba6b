package nl.opendk.gb.protocol.push;

import com.ctc.wstx.api.WstxInputProperties;
import com.ctc.wstx.stax.WstxInputFactory;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLResolver;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import nl.opendk.gb.protocol.GbErrorCode;
import nl.opendk.gb.protocol.GbFinding;
import nl.opendk.gb.protocol.metadata.GbNamespaces;
import org.codehaus.stax2.XMLInputFactory2;

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

    private static final byte[] PUSH_NAMESPACE = GbNamespaces.PUSH.getBytes(StandardCharsets.US_ASCII);

    private final XMLInputFactory factory;

    public PushMetadataReader() {
        WstxInputFactory wstx = new WstxInputFactory();
        wstx.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        wstx.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        wstx.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
        wstx.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
        wstx.setProperty(XMLInputFactory.IS_COALESCING, true);
        wstx.setProperty(XMLInputFactory2.P_LAZY_PARSING, false);
        wstx.setProperty(XMLInputFactory.RESOLVER, (XMLResolver) (publicId, systemId, base, namespace) -> {
            throw new XMLStreamException("external resources are not resolved");
        });
        wstx.setProperty(WstxInputProperties.P_MAX_ELEMENT_DEPTH, 100);
        this.factory = wstx;
    }

    /**
     * Whether the bytes may hold push metadata: they name its namespace. A cheap test that spares every other payload
     * the XML parse; the namespace URI is ASCII, and GB metadata is UTF-8 or a superset of ASCII.
     */
    public static boolean mentionsPushNamespace(byte[] payload) {
        outer:
        for (int i = 0; i <= payload.length - PUSH_NAMESPACE.length; i++) {
            for (int j = 0; j < PUSH_NAMESPACE.length; j++) {
                if (payload[i + j] != PUSH_NAMESPACE[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
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
            List<PushElement> requests = elements(payload, "data-reference-request");
            for (int i = 0; i < requests.size(); i++) {
                new PushRequestCheck(i + 1, findings).check(requests.get(i)).ifPresent(references::add);
            }
        } catch (XMLStreamException e) {
            findings.add(new GbFinding(GbErrorCode.METADATA_INVALID, "payload", "not well-formed: " + e.getMessage()));
        }
        return new PushReading(references, findings);
    }

    /**
     * The sender's side (GB018): the outcome of every file a push response reports, in its order; empty when the
     * payload holds no push response.
     *
     * @throws IllegalArgumentException when the response is not well-formed, or not complete enough to act on
     */
    public List<PushOutcome> readResponse(byte[] payload) {
        List<PushElement> responses;
        try {
            responses = elements(payload, "data-reference-response");
        } catch (XMLStreamException e) {
            throw new IllegalArgumentException("the push response is not well-formed: " + e.getMessage(), e);
        }
        List<PushOutcome> outcomes = new ArrayList<>();
        for (int i = 0; i < responses.size(); i++) {
            outcomes.add(PushResponseParser.outcome(responses.get(i), i + 1));
        }
        return outcomes;
    }

    /** Every element of the name in the push namespace, wherever it sits in the payload. */
    private List<PushElement> elements(byte[] payload, String localName) throws XMLStreamException {
        List<PushElement> found = new ArrayList<>();
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
                    found.add(PushElement.read(reader));
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
