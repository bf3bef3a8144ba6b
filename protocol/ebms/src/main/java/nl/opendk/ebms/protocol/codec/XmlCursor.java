package nl.opendk.ebms.protocol.codec;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Moves a StAX reader element by element. Convention: a reader positioned on an element's start (just entered)
 * or on the end of its previous child; {@link #nextChild} moves to the next child start or to the parent's end.
 */
final class XmlCursor {

    private XmlCursor() {}

    /** Advances to the next child element; false when the parent element ends (reader left on its end tag). */
    static boolean nextChild(XMLStreamReader reader) throws XMLStreamException {
        while (reader.hasNext()) {
            int event = reader.next();
            if (event == XMLStreamConstants.START_ELEMENT) {
                return true;
            }
            if (event == XMLStreamConstants.END_ELEMENT) {
                return false;
            }
        }
        return false;
    }

    /** From an element's start, consumes it whole; the reader is left on its end tag. */
    static void skipElement(XMLStreamReader reader) throws XMLStreamException {
        int depth = 1;
        while (depth > 0 && reader.hasNext()) {
            int event = reader.next();
            if (event == XMLStreamConstants.START_ELEMENT) {
                depth++;
            } else if (event == XMLStreamConstants.END_ELEMENT) {
                depth--;
            }
        }
    }

    /**
     * From an element's start, its text content trimmed (child elements are skipped: they are a schema error the
     * checks see as a wrong value, not a reason to refuse the whole envelope); the reader is left on its end tag.
     */
    static String text(XMLStreamReader reader) throws XMLStreamException {
        StringBuilder text = null;
        while (reader.hasNext()) {
            int event = reader.next();
            switch (event) {
                case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE -> {
                    if (text == null) {
                        text = new StringBuilder();
                    }
                    text.append(reader.getTextCharacters(), reader.getTextStart(), reader.getTextLength());
                }
                case XMLStreamConstants.START_ELEMENT -> skipElement(reader);
                case XMLStreamConstants.END_ELEMENT -> {
                    return text == null ? "" : text.toString().strip();
                }
                default -> {
                    // comments and processing instructions carry no value
                }
            }
        }
        return text == null ? "" : text.toString().strip();
    }

    /**
     * An eb: attribute. The schema qualifies them (attributeFormDefault="qualified", digest §2.1); some senders
     * write them unqualified, which is accepted rather than refusing an otherwise sound message.
     */
    static String ebAttribute(XMLStreamReader reader, String localName) {
        String qualified = reader.getAttributeValue(EbmsNamespaces.EB, localName);
        return qualified != null ? qualified : unqualifiedAttribute(reader, localName);
    }

    static String soapAttribute(XMLStreamReader reader, String localName) {
        return reader.getAttributeValue(EbmsNamespaces.SOAP, localName);
    }

    private static String unqualifiedAttribute(XMLStreamReader reader, String localName) {
        for (int i = 0; i < reader.getAttributeCount(); i++) {
            String namespace = reader.getAttributeNamespace(i);
            if ((namespace == null || namespace.isEmpty()) && localName.equals(reader.getAttributeLocalName(i))) {
                return reader.getAttributeValue(i);
            }
        }
        return null;
    }

    static boolean isEb(XMLStreamReader reader, String localName) {
        return EbmsNamespaces.EB.equals(reader.getNamespaceURI()) && localName.equals(reader.getLocalName());
    }
}
