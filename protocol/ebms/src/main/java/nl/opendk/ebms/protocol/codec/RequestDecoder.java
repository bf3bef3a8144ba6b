package nl.opendk.ebms.protocol.codec;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.SoapFault;
import nl.opendk.ebms.protocol.error.SoapFault.FaultCode;
import nl.opendk.ebms.protocol.error.SoapFaultException;
import nl.opendk.ebms.protocol.message.EbmsEnvelope;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.message.StoredValues;

/**
 * Turns one HTTP request into a {@link ReceivedMessage}: checks the HTTP binding (ebMS 2.0 App. B.2; DK-ebMS2
 * ch05 "HTTP Binding"), unpacks SOAP with Attachments (ebMS 2.0 §2.1) and reads the envelope once. Problems with
 * the packaging itself are MimeProblem faults: until the envelope is found, no ebMS answer can be addressed.
 */
public final class RequestDecoder {

    private final DecodingLimits limits;
    private final EnvelopeReader envelopeReader;
    private final MultipartReader multipartReader;

    public RequestDecoder(DecodingLimits limits) {
        this.limits = limits;
        this.envelopeReader = new EnvelopeReader(limits);
        this.multipartReader = new MultipartReader(limits.maxParts(), limits.maxPartBytes());
    }

    public ReceivedMessage decode(String contentTypeHeader, String soapAction, byte[] body, Instant receivedAt) {
        checkSoapAction(soapAction);
        checkStorable(contentTypeHeader, StoredValues.CONTENT_TYPE_LENGTH, "Content-Type");
        ContentType contentType = ContentType.parse(contentTypeHeader);
        checkCharset(contentType);
        return switch (contentType.mediaType()) {
            case ContentType.TEXT_XML -> single(contentTypeHeader, body, receivedAt);
            case ContentType.MULTIPART_RELATED -> multipart(contentTypeHeader, contentType, body, receivedAt);
            case ContentType.SOAP_12 -> throw new SoapFaultException(new SoapFault(
                    FaultCode.VERSION_MISMATCH, "SOAP 1.2 (application/soap+xml); ebMS 2.0 uses SOAP 1.1", null));
            default -> throw mimeProblem("Content-Type must be text/xml or multipart/related, was '"
                    + (contentTypeHeader == null ? "" : contentTypeHeader) + "'");
        };
    }

    /** ebMS 2.0 App. B.2.2: SOAPAction must be "ebXML". Senders that omit the quotes are accepted. */
    private static void checkSoapAction(String soapAction) {
        String value = soapAction == null ? null : soapAction.trim();
        if (!"\"ebXML\"".equals(value) && !"ebXML".equals(value)) {
            throw mimeProblem("SOAPAction must be \"ebXML\" (ebMS 2.0 App. B.2.2), was "
                    + (soapAction == null ? "absent" : "'" + soapAction + "'"));
        }
    }

    /** DK-ebMS2 ch05 "MIME Header Container": the charset is UTF-8. */
    private static void checkCharset(ContentType contentType) {
        String charset = contentType.parameter("charset");
        if (charset != null && !charset.equalsIgnoreCase("utf-8") && !charset.equalsIgnoreCase("utf8")) {
            throw mimeProblem("charset must be UTF-8, was " + charset);
        }
    }

    private ReceivedMessage single(String contentTypeHeader, byte[] body, Instant receivedAt) {
        checkEnvelopeSize(body.length);
        EbmsEnvelope envelope = envelopeReader.read(body, 0, body.length);
        return new ReceivedMessage(body, contentTypeHeader, envelope, List.of(), receivedAt);
    }

    private ReceivedMessage multipart(String header, ContentType contentType, byte[] body, Instant receivedAt) {
        List<MimePart> parts = multipartReader.read(body, contentType.parameter("boundary"));
        String start = ContentIds.strip(contentType.parameter("start"));
        int rootIndex = rootIndex(parts, start);
        MimePart root = parts.get(rootIndex);
        ContentType rootType = ContentType.parse(root.header("content-type"));
        if (!ContentType.TEXT_XML.equals(rootType.mediaType())) {
            throw mimeProblem(
                    "the SOAP part must be text/xml (ebMS 2.0 §2.1.3), was '" + root.header("content-type") + "'");
        }
        checkCharset(rootType);
        byte[] envelopeBytes = MimeParts.content(root);
        checkEnvelopeSize(envelopeBytes.length);
        EbmsEnvelope envelope = envelopeReader.read(envelopeBytes, 0, envelopeBytes.length);
        List<PayloadPart> payloads = new ArrayList<>(parts.size() - 1);
        for (int i = 0; i < parts.size(); i++) {
            if (i != rootIndex) {
                payloads.add(payload(parts.get(i), payloads.size() + 1));
            }
        }
        return new ReceivedMessage(envelopeBytes, header, envelope, payloads, receivedAt);
    }

    /**
     * A payload container (ebMS 2.0 §2.1.4): its Content-ID is what the Manifest's cid: reference names, so it must
     * be an RFC 2822 msg-id (RFC 2392 §2); it and the part's Content-Type are stored in columns of their own.
     */
    private static PayloadPart payload(MimePart part, int number) {
        String contentId = part.contentId();
        if (contentId == null || contentId.isEmpty()) {
            throw mimeProblem("payload part " + number + " has no Content-ID (ebMS 2.0 §2.1.4)");
        }
        if (!StoredValues.isMessageId(contentId)) {
            throw mimeProblem("the Content-ID of payload part " + number + " is not an RFC 2822 msg-id of at most "
                    + StoredValues.IDENTIFIER_LENGTH + " characters (RFC 2392 §2)");
        }
        String contentType = part.header("content-type");
        checkStorable(contentType, StoredValues.PART_CONTENT_TYPE_LENGTH, "the Content-Type of payload part " + number);
        return new PayloadPart(contentId, contentType, MimeParts.content(part));
    }

    /** A header value the adapter stores: at most as long as its column, and nothing that cannot be shown. */
    private static void checkStorable(String value, int maxLength, String name) {
        if (!StoredValues.fits(value, maxLength)) {
            throw mimeProblem(
                    name + " is longer than " + maxLength + " characters or holds control or format characters");
        }
    }

    /** RFC 2387 §3.2: the root is the part named by start, or the first part when start is absent. */
    private static int rootIndex(List<MimePart> parts, String start) {
        if (start == null || start.isEmpty()) {
            return 0;
        }
        for (int i = 0; i < parts.size(); i++) {
            if (start.equals(parts.get(i).contentId())) {
                return i;
            }
        }
        throw mimeProblem("no MIME part has the Content-ID named by start: <" + start + ">");
    }

    private void checkEnvelopeSize(int size) {
        if (size > limits.maxEnvelopeBytes()) {
            throw new SoapFaultException(SoapFault.client(
                    EbmsErrorCode.OTHER_XML,
                    "SOAP envelope of " + size + " bytes exceeds the limit of " + limits.maxEnvelopeBytes()));
        }
        if (size == 0) {
            throw new SoapFaultException(SoapFault.client(EbmsErrorCode.OTHER_XML, "empty request body"));
        }
    }

    private static SoapFaultException mimeProblem(String reason) {
        return new SoapFaultException(SoapFault.client(EbmsErrorCode.MIME_PROBLEM, reason));
    }
}
