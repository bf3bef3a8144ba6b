package nl.opendk.ebms.protocol.codec;

import static nl.opendk.ebms.protocol.codec.EbmsNamespaces.DS;

import java.util.ArrayList;
import java.util.List;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import nl.opendk.ebms.protocol.message.SignedReference;

/**
 * Reads ds:Reference elements (XMLDSig §4.3.3): those of a ds:Signature's SignedInfo, and the copies a signed
 * Acknowledgment carries (ebMS 2.0 §6.3.2.4). Only what a receipt is compared on is kept: URI, DigestMethod and
 * DigestValue. Whether the signature verifies is the signature verifier's business, not this reader's.
 */
final class SignedReferenceReader {

    private SignedReferenceReader() {}

    /** From a ds:Signature's start: the references of its SignedInfo; the reader is left on its end tag. */
    static List<SignedReference> signature(XMLStreamReader reader) throws XMLStreamException {
        List<SignedReference> references = new ArrayList<>();
        while (XmlCursor.nextChild(reader)) {
            if (isDs(reader, "SignedInfo")) {
                while (XmlCursor.nextChild(reader)) {
                    if (isDs(reader, "Reference")) {
                        references.add(reference(reader));
                    } else {
                        XmlCursor.skipElement(reader);
                    }
                }
            } else {
                XmlCursor.skipElement(reader);
            }
        }
        return references;
    }

    /** From a ds:Reference's start; the reader is left on its end tag. */
    static SignedReference reference(XMLStreamReader reader) throws XMLStreamException {
        String uri = reader.getAttributeValue(null, "URI");
        String digestMethod = null;
        String digestValue = null;
        while (XmlCursor.nextChild(reader)) {
            if (isDs(reader, "DigestMethod")) {
                digestMethod = reader.getAttributeValue(null, "Algorithm");
                XmlCursor.skipElement(reader);
            } else if (isDs(reader, "DigestValue")) {
                digestValue = XmlCursor.text(reader).replaceAll("\\s", "");
            } else {
                XmlCursor.skipElement(reader);
            }
        }
        return new SignedReference(uri == null ? "" : uri, digestMethod, digestValue);
    }

    static boolean isDs(XMLStreamReader reader, String localName) {
        return DS.equals(reader.getNamespaceURI()) && localName.equals(reader.getLocalName());
    }
}
