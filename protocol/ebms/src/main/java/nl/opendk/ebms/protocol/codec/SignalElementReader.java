package nl.opendk.ebms.protocol.codec;

import java.util.ArrayList;
import java.util.List;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.Severity;
import nl.opendk.ebms.protocol.message.Acknowledgment;
import nl.opendk.ebms.protocol.message.ErrorList;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.SignedReference;
import nl.opendk.ebms.protocol.message.StatusResponse;

/** Reads the signal elements a peer sends: Acknowledgment, ErrorList, StatusResponse (ebMS 2.0 §6.3.2, §4.2, §7). */
final class SignalElementReader {

    private SignalElementReader() {}

    static Acknowledgment acknowledgment(XMLStreamReader reader) throws XMLStreamException {
        String timestamp = null;
        String refToMessageId = null;
        Party from = null;
        List<SignedReference> references = new ArrayList<>();
        while (XmlCursor.nextChild(reader)) {
            if (SignedReferenceReader.isDs(reader, "Reference")) {
                references.add(SignedReferenceReader.reference(reader));
            } else if (XmlCursor.isEb(reader, "Timestamp")) {
                timestamp = XmlCursor.text(reader);
            } else if (XmlCursor.isEb(reader, "RefToMessageId")) {
                refToMessageId = XmlCursor.text(reader);
            } else if (XmlCursor.isEb(reader, "From")) {
                from = MessageHeaderReader.readParty(reader);
            } else {
                XmlCursor.skipElement(reader);
            }
        }
        return new Acknowledgment(timestamp, refToMessageId, from, references);
    }

    static ErrorList errorList(XMLStreamReader reader) throws XMLStreamException {
        String highestSeverity = XmlCursor.ebAttribute(reader, "highestSeverity");
        List<EbmsError> errors = new ArrayList<>();
        while (XmlCursor.nextChild(reader)) {
            if (XmlCursor.isEb(reader, "Error")) {
                errors.add(error(reader));
            } else {
                XmlCursor.skipElement(reader);
            }
        }
        return new ErrorList(highestSeverity, errors);
    }

    private static EbmsError error(XMLStreamReader reader) throws XMLStreamException {
        EbmsErrorCode code = EbmsErrorCode.fromWire(XmlCursor.ebAttribute(reader, "errorCode"));
        String severityText = XmlCursor.ebAttribute(reader, "severity");
        Severity severity = Severity.WARNING.wireValue().equals(severityText) ? Severity.WARNING : Severity.ERROR;
        String location = XmlCursor.ebAttribute(reader, "location");
        String description = "";
        while (XmlCursor.nextChild(reader)) {
            if (XmlCursor.isEb(reader, "Description")) {
                description = XmlCursor.text(reader);
            } else {
                XmlCursor.skipElement(reader);
            }
        }
        return new EbmsError(code, severity, location, description);
    }

    static StatusResponse statusResponse(XMLStreamReader reader) throws XMLStreamException {
        String messageStatus = XmlCursor.ebAttribute(reader, "messageStatus");
        String refToMessageId = null;
        String timestamp = null;
        while (XmlCursor.nextChild(reader)) {
            if (XmlCursor.isEb(reader, "RefToMessageId")) {
                refToMessageId = XmlCursor.text(reader);
            } else if (XmlCursor.isEb(reader, "Timestamp")) {
                timestamp = XmlCursor.text(reader);
            } else {
                XmlCursor.skipElement(reader);
            }
        }
        return new StatusResponse(messageStatus, refToMessageId, timestamp);
    }

    /** The text of the first eb child with this name; consumes the current element whole. */
    static String childText(XMLStreamReader reader, String localName) throws XMLStreamException {
        String value = null;
        while (XmlCursor.nextChild(reader)) {
            if (value == null && XmlCursor.isEb(reader, localName)) {
                value = XmlCursor.text(reader);
            } else {
                XmlCursor.skipElement(reader);
            }
        }
        return value;
    }
}
