package nl.opendk.ebms.protocol.security.certificate;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import nl.opendk.ebms.testkit.pki.TestPki;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DistributionPointCrlsTest {

    private static final TestPki PKI = TestPki.create();

    @Test
    void readsTheUrlsOfTheDistributionPointExtension() {
        assertThat(DistributionPointUrls.of(PKI.party(TestPki.PARTY_1).certificate()))
                .containsExactly(PKI.crlFile().toUri().toString());
        assertThat(DistributionPointUrls.of(PKI.intermediateCertificate()))
                .containsExactly(PKI.rootCrlFile().toUri().toString());
        assertThat(DistributionPointUrls.of(PKI.rootCertificate())).isEmpty();
    }

    @Test
    void keepsACrlUntilItsNextUpdate(@TempDir Path folder) throws Exception {
        Path crlFile = folder.resolve("copy.crl");
        Files.write(crlFile, PKI.crl().getEncoded());
        Instant now = Instant.now();
        X509Certificate party = withDistributionPoint(crlFile.toUri().toString(), now);
        MutableClock clock = new MutableClock(now);
        DistributionPointCrls crls =
                new DistributionPointCrls(HttpClient.newHttpClient(), Duration.ofSeconds(1), 1 << 20, clock);

        assertThat(crls.crlsFor(party)).containsExactly(PKI.crl());
        Files.delete(crlFile);
        assertThat(crls.crlsFor(party)).containsExactly(PKI.crl());
        clock.advance(Duration.ofDays(8));
        assertThat(crls.crlsFor(party)).isEmpty();
    }

    @Test
    void anUnreadableOrOversizedCrlYieldsNothing(@TempDir Path folder) throws Exception {
        Path garbage = folder.resolve("garbage.crl");
        Files.writeString(garbage, "not a CRL");
        Instant now = Instant.now();
        Clock clock = Clock.fixed(now, ZoneOffset.UTC);

        assertThat(new DistributionPointCrls(HttpClient.newHttpClient(), Duration.ofSeconds(1), 1 << 20, clock)
                        .crlsFor(withDistributionPoint(garbage.toUri().toString(), now)))
                .isEmpty();
        assertThat(new DistributionPointCrls(HttpClient.newHttpClient(), Duration.ofSeconds(1), 16, clock)
                        .crlsFor(PKI.party(TestPki.PARTY_1).certificate()))
                .isEmpty();
        assertThat(new DistributionPointCrls(HttpClient.newHttpClient(), Duration.ofSeconds(1), 1 << 20, clock)
                        .crlsFor(withDistributionPoint("ldap://directory.test/cn=crl", now)))
                .isEmpty();
    }

    static X509Certificate withDistributionPoint(String url, Instant now) {
        return PKI.intermediateAuthority()
                .issue(
                        "Party with its own CRL location",
                        TestPki.PARTY_1,
                        now.minus(Duration.ofDays(1)),
                        now.plus(Duration.ofDays(30)),
                        url)
                .certificate();
    }
}
