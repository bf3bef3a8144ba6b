package nl.opendk.ebms.perf.traffic;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads an adapter's answer body: is it a SOAP 1.1 envelope, and which SOAP Fault (faultcode, faultstring) or ebMS
 * ErrorList (each Error's errorCode and location, ebMS 2.0 §4.2.3.4) does it carry. Anything that does not parse as
 * XML with a SOAP Envelope root counts as not SOAP. DTDs and external entities are off: answers are untrusted too.
 */
public final class AnswerReader {

    static final String SOAP_NS = "http://schemas.xmlsoap.org/soap/envelope/";

    private final XMLInputFactory factory;

    public AnswerReader() {
        factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
    }

    public AnswerBody read(byte[] body) {
        if (body == null || body.length == 0) {
            return AnswerBody.EMPTY;
        }
        try {
            XMLStreamReader reader = factory.createXMLStreamReader(new ByteArrayInputStream(body));
            try {
                return read(reader);
            } finally {
                reader.close();
            }
        } catch (XMLStreamException | RuntimeException e) {
            return new AnswerBody(true, false, null, null, List.of());
        }
    }

    private static AnswerBody read(XMLStreamReader reader) throws XMLStreamException {
        reader.nextTag();
        if (!"Envelope".equals(reader.getLocalName()) || !SOAP_NS.equals(reader.getNamespaceURI())) {
            return new AnswerBody(true, false, null, null, List.of());
        }
        String faultCode = null;
        String faultString = null;
        List<String> errors = new ArrayList<>();
        while (reader.hasNext()) {
            if (reader.next() != XMLStreamConstants.START_ELEMENT) {
                continue;
            }
            switch (reader.getLocalName()) {
                case "faultcode" -> faultCode =
                        withoutPrefix(reader.getElementText().trim());
                case "faultstring" -> faultString = reader.getElementText().trim();
                case "Error" -> errors.add(error(reader));
                default -> {
                    // other elements carry nothing the reports group by
                }
            }
        }
        return new AnswerBody(true, true, faultCode, faultString, errors);
    }

    private static String error(XMLStreamReader reader) {
        String code = attribute(reader, "errorCode");
        String location = attribute(reader, "location");
        return (code == null ? "(no errorCode)" : code) + " at " + (location == null ? "(no location)" : location);
    }

    /** By local name: the ErrorList's attributes are eb-qualified, but a sloppy writer might leave the prefix off. */
    private static String attribute(XMLStreamReader reader, String localName) {
        for (int i = 0; i < reader.getAttributeCount(); i++) {
            if (localName.equals(reader.getAttributeLocalName(i))) {
                return reader.getAttributeValue(i);
            }
        }
        return null;
    }

    private static String withoutPrefix(String qualifiedName) {
        int colon = qualifiedName.indexOf(':');
        return colon < 0 ? qualifiedName : qualifiedName.substring(colon + 1);
    }
}
