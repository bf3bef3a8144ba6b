package nl.opendk.ebms.protocol.security.certificate;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.http.HttpClient;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicInteger;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** CRLs fetched over real HTTP from a distribution point on this machine. */
class DistributionPointCrlsIT {

    private static final TestPki PKI = TestPki.create();

    private final AtomicInteger requests = new AtomicInteger();
    private HttpServer server;
    private String base;

    @BeforeEach
    void serveTheCrl() throws Exception {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        byte[] crl = PKI.crl().getEncoded();
        server.createContext("/intermediate.crl", exchange -> {
            requests.incrementAndGet();
            exchange.sendResponseHeaders(200, crl.length);
            exchange.getResponseBody().write(crl);
            exchange.close();
        });
        server.createContext("/missing.crl", exchange -> {
            exchange.sendResponseHeaders(404, -1);
            exchange.close();
        });
        server.start();
        base = "http://127.0.0.1:" + server.getAddress().getPort();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    @Test
    void fetchesTheCrlOverHttpOnceUntilItsNextUpdate() {
        X509Certificate certificate =
                DistributionPointCrlsTest.withDistributionPoint(base + "/intermediate.crl", Instant.now());
        DistributionPointCrls crls = crls();

        assertThat(crls.crlsFor(certificate)).containsExactly(PKI.crl());
        assertThat(crls.crlsFor(certificate)).containsExactly(PKI.crl());
        assertThat(requests).hasValue(1);
    }

    @Test
    void anHttpErrorYieldsNoCrl() {
        X509Certificate certificate =
                DistributionPointCrlsTest.withDistributionPoint(base + "/missing.crl", Instant.now());

        assertThat(crls().crlsFor(certificate)).isEmpty();
    }

    private static DistributionPointCrls crls() {
        return new DistributionPointCrls(HttpClient.newHttpClient(), Duration.ofSeconds(5), 1 << 20, Clock.systemUTC());
    }
}
