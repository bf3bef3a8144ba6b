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
            String type = part.contentType() == null ? "application/octet-stream" : part.contentType();
            writePart(out, boundary, type, part.contentId(), part.content());
        }
        ascii(out, "--" + boundary + "--\r\n");
        String contentType =
                "multipart/related; boundary=\"" + boundary + "\"; type=\"text/xml\"; start=\"<" + SOAP_PART_ID + ">\"";
        return new HttpBody(contentType, out.toByteArray());
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
