package nl.opendk.ebms.perf.light;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import nl.opendk.ebms.perf.jmeter.Jtl;
import nl.opendk.ebms.perf.jmeter.Sample;
import nl.opendk.ebms.perf.sink.PingId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LightLoadTest {

    private static final long START = 1_800_000_000_000L;
    private static final URI ENDPOINT = URI.create("http://127.0.0.1:8080/ebms");

    @TempDir
    Path folder;

    @Test
    void everyRequestIsBuiltBeforehandWithItsDueTimeInItsMessageId() {
        List<byte[]> requests = LightLoad.build(
                List.of(new Arrival(0, "s01", 1, "hold"), new Arrival(250, "s02", 2, "hold")), ENDPOINT, "r1", START);

        assertThat(requests).hasSize(2);
        String second = new String(requests.get(1), StandardCharsets.UTF_8);
        assertThat(second).startsWith("POST /ebms HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n");
        assertThat(second).contains("SOAPAction: \"ebXML\"\r\n");
        assertThat(second).contains("<eb:MessageId>r1.s02.2." + (START + 250) + "@perf.test</eb:MessageId>");
        assertThat(second).contains("<eb:ConversationId>r1.s02</eb:ConversationId>");
        int body = second.indexOf("\r\n\r\n") + 4;
        assertThat(second).contains("Content-Length: " + (second.getBytes(StandardCharsets.UTF_8).length - body));
    }

    @Test
    void answersAreReadToTheirEndWhateverTheirFraming() throws IOException {
        ByteArrayInputStream wire = new ByteArrayInputStream(("HTTP/1.1 204 No Content\r\n\r\n"
                        + "HTTP/1.1 503 Service Unavailable\r\nContent-Length: 5\r\nRetry-After: 5\r\n\r\nbusy!"
                        + "HTTP/1.1 500 Internal Server Error\r\nTransfer-Encoding: chunked\r\n\r\n"
                        + "3\r\nabc\r\n0\r\n\r\n"
                        + "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 0\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII));

        assertThat(PlainHttp.read(wire).status()).isEqualTo(204);
        assertThat(PlainHttp.read(wire).status()).isEqualTo(503);
        assertThat(PlainHttp.read(wire).status()).isEqualTo(500);
        assertThat(PlainHttp.read(wire).close()).isTrue();
        assertThatThrownBy(() -> PlainHttp.read(wire)).isInstanceOf(IOException.class);
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
        assertThat(first.messageId("r1")).isEqualTo(new PingId("r1", "s01", "1", START).messageId());
        assertThat(samples.get(1).success()).isFalse();
        assertThat(samples.get(1).responseCode()).isEqualTo("503");
        assertThat(samples.get(1).failure()).isEqualTo("HTTP 503");
        assertThat(samples.get(2).failure()).isEqualTo("SocketTimeoutException: \"no answer\"");
        assertThat(Files.readAllLines(jtl).get(0)).isEqualTo(JtlWriter.HEADER);
    }
}
