package nl.opendk.ebms.component.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micrometer.core.instrument.Counter;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import java.util.Map;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManagerFactory;
import nl.opendk.ebms.component.testing.ComponentNode;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.apache.camel.builder.RouteBuilder;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A Camel Main host with the components' own server ({@code ownServer=true}, Camel Main's server off): it speaks the
 * adapter's TLS and requires a client certificate, which Camel Main's own server cannot.
 */
class OwnServerIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final TestPki PKI = TestPki.create();
    private static final TestParty US = PKI.party(TestPki.PARTY_2);
    private static final TestParty PARTNER = PKI.party(TestPki.PARTY_1);

    private static ComponentNode host;

    @BeforeAll
    static void start() throws Exception {
        host = ComponentNode.start(
                ComponentNode.port(),
                "own-server",
                Map.of(
                        "camel.server.enabled",
                        "false",
                        "camel.component.ebms.ownServer",
                        "true",
                        "ebms.http.plain-allowed",
                        "false",
                        "ebms.http.max-in-flight",
                        "1",
                        "ebms.keystore.path",
                        US.keyStore().toString(),
                        "ebms.keystore.password",
                        US.keyStorePassword(),
                        "ebms.keystore.alias",
                        US.alias(),
                        "ebms.truststore.path",
                        PKI.trustStoreWithIntermediate().toString(),
                        "ebms.truststore.password",
                        TestPki.PASSWORD,
                        "ebms.crl.files",
                        PKI.crlFile() + "," + PKI.rootCrlFile()),
                Map.of("hostDataSource", DB.dataSource()),
                new RouteBuilder() {
                    @Override
                    public void configure() {
                        from("ebms:inbox").to("seda:received?discardWhenFull=true");
                    }
                });
    }

    @AfterAll
    static void stop() {
        if (host != null) {
            host.close();
        }
    }

    @Test
    void aPartnerWithAClientCertificateReachesTheEbmsEndpointOverTheAdaptersTls() throws Exception {
        HttpResponse<String> answer = client(PARTNER).send(junk(), HttpResponse.BodyHandlers.ofString());

        // the route answered: not an ebMS message, so a SOAP Fault with the ebMS error
        assertThat(answer.statusCode()).isEqualTo(500);
        assertThat(answer.body()).contains("Fault");
        X509Certificate served =
                (X509Certificate) answer.sslSession().orElseThrow().getPeerCertificates()[0];
        assertThat(served).isEqualTo(US.certificate());
    }

    @Test
    void aCallerWithoutAClientCertificateIsRefusedInTheHandshake() throws Exception {
        assertThatThrownBy(() -> client(null).send(junk(), HttpResponse.BodyHandlers.ofString()))
                .isInstanceOf(IOException.class);
    }

    @Test
    void aRequestBeyondTheLimitIsRefusedWith503WhileAnotherIsStillComing() throws Exception {
        byte[] body = "<not-ebms/>".getBytes(StandardCharsets.UTF_8);
        try (SSLSocket slow = (SSLSocket) tls(PARTNER).getSocketFactory().createSocket("localhost", port())) {
            slow.setSoTimeout(10_000);
            OutputStream out = slow.getOutputStream();
            // the head and half the body: the request holds the one place until the rest arrives
            out.write(("POST /ebms HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/xml; charset=UTF-8\r\n"
                            + "SOAPAction: \"ebXML\"\r\nContent-Length: " + body.length + "\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.write(body, 0, 5);
            out.flush();
            double refusedBefore = refused();

            HttpResponse<String> refused = awaitRefusal();

            assertThat(refused.statusCode()).isEqualTo(503);
            assertThat(refused.headers().firstValue("Retry-After")).contains("1");
            assertThat(refused.body()).contains("Fault");
            assertThat(refused() - refusedBefore).isGreaterThanOrEqualTo(1);
            // the held request still gets its answer once its body is in
            out.write(body, 5, body.length - 5);
            out.flush();
            String status = new BufferedReader(new InputStreamReader(slow.getInputStream(), StandardCharsets.US_ASCII))
                    .readLine();
            assertThat(status).isEqualTo("HTTP/1.1 500 Internal Server Error");
        }
        // the place is free again
        assertThat(client(PARTNER)
                        .send(junk(), HttpResponse.BodyHandlers.ofString())
                        .statusCode())
                .isEqualTo(500);
    }

    /** The slow request's head may not have reached the server yet: a request that got in is answered 500. */
    private static HttpResponse<String> awaitRefusal() throws Exception {
        HttpClient partner = client(PARTNER);
        for (int tries = 0; tries < 50; tries++) {
            HttpResponse<String> answer = partner.send(junk(), HttpResponse.BodyHandlers.ofString());
            if (answer.statusCode() == 503) {
                return answer;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no request was refused while one held the only place");
    }

    private static double refused() {
        Counter counter = host.gateway()
                .parts()
                .meters()
                .find("ebms.http.overload.refused")
                .counter();
        return counter == null ? 0 : counter.count();
    }

    private static int port() {
        return host.endpoint().getPort();
    }

    private static HttpRequest junk() {
        return HttpRequest.newBuilder(URI.create(host.endpoint().toString().replace("http://", "https://")))
                .header("Content-Type", "text/xml; charset=UTF-8")
                .header("SOAPAction", "\"ebXML\"")
                .POST(HttpRequest.BodyPublishers.ofString("<not-ebms/>"))
                .build();
    }

    /** A TLS client trusting the test PKI, with the party's certificate, or none. */
    private static HttpClient client(TestParty party) throws Exception {
        return HttpClient.newBuilder().sslContext(tls(party)).build();
    }

    private static SSLContext tls(TestParty party) throws Exception {
        TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(load(PKI.trustStoreWithIntermediate(), TestPki.PASSWORD));
        KeyManagerFactory keys = null;
        if (party != null) {
            keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            keys.init(
                    load(party.keyStore(), party.keyStorePassword()),
                    party.keyStorePassword().toCharArray());
        }
        SSLContext tls = SSLContext.getInstance("TLS");
        tls.init(keys == null ? null : keys.getKeyManagers(), trust.getTrustManagers(), null);
        return tls;
    }

    private static KeyStore load(Path file, String password) throws Exception {
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(file)) {
            store.load(in, password.toCharArray());
        }
        return store;
    }
}
