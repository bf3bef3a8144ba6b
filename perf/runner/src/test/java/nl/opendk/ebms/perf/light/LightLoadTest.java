package nl.opendk.ebms.perf.light;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import nl.opendk.ebms.perf.jmeter.Jtl;
import nl.opendk.ebms.perf.jmeter.Sample;
import nl.opendk.ebms.perf.sink.PingId;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.security.sign.AlgorithmPolicy;
import nl.opendk.ebms.protocol.security.sign.SignatureVerifier;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LightLoadTest {

    private static final long START = 1_800_000_000_000L;
    private static final URI ENDPOINT = URI.create("http://127.0.0.1:8080/ebms");

    @TempDir
    Path folder;

    @Test
    void everyRequestIsBuiltBeforehandWithItsDueTimeInItsMessageId() {
        Properties settings = new Properties();
        settings.setProperty("perf.run-id", "r1");
        settings.setProperty("perf.message", "ping");
        byte[][] requests = LightLoad.build(
                Messages.of(settings, ENDPOINT),
                List.of(new Arrival(0, "s01", 1, "hold"), new Arrival(250, "s02", 2, "hold")),
                START);

        assertThat(requests).hasNumberOfRows(2);
        String second = new String(requests[1], StandardCharsets.UTF_8);
        assertThat(second).startsWith("POST /ebms HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n");
        assertThat(second).contains("SOAPAction: \"ebXML\"\r\n");
        assertThat(second).contains("<eb:MessageId>r1.s02.2." + (START + 250) + "@perf.test</eb:MessageId>");
        assertThat(second).contains("<eb:ConversationId>r1.s02</eb:ConversationId>");
        int body = second.indexOf("\r\n\r\n") + 4;
        assertThat(second).contains("Content-Length: " + (second.getBytes(StandardCharsets.UTF_8).length - body));
    }

    @Test
    void aSignedRequestIsTheMultipartOsbRmSMessageTheAdapterDecodesAndVerifies() throws IOException {
        TestPki pki = TestPki.create();
        TestParty sender = pki.party(TestPki.PARTY_1);
        Path payload = folder.resolve("payload.xml");
        Files.writeString(payload, "<bericht>" + "x".repeat(1000) + "</bericht>");
        Properties settings = new Properties();
        settings.setProperty("perf.run-id", "r1");
        settings.setProperty("perf.message", "signed");
        settings.setProperty("perf.payload-file", payload.toString());
        settings.setProperty("perf.cpa-id", "perf_signed");
        settings.setProperty("perf.sender-party", TestPki.PARTY_1);
        settings.setProperty("perf.sender-role", "Afzender");
        settings.setProperty("perf.adapter-party", TestPki.PARTY_2);
        settings.setProperty("perf.adapter-role", "Ontvanger");
        settings.setProperty("perf.service-type", "urn:osb:services");
        settings.setProperty("perf.service", "perf:Bericht:1:0");
        settings.setProperty("perf.action", "Bericht");
        settings.setProperty("perf.signing.keystore", sender.keyStore().toString());
        settings.setProperty("perf.signing.password", sender.keyStorePassword());
        settings.setProperty("perf.signing.alias", sender.alias());

        byte[] wire = Messages.of(settings, URI.create("https://127.0.0.1:8443/ebms"))
                .build(new Arrival(40, "s07", 3, "hold"), START + 40);

        String text = new String(wire, StandardCharsets.UTF_8);
        int body = text.indexOf("\r\n\r\n") + 4;
        String contentType = header(text.substring(0, body), "Content-Type");
        ReceivedMessage message = new RequestDecoder(DecodingLimits.defaults())
                .decode(
                        contentType,
                        header(text.substring(0, body), "SOAPAction"),
                        Arrays.copyOfRange(wire, body, wire.length),
                        Instant.now());
        assertThat(message.header().messageId()).isEqualTo("r1.s07.3." + (START + 40) + "@perf.test");
        assertThat(message.envelope().ackRequested().signed()).isTrue();
        assertThat(message.parts()).hasSize(1);
        assertThat(new SignatureVerifier()
                        .verify(
                                message.envelopeBytes(),
                                message.parts(),
                                sender.certificate(),
                                AlgorithmPolicy.DIGIKOPPELING)
                        .errors())
                .isEmpty();
    }

    private static String header(String head, String name) {
        return head.lines()
                .filter(line -> line.startsWith(name + ": "))
                .map(line -> line.substring(name.length() + 2))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void answersAreReadToTheirEndWhateverTheirFraming() throws IOException {
        ByteArrayInputStream wire = new ByteArrayInputStream(("HTTP/1.1 204 No Content\r\n\r\n"
                        + "HTTP/1.1 503 Service Unavailable\r\nContent-Length: 5\r\nRetry-After: 5\r\n\r\nbusy!"
                        + "HTTP/1.1 500 Internal Server Error\r\nTransfer-Encoding: chunked\r\n\r\n"
                        + "3\r\nabc\r\n0\r\n\r\n"
                        + "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 0\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII));

        assertThat(KeptAliveHttp.read(wire).status()).isEqualTo(204);
        assertThat(KeptAliveHttp.read(wire).status()).isEqualTo(503);
        assertThat(KeptAliveHttp.read(wire).status()).isEqualTo(500);
        assertThat(KeptAliveHttp.read(wire).close()).isTrue();
        assertThatThrownBy(() -> KeptAliveHttp.read(wire)).isInstanceOf(IOException.class);
    }

    @Test
    void theResultsReadBackAsJMetersDoWithTheMessageIdsThatWereSent() throws Exception {
        Path jtl = folder.resolve("run.jtl");
        Arrival ok = new Arrival(0, "s01", 1, "hold");
        Arrival refused = new Arrival(10, "s02", 2, "hold");
        try (JtlWriter writer = new JtlWriter(jtl, "ping")) {
            writer.write(ok, START, 204, 7, 1, null, 204);
            writer.write(refused, START + 10, 503, 12, 0, null, 204);
            writer.write(refused, START + 10, 0, 60_000, 0, "SocketTimeoutException: \"no answer\"", 204);
        }

        List<Sample> samples = Jtl.read(jtl);

        assertThat(samples).hasSize(3);
        Sample first = samples.get(0);
        assertThat(first.success()).isTrue();
        assertThat(first.elapsed()).isEqualTo(7);
        assertThat(first.start()).isEqualTo(START);
        assertThat(first.phase()).isEqualTo("hold");
        assertThat(first.lag()).isEqualTo(1);
        assertThat(first.messageId("r1")).isEqualTo(new PingId("r1", "s01", "1", START).messageId());
        assertThat(samples.get(1).success()).isFalse();
        assertThat(samples.get(1).responseCode()).isEqualTo("503");
        assertThat(samples.get(1).failure()).isEqualTo("HTTP 503");
        assertThat(samples.get(2).failure()).isEqualTo("SocketTimeoutException: \"no answer\"");
        assertThat(Files.readAllLines(jtl).get(0)).isEqualTo(JtlWriter.HEADER);
    }
}
