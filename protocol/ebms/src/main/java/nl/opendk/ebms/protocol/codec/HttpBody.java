package nl.opendk.ebms.protocol.codec;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;
import nl.opendk.ebms.protocol.message.PayloadPart;

/**
 * The HTTP body of an outgoing message (digest §2.2): the bare envelope as text/xml when there is no payload,
 * otherwise SOAP with Attachments as multipart/related with the envelope as its start part.
 */
public record HttpBody(String contentType, byte[] content) {

    static final String SOAP_PART_ID = "soap-envelope@ebms";

    public static HttpBody of(byte[] envelope, List<PayloadPart> parts) {
        if (parts.isEmpty()) {
            return new HttpBody("text/xml; charset=UTF-8", envelope);
        }
        String boundary = "MIMEBoundary_" + UUID.randomUUID().toString().replace("-", "");
        ByteArrayOutputStream out = new ByteArrayOutputStream(envelope.length + payloadSize(parts) + 512);
        writePart(out, boundary, "text/xml; charset=UTF-8", SOAP_PART_ID, envelope);
        for (PayloadPart part : parts) {
            writePart(out, boundary, contentTypeOf(part), part.contentId(), part.content());
        }
        ascii(out, "--" + boundary + "--\r\n");
        String contentType =
                "multipart/related; boundary=\"" + boundary + "\"; type=\"text/xml\"; start=\"<" + SOAP_PART_ID + ">\"";
        return new HttpBody(contentType, out.toByteArray());
    }

    /**
     * The payloads alone, as a back end gets them: one payload as it is, with its own content type; several as
     * multipart/mixed (RFC 2046 §5.1.3), each part with its Content-ID and Content-Type; none as an empty body.
     */
    public static HttpBody payloads(List<PayloadPart> parts) {
        if (parts.isEmpty()) {
            return new HttpBody(null, new byte[0]);
        }
        if (parts.size() == 1) {
            PayloadPart part = parts.get(0);
            return new HttpBody(contentTypeOf(part), part.content());
        }
        String boundary = "MIMEBoundary_" + UUID.randomUUID().toString().replace("-", "");
        ByteArrayOutputStream out = new ByteArrayOutputStream(payloadSize(parts) + 256);
        for (PayloadPart part : parts) {
            writePart(out, boundary, contentTypeOf(part), part.contentId(), part.content());
        }
        ascii(out, "--" + boundary + "--\r\n");
        return new HttpBody("multipart/mixed; boundary=\"" + boundary + "\"", out.toByteArray());
    }

    private static String contentTypeOf(PayloadPart part) {
        return part.contentType() == null ? "application/octet-stream" : part.contentType();
    }

    private static void writePart(ByteArrayOutputStream out, String boundary, String type, String id, byte[] body) {
        ascii(out, "--" + boundary + "\r\nContent-Type: " + type + "\r\nContent-ID: <" + id + ">\r\n\r\n");
        out.writeBytes(body);
        ascii(out, "\r\n");
    }

    private static int payloadSize(List<PayloadPart> parts) {
        int size = 0;
        for (PayloadPart part : parts) {
            size += part.size() + 128;
        }
        return size;
    }

    private static void ascii(ByteArrayOutputStream out, String text) {
        out.writeBytes(text.getBytes(StandardCharsets.ISO_8859_1));
    }
}
