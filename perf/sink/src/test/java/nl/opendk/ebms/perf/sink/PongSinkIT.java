package nl.opendk.ebms.perf.sink;

import static nl.opendk.ebms.perf.sink.PongFixtures.CPA_ID;
import static nl.opendk.ebms.perf.sink.PongFixtures.ping;
import static nl.opendk.ebms.perf.sink.PongFixtures.pingId;
import static nl.opendk.ebms.perf.sink.PongFixtures.pongFor;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The sink over real HTTP: a Pong and a non-SOAP request are answered 204, recorded and counted. */
class PongSinkIT {

    private final HttpClient client = HttpClient.newHttpClient();

    @Test
    void recordsAndCountsWhatArrives(@TempDir Path directory) throws Exception {
        Path file = directory.resolve("pongs.tsv");
        PingId id = pingId();
        List<PongRecord> records;
        try (PongSink sink = PongSink.start(
                new InetSocketAddress("127.0.0.1", 0),
                2,
                new PongCheck(PongFixtures.expectation()),
                RecordFile.create(file))) {
            URI ebms = URI.create("http://127.0.0.1:" + sink.port() + "/ebms");

            assertThat(post(
                            ebms,
                            "text/xml; charset=UTF-8",
                            pongFor(ping(CPA_ID, id.conversationId(), id.messageId()))))
                    .isEqualTo(204);
            assertThat(post(ebms, "application/json", "{}")).isEqualTo(204);

            String stats = client.send(
                            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + sink.port() + "/stats?run=r1"))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString())
                    .body();
            assertThat(stats).contains("received 2").contains("problems 1").contains("run 1");
        }
        records = Files.readAllLines(file).stream().map(PongRecord::parse).toList();

        assertThat(records).hasSize(2);
        assertThat(records.get(0).ok()).isTrue();
        assertThat(records.get(0).refToMessageId()).isEqualTo(id.messageId());
        assertThat(records.get(1).problem()).startsWith("undecodable: ");
    }

    private int post(URI uri, String contentType, String body) throws IOException, InterruptedException {
        return client.send(
                        HttpRequest.newBuilder(uri)
                                .header("Content-Type", contentType)
                                .header("SOAPAction", "\"ebXML\"")
                                .POST(HttpRequest.BodyPublishers.ofString(body))
                                .build(),
                        HttpResponse.BodyHandlers.discarding())
                .statusCode();
    }
}
