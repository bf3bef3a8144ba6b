package nl.opendk.ebms.perf.sink;

import static nl.opendk.ebms.perf.sink.PongFixtures.CPA_ID;
import static nl.opendk.ebms.perf.sink.PongFixtures.ping;
import static nl.opendk.ebms.perf.sink.PongFixtures.pongFor;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sink on HTTPS, as a signed run starts it: the adapter must come with a TLS client certificate (DK two-way
 * TLS); a message without one is recorded as a problem, while /stats needs none.
 */
class PongSinkTlsIT {

    private static final TestPki PKI = TestPki.create();
    private static final TestParty SINK = PKI.party(TestPki.PARTY_1);
    private static final TestParty ADAPTER = PKI.party(TestPki.PARTY_2);

    @Test
    void aMessageWithoutAClientCertificateIsAProblem(@TempDir Path directory) throws Exception {
        Path file = directory.resolve("pongs.tsv");
        PingId first = new PingId("r1", "s01", "a", 1);
        PingId second = new PingId("r1", "s02", "b", 2);
        String stats;
        try (PongSink sink = PongSink.start(
                new InetSocketAddress("127.0.0.1", 0),
                2,
                new PongCheck(PongFixtures.expectation()),
                RecordFile.create(file),
                PongSinkMain.tls(Map.of(
                        "tls-keystore", SINK.keyStore().toString(),
                        "tls-password", SINK.keyStorePassword(),
                        "tls-alias", SINK.alias(),
                        "tls-truststore", PKI.trustStore().toString(),
                        "tls-truststore-password", TestPki.PASSWORD)))) {
            URI ebms = URI.create("https://127.0.0.1:" + sink.port() + "/ebms");
            HttpClient withCertificate = client(ADAPTER);
            HttpClient withoutCertificate = client(null);

            assertThat(post(withCertificate, ebms, pongFor(ping(CPA_ID, first.conversationId(), first.messageId()))))
                    .isEqualTo(204);
            assertThat(post(
                            withoutCertificate,
                            ebms,
                            pongFor(ping(CPA_ID, second.conversationId(), second.messageId()))))
                    .isEqualTo(204);
            stats = withoutCertificate
                    .send(
                            HttpRequest.newBuilder(URI.create("https://127.0.0.1:" + sink.port() + "/stats?run=r1"))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString())
                    .body();
        }
        List<PongRecord> records =
                Files.readAllLines(file).stream().map(PongRecord::parse).toList();

        assertThat(stats).contains("received 2").contains("problems 1");
        assertThat(records)
                .filteredOn(PongRecord::ok)
                .extracting(PongRecord::refToMessageId)
                .containsExactly(first.messageId());
        assertThat(records).filteredOn(record -> !record.ok()).singleElement().satisfies(record -> assertThat(
                        record.problem())
                .isEqualTo("no TLS client certificate"));
    }

    /** A client that trusts the test root and, when given a party, presents its certificate. */
    private static HttpClient client(TestParty party) throws Exception {
        KeyStore keys = party == null ? null : TlsContexts.load(party.keyStore(), party.keyStorePassword());
        String password = party == null ? null : party.keyStorePassword();
        return HttpClient.newBuilder()
                .sslContext(TlsContexts.of(keys, password, TlsContexts.load(PKI.trustStore(), TestPki.PASSWORD)))
                .build();
    }

    private static int post(HttpClient client, URI uri, String body) throws Exception {
        return client.send(
                        HttpRequest.newBuilder(uri)
                                .header("Content-Type", "text/xml; charset=UTF-8")
                                .header("SOAPAction", "\"ebXML\"")
                                .POST(HttpRequest.BodyPublishers.ofString(body))
                                .build(),
                        HttpResponse.BodyHandlers.discarding())
                .statusCode();
    }
}
