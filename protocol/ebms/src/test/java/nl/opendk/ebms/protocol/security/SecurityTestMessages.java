package nl.opendk.ebms.protocol.security;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.EnvelopeWriter;
import nl.opendk.ebms.protocol.codec.HttpBody;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.testkit.message.HttpFixture;

/** Messages for the security tests: fixtures, envelopes as the adapter writes them, and binary payloads. */
public final class SecurityTestMessages {

    private static final RequestDecoder DECODER = new RequestDecoder(DecodingLimits.defaults());

    private SecurityTestMessages() {}

    public static ReceivedMessage fixture(String name) {
        HttpFixture fixture = HttpFixture.load("messages/valid/" + name + ".http");
        return DECODER.decode(fixture.contentType(), fixture.soapAction(), fixture.body(), Instant.now());
    }

    /** A business message envelope as {@code EnvelopeWriter} writes it, with a Manifest naming the parts. */
    public static byte[] envelope(List<PayloadPart> parts) {
        MessageHeader header = fixture("business-message").header();
        return EnvelopeWriter.write(header, out -> {}, out -> {
            if (!parts.isEmpty()) {
                out.append("<eb:Manifest eb:version=\"2.0\">");
                parts.forEach(part -> out.append("<eb:Reference xlink:href=\"cid:")
                        .append(part.contentId())
                        .append("\"/>"));
                out.append("</eb:Manifest>");
            }
        });
    }

    /** Parts holding every byte value (CR, LF and NUL included), each shifted differently so no two are alike. */
    public static List<PayloadPart> binaryParts(int count) {
        List<PayloadPart> parts = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            byte[] content = new byte[256 * 4];
            for (int j = 0; j < content.length; j++) {
                content[j] = (byte) (j + 37 * i);
            }
            parts.add(new PayloadPart("payload-" + i + "@adapter.test", "application/octet-stream", content));
        }
        return parts;
    }

    /** The message as the peer decodes it after it went over HTTP (SOAP with Attachments when there are parts). */
    public static ReceivedMessage overTheWire(byte[] envelope, List<PayloadPart> parts) {
        HttpBody body = HttpBody.of(envelope, parts);
        return DECODER.decode(body.contentType(), "\"ebXML\"", body.content(), Instant.now());
    }
}
