package nl.opendk.ebms.protocol.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.protocol.error.SoapFaultException;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.testkit.message.HttpFixture;
import org.junit.jupiter.api.Test;

class RequestDecoderTest {

    private static final Instant NOW = Instant.parse("2026-06-01T00:00:00Z");
    private final RequestDecoder decoder = new RequestDecoder(DecodingLimits.defaults());

    @Test
    void readsEveryHeaderFieldOfAPing() {
        HttpFixture ping = HttpFixture.load("messages/valid/ping.http");
        ReceivedMessage message = decoder.decode(ping.contentType(), ping.soapAction(), ping.body(), NOW);
        MessageHeader header = message.header();
        assertThat(header.version()).isEqualTo("2.0");
        assertThat(header.mustUnderstand()).isEqualTo("1");
        assertThat(header.from().primaryId().value()).isEqualTo("00000099000000000001");
        assertThat(header.from().primaryId().type()).isEqualTo("urn:osb:oin");
        assertThat(header.to().primaryId().value()).isEqualTo("00000099000000000002");
        assertThat(header.cpaId()).isEqualTo("DefectTest_00000099000000000001_00000099000000000002_1");
        assertThat(header.conversationId()).isEqualTo("conversation-1");
        assertThat(header.isMshService()).isTrue();
        assertThat(header.action()).isEqualTo("Ping");
        assertThat(header.messageId()).isEqualTo("valid-ping@fixtures.test");
        assertThat(header.timestamp()).isEqualTo(Instant.parse("2026-01-01T00:00:00Z"));
        assertThat(message.envelopeBytes()).isEqualTo(ping.body());
        assertThat(message.parts()).isEmpty();
    }

    @Test
    void keepsEveryPayloadByteForByteThroughTheWriterAndTheReader() {
        byte[] allBytes = new byte[256 * 4];
        for (int i = 0; i < allBytes.length; i++) {
            allBytes[i] = (byte) i;
        }
        byte[] tricky = "line\r\n--MIMEBoundary_not_ours\r\n\r\n--".getBytes(StandardCharsets.US_ASCII);
        HttpFixture business = HttpFixture.load("messages/valid/business-two-payloads.http");
        byte[] envelope = decoder.decode(business.contentType(), business.soapAction(), business.body(), NOW)
                .envelopeBytes();
        List<PayloadPart> parts = List.of(
                new PayloadPart("payload-1@fixtures.test", "application/octet-stream", allBytes),
                new PayloadPart("payload-2@fixtures.test", "text/plain", tricky));

        HttpBody body = HttpBody.of(envelope, parts);
        ReceivedMessage decoded = decoder.decode(body.contentType(), "\"ebXML\"", body.content(), NOW);

        assertThat(decoded.envelopeBytes()).isEqualTo(envelope);
        assertThat(decoded.parts()).hasSize(2);
        assertThat(decoded.parts().get(0).content()).isEqualTo(allBytes);
        assertThat(decoded.parts().get(1).content()).isEqualTo(tricky);
        assertThat(decoded.parts().get(1).contentId()).isEqualTo("payload-2@fixtures.test");
        assertThat(decoded.parts().get(1).contentType()).isEqualTo("text/plain");
    }

    @Test
    void acceptsBareLineFeedsBase64PartsAndAnUnquotedSoapAction() {
        String envelope = new String(
                HttpFixture.load("messages/valid/business-two-payloads.http").body(), StandardCharsets.UTF_8);
        String soapPart = envelope.substring(envelope.indexOf("<?xml"), envelope.indexOf("</soap:Envelope>") + 16);
        String body = "--b1\nContent-Type: text/xml\nContent-ID: <root>\n\n" + soapPart
                + "\n--b1\nContent-Type: text/plain\nContent-ID: <payload-1@fixtures.test>\n"
                + "Content-Transfer-Encoding: base64\n\naGVsbG8gd29ybGQ=\n--b1--\n";
        ReceivedMessage message = decoder.decode(
                "multipart/related; boundary=b1; type=\"text/xml\"",
                "ebXML",
                body.getBytes(StandardCharsets.UTF_8),
                NOW);
        assertThat(new String(message.envelopeBytes(), StandardCharsets.UTF_8)).isEqualTo(soapPart);
        assertThat(new String(message.parts().get(0).content(), StandardCharsets.US_ASCII))
                .isEqualTo("hello world");
    }

    @Test
    void readsUnqualifiedAttributesAndEscapedText() {
        String xml = new String(HttpFixture.load("messages/valid/ping.http").body(), StandardCharsets.UTF_8)
                .replace("eb:version=\"2.0\"", "version=\"2.0\"")
                .replace("conversation-1", "a&amp;b");
        ReceivedMessage message = decoder.decode("text/xml", "\"ebXML\"", xml.getBytes(StandardCharsets.UTF_8), NOW);
        assertThat(message.header().version()).isEqualTo("2.0");
        assertThat(message.header().conversationId()).isEqualTo("a&b");
    }

    @Test
    void refusesMorePartsThanTheLimit() {
        RequestDecoder strict = new RequestDecoder(new DecodingLimits(1 << 20, 3, 64, 64, 1 << 20, 10_000));
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            body.append("--b\r\nContent-Type: text/plain\r\nContent-ID: <p")
                    .append(i)
                    .append(">\r\n\r\nx\r\n");
        }
        body.append("--b--\r\n");
        assertThatThrownBy(() -> strict.decode(
                        "multipart/related; boundary=b",
                        "\"ebXML\"",
                        body.toString().getBytes(StandardCharsets.US_ASCII),
                        NOW))
                .isInstanceOf(SoapFaultException.class)
                .hasMessageContaining("more than 3 MIME parts");
    }

    @Test
    void refusesAMimePartOverTheSizeLimitBeforeReadingTheEnvelope() {
        RequestDecoder strict = new RequestDecoder(new DecodingLimits(1 << 20, 8, 64, 64, 1 << 20, 10_000, 1000));
        String body = "--b\r\nContent-Type: text/xml\r\nContent-ID: <root>\r\n\r\n<x/>\r\n"
                + "--b\r\nContent-Type: application/octet-stream\r\nContent-ID: <big>\r\n\r\n" + "x".repeat(1001)
                + "\r\n--b--\r\n";

        assertThatThrownBy(() -> strict.decode(
                        "multipart/related; boundary=b", "\"ebXML\"", body.getBytes(StandardCharsets.US_ASCII), NOW))
                .isInstanceOf(SoapFaultException.class)
                .hasMessageContaining("MIME part of 1001 bytes exceeds the limit of 1000");
    }

    @Test
    void refusesABodyThatDoesNotUseTheBoundaryItsContentTypeNames() {
        byte[] body =
                "--other\r\nContent-Type: text/xml\r\n\r\n<x/>\r\n--other--\r\n".getBytes(StandardCharsets.US_ASCII);

        assertThatThrownBy(() -> decoder.decode("multipart/related; boundary=b", "\"ebXML\"", body, NOW))
                .isInstanceOf(SoapFaultException.class)
                .hasMessageContaining("does not contain its boundary");
    }

    @Test
    void refusesABoundaryLongerThanRfc2046Allows() {
        String boundary = "b".repeat(71);
        byte[] body = ("--" + boundary + "\r\nContent-Type: text/xml\r\n\r\n<x/>\r\n--" + boundary + "--\r\n")
                .getBytes(StandardCharsets.US_ASCII);

        assertThatThrownBy(() -> decoder.decode("multipart/related; boundary=" + boundary, "\"ebXML\"", body, NOW))
                .isInstanceOf(SoapFaultException.class)
                .hasMessageContaining("valid boundary");
    }

    @Test
    void refusesAnEnvelopeThatEndsInTheMiddleOfAMultiByteCharacterWithASoapFault() {
        byte[] start = ("<soap:Envelope xmlns:soap=\"" + EbmsNamespaces.SOAP + "\"><soap:Body>caf")
                .getBytes(StandardCharsets.UTF_8);
        byte[] body = java.util.Arrays.copyOf(start, start.length + 1);
        body[start.length] = (byte) 0xC3;

        assertThatThrownBy(() -> decoder.decode("text/xml; charset=UTF-8", "\"ebXML\"", body, NOW))
                .isInstanceOf(SoapFaultException.class)
                .hasMessageContaining("not well-formed");
    }

    @Test
    void refusesAnEnvelopeOverTheSizeLimit() {
        RequestDecoder strict = new RequestDecoder(new DecodingLimits(100, 3, 64, 64, 1 << 20, 10_000));
        byte[] ping = HttpFixture.load("messages/valid/ping.http").body();
        assertThatThrownBy(() -> strict.decode("text/xml", "\"ebXML\"", ping, NOW))
                .isInstanceOf(SoapFaultException.class)
                .hasMessageContaining("exceeds the limit of 100");
    }

    @Test
    void refusesTooManyElements() {
        StringBuilder body = new StringBuilder("<soap:Envelope xmlns:soap=\"" + EbmsNamespaces.SOAP + "\"><soap:Body>");
        List<String> many = new ArrayList<>();
        for (int i = 0; i < 30_000; i++) {
            many.add("<x/>");
        }
        body.append(String.join("", many)).append("</soap:Body></soap:Envelope>");
        assertThatThrownBy(() ->
                        decoder.decode("text/xml", "\"ebXML\"", body.toString().getBytes(StandardCharsets.UTF_8), NOW))
                .isInstanceOf(SoapFaultException.class);
    }
}
