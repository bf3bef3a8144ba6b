package nl.opendk.ebms.protocol.codec;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.Service;

/** Reads eb:MessageHeader (ebMS 2.0 §3.1) into the model; children may come in any order, absent ones are null. */
final class MessageHeaderReader {

    private MessageHeaderReader() {}

    static MessageHeader read(XMLStreamReader reader) throws XMLStreamException {
        Fields fields = new Fields();
        fields.version = XmlCursor.ebAttribute(reader, "version");
        fields.mustUnderstand = XmlCursor.soapAttribute(reader, "mustUnderstand");
        while (XmlCursor.nextChild(reader)) {
            if (!EbmsNamespaces.EB.equals(reader.getNamespaceURI())) {
                XmlCursor.skipElement(reader);
                continue;
            }
            readChild(reader, fields);
        }
        return fields.build();
    }

    private static void readChild(XMLStreamReader reader, Fields fields) throws XMLStreamException {
        switch (reader.getLocalName()) {
            case "From" -> fields.from = readParty(reader);
            case "To" -> fields.to = readParty(reader);
            case "CPAId" -> fields.cpaId = XmlCursor.text(reader);
            case "ConversationId" -> fields.conversationId = XmlCursor.text(reader);
            case "Service" -> {
                String type = XmlCursor.ebAttribute(reader, "type");
                fields.service = new Service(type, XmlCursor.text(reader));
            }
            case "Action" -> fields.action = XmlCursor.text(reader);
            case "MessageData" -> readMessageData(reader, fields);
            case "DuplicateElimination" -> {
                fields.duplicateElimination = true;
                XmlCursor.skipElement(reader);
            }
            default -> XmlCursor.skipElement(reader);
        }
    }

    /** ebMS 2.0 §3.1.1: PartyId+ and an optional Role. */
    static Party readParty(XMLStreamReader reader) throws XMLStreamException {
        List<PartyId> partyIds = new ArrayList<>(1);
        String role = null;
        while (XmlCursor.nextChild(reader)) {
            if (XmlCursor.isEb(reader, "PartyId")) {
                String type = XmlCursor.ebAttribute(reader, "type");
                partyIds.add(new PartyId(type, XmlCursor.text(reader)));
            } else if (XmlCursor.isEb(reader, "Role")) {
                role = XmlCursor.text(reader);
            } else {
                XmlCursor.skipElement(reader);
            }
        }
        return new Party(partyIds, role);
    }

    /** ebMS 2.0 §3.1.6: MessageId, Timestamp, RefToMessageId?, TimeToLive?. */
    private static void readMessageData(XMLStreamReader reader, Fields fields) throws XMLStreamException {
        while (XmlCursor.nextChild(reader)) {
            if (!EbmsNamespaces.EB.equals(reader.getNamespaceURI())) {
                XmlCursor.skipElement(reader);
                continue;
            }
            switch (reader.getLocalName()) {
                case "MessageId" -> fields.messageId = XmlCursor.text(reader);
                case "Timestamp" -> fields.timestampText = XmlCursor.text(reader);
                case "RefToMessageId" -> fields.refToMessageId = XmlCursor.text(reader);
                case "TimeToLive" -> fields.timeToLiveText = XmlCursor.text(reader);
                default -> XmlCursor.skipElement(reader);
            }
        }
    }

    private static final class Fields {
        private String version;
        private String mustUnderstand;
        private Party from;
        private Party to;
        private String cpaId;
        private String conversationId;
        private Service service;
        private String action;
        private String messageId;
        private String timestampText;
        private String refToMessageId;
        private String timeToLiveText;
        private boolean duplicateElimination;

        private MessageHeader build() {
            Instant timestamp = Timestamps.parse(timestampText);
            Instant timeToLive = Timestamps.parse(timeToLiveText);
            return new MessageHeader(
                    version,
                    mustUnderstand,
                    from,
                    to,
                    cpaId,
                    conversationId,
                    service,
                    action,
                    messageId,
                    timestampText,
                    timestamp,
                    refToMessageId,
                    timeToLiveText,
                    timeToLive,
                    duplicateElimination);
        }
    }
}
