package nl.opendk.ebms.protocol.codec;

import static nl.opendk.ebms.protocol.codec.EbmsNamespaces.DS;
import static nl.opendk.ebms.protocol.codec.EbmsNamespaces.EB;
import static nl.opendk.ebms.protocol.codec.EbmsNamespaces.SOAP;
import static nl.opendk.ebms.protocol.codec.EbmsNamespaces.SOAP_12;

import java.util.ArrayList;
import java.util.List;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.SoapFault;
import nl.opendk.ebms.protocol.error.SoapFault.FaultCode;
import nl.opendk.ebms.protocol.error.SoapFaultException;
import nl.opendk.ebms.protocol.message.AckRequested;
import nl.opendk.ebms.protocol.message.EbmsEnvelope;
import nl.opendk.ebms.protocol.message.Manifest;
import nl.opendk.ebms.protocol.message.ManifestReference;
import nl.opendk.ebms.protocol.message.StatusRequest;
import nl.opendk.ebms.protocol.message.StatusResponse;
import nl.opendk.ebms.protocol.message.SyncReply;

/**
 * Reads the ebMS content of a SOAP 1.1 envelope in one streaming pass. It records what is there and leaves the
 * judging to the header checks; it only refuses what is not a SOAP 1.1 envelope at all (SOAP 1.1 §4), with a
 * fault: not well-formed, a DOCTYPE (never needed, and the door to entity attacks), over a limit, the wrong
 * envelope, or a mandatory header it does not understand (SOAP 1.1 §4.2.3).
 */
public final class EnvelopeReader {

    private final XmlInput xmlInput;

    public EnvelopeReader(DecodingLimits limits) {
        this.xmlInput = new XmlInput(limits);
    }

    public EbmsEnvelope read(byte[] bytes, int offset, int length) {
        try {
            XMLStreamReader reader = xmlInput.open(bytes, offset, length);
            try {
                return readDocument(reader);
            } finally {
                reader.close();
            }
        } catch (XMLStreamException e) {
            throw fault(FaultCode.CLIENT, "envelope is not well-formed XML within the limits: " + firstLine(e));
        }
    }

    private EbmsEnvelope readDocument(XMLStreamReader reader) throws XMLStreamException {
        moveToRoot(reader);
        String namespace = reader.getNamespaceURI();
        if (SOAP_12.equals(namespace) && "Envelope".equals(reader.getLocalName())) {
            throw fault(FaultCode.VERSION_MISMATCH, "SOAP 1.2 envelope; ebMS 2.0 uses SOAP 1.1");
        }
        if (!SOAP.equals(namespace) || !"Envelope".equals(reader.getLocalName())) {
            throw fault(FaultCode.CLIENT, "root element is not a SOAP 1.1 Envelope");
        }
        EnvelopeBuilder envelope = new EnvelopeBuilder();
        boolean sawBody = false;
        while (XmlCursor.nextChild(reader)) {
            if (isSoap(reader, "Header") && !sawBody) {
                readHeader(reader, envelope);
            } else if (isSoap(reader, "Body")) {
                readBody(reader, envelope);
                sawBody = true;
            } else {
                XmlCursor.skipElement(reader);
            }
        }
        if (!sawBody) {
            throw fault(FaultCode.CLIENT, "SOAP Envelope has no Body");
        }
        return envelope.build();
    }

    private static void moveToRoot(XMLStreamReader reader) throws XMLStreamException {
        while (reader.hasNext()) {
            int event = reader.next();
            if (event == XMLStreamConstants.DTD) {
                throw fault(FaultCode.CLIENT, "DOCTYPE is not allowed in an ebMS message");
            }
            if (event == XMLStreamConstants.START_ELEMENT) {
                return;
            }
        }
        throw fault(FaultCode.CLIENT, "no XML element found");
    }

    private void readHeader(XMLStreamReader reader, EnvelopeBuilder envelope) throws XMLStreamException {
        while (XmlCursor.nextChild(reader)) {
            String namespace = reader.getNamespaceURI();
            String name = reader.getLocalName();
            if (EB.equals(namespace)) {
                readEbmsHeaderElement(reader, name, envelope);
            } else if (DS.equals(namespace) && "Signature".equals(name)) {
                envelope.signed = true;
                envelope.signedReferences = SignedReferenceReader.signature(reader);
            } else {
                refuseUnderstoodMandatory(reader);
                envelope.unknownHeaders.add("{" + namespace + "}" + name);
                XmlCursor.skipElement(reader);
            }
        }
    }

    private void readEbmsHeaderElement(XMLStreamReader reader, String name, EnvelopeBuilder envelope)
            throws XMLStreamException {
        switch (name) {
            case "MessageHeader" -> envelope.messageHeader = MessageHeaderReader.read(reader);
            case "AckRequested" -> envelope.ackRequested = new AckRequested(
                    XmlCursor.ebAttribute(reader, "version"), XmlCursor.soapAttribute(reader, "mustUnderstand"),
                    XmlCursor.soapAttribute(reader, "actor"), isTrue(XmlCursor.ebAttribute(reader, "signed")));
            case "SyncReply" -> envelope.syncReply = new SyncReply(
                    XmlCursor.ebAttribute(reader, "version"),
                    XmlCursor.soapAttribute(reader, "mustUnderstand"),
                    XmlCursor.soapAttribute(reader, "actor"));
            case "MessageOrder" -> envelope.messageOrder = true;
            case "Acknowledgment" -> {
                envelope.acknowledgment = SignalElementReader.acknowledgment(reader);
                return;
            }
            case "ErrorList" -> {
                envelope.errorList = SignalElementReader.errorList(reader);
                return;
            }
            default -> {
                refuseUnderstoodMandatory(reader);
                envelope.unknownHeaders.add("{" + EB + "}" + name);
            }
        }
        if (reader.isStartElement()) {
            XmlCursor.skipElement(reader);
        }
    }

    private void readBody(XMLStreamReader reader, EnvelopeBuilder envelope) throws XMLStreamException {
        while (XmlCursor.nextChild(reader)) {
            if (EB.equals(reader.getNamespaceURI())) {
                switch (reader.getLocalName()) {
                    case "Manifest" -> {
                        envelope.manifest = readManifest(reader);
                        continue;
                    }
                    case "StatusRequest" -> {
                        envelope.statusRequest =
                                new StatusRequest(SignalElementReader.childText(reader, "RefToMessageId"));
                        continue;
                    }
                    case "StatusResponse" -> {
                        envelope.statusResponse = SignalElementReader.statusResponse(reader);
                        continue;
                    }
                    default -> {
                        // other body content is not ebMS's business (§2.3.1); it is kept in the stored envelope
                    }
                }
            }
            XmlCursor.skipElement(reader);
        }
    }

    private static Manifest readManifest(XMLStreamReader reader) throws XMLStreamException {
        String version = XmlCursor.ebAttribute(reader, "version");
        List<ManifestReference> references = new ArrayList<>();
        while (XmlCursor.nextChild(reader)) {
            if (EB.equals(reader.getNamespaceURI()) && "Reference".equals(reader.getLocalName())) {
                references.add(new ManifestReference(reader.getAttributeValue(EbmsNamespaces.XLINK, "href")));
            }
            XmlCursor.skipElement(reader);
        }
        return new Manifest(version, references);
    }

    /**
     * SOAP 1.1 §4.2.3: a header meant for us (no actor, or actor next) with mustUnderstand="1" that we do not
     * understand must be answered with a MustUnderstand fault.
     */
    private static void refuseUnderstoodMandatory(XMLStreamReader reader) {
        String actor = XmlCursor.soapAttribute(reader, "actor");
        boolean forUs = actor == null || EbmsNamespaces.SOAP_ACTOR_NEXT.equals(actor);
        if (forUs && isTrue(XmlCursor.soapAttribute(reader, "mustUnderstand"))) {
            throw new SoapFaultException(new SoapFault(
                    FaultCode.MUST_UNDERSTAND,
                    "header " + reader.getLocalName() + " must be understood but is not supported",
                    null));
        }
    }

    private static boolean isSoap(XMLStreamReader reader, String localName) {
        return SOAP.equals(reader.getNamespaceURI()) && localName.equals(reader.getLocalName());
    }

    static boolean isTrue(String value) {
        return "1".equals(value) || "true".equals(value);
    }

    private static String firstLine(XMLStreamException e) {
        String message = String.valueOf(e.getMessage());
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }

    private static SoapFaultException fault(FaultCode code, String reason) {
        return new SoapFaultException(new SoapFault(
                code, reason, SoapFault.client(EbmsErrorCode.OTHER_XML, reason).detail()));
    }

    /** Collects the parts of the envelope while streaming. */
    private static final class EnvelopeBuilder {
        private nl.opendk.ebms.protocol.message.MessageHeader messageHeader;
        private AckRequested ackRequested;
        private SyncReply syncReply;
        private boolean messageOrder;
        private nl.opendk.ebms.protocol.message.Acknowledgment acknowledgment;
        private nl.opendk.ebms.protocol.message.ErrorList errorList;
        private Manifest manifest;
        private StatusRequest statusRequest;
        private StatusResponse statusResponse;
        private boolean signed;
        private List<nl.opendk.ebms.protocol.message.SignedReference> signedReferences = List.of();
        private final List<String> unknownHeaders = new ArrayList<>();

        private EbmsEnvelope build() {
            return new EbmsEnvelope(
                    messageHeader,
                    ackRequested,
                    syncReply,
                    messageOrder,
                    acknowledgment,
                    errorList,
                    manifest,
                    statusRequest,
                    statusResponse,
                    signed,
                    signedReferences,
                    unknownHeaders);
        }
    }
}
