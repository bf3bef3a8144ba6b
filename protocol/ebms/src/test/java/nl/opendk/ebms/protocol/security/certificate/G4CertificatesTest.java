package nl.opendk.ebms.protocol.security.certificate;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpClient;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.testkit.pki.G4TestPki;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;

/**
 * PKIoverheid G3 and G4 side by side (oin-in-certificates.md §6, §8): one validator trusts both roots as separate
 * anchors, follows G4's RSASSA-PSS signatures on certificates and CRLs, and trusts no G4 root it was not given.
 */
class G4CertificatesTest {

    private static final TestPki G3 = TestPki.create();
    private static final G4TestPki G4 = G4TestPki.create();
    private static final Clock NOW = Clock.systemUTC();
    private static final String LOCATION = ErrorLocation.SIGNATURE;

    @Test
    void theG4HierarchySignsWithRsassaPss() {
        X509Certificate party = G4.party(G4TestPki.PARTY_G4).certificate();

        assertThat(party.getSigAlgName()).isEqualToIgnoringCase("RSASSA-PSS");
        assertThat(G4.caCertificate().getSigAlgName()).isEqualToIgnoringCase("RSASSA-PSS");
        assertThat(G4.rootCrl().getSigAlgName()).isEqualToIgnoringCase("RSASSA-PSS");
    }

    /** C10 in part: a partner's G3 and G4 certificates are both trusted while the two generations overlap. */
    @Test
    void g3AndG4PartiesAreTrustedSideBySideWithCrlsFromTheirDistributionPoints() {
        CertificateValidator validator = validator(NOW);

        assertThat(validator
                        .validate(G4.party(G4TestPki.PARTY_G4).certificate(), LOCATION)
                        .errors())
                .isEmpty();
        assertThat(validator
                        .validate(G3.party(TestPki.PARTY_1).certificate(), LOCATION)
                        .errors())
                .isEmpty();
    }

    /** C08: the G4 root's CRL (signed with PSS) revokes the CA a party's certificate comes from. */
    @Test
    void c08APartyUnderARevokedG4CaIsRefused() {
        TestParty party = G4.party(G4TestPki.UNDER_REVOKED_CA);
        // the CA comes with the party's chain, as a TLS client presents it
        CertificateCheck check = validator(NOW).validate(party.certificate(), party.chain(), LOCATION);

        assertThat(check.isTrusted()).isFalse();
        assertThat(check.errors()).anySatisfy(error -> assertThat(error.description())
                .contains("TRIAL PKIoverheid G4 revoked CA")
                .contains("was revoked on"));
    }

    /** C09: a G4 root for another use (EUTL signatures) is not one the relying party trusts for Digikoppeling. */
    @Test
    void c09APartyOfAG4RootNotTrustedForTlsIsRefused() {
        CertificateCheck check =
                validator(NOW).validate(G4.party(G4TestPki.OTHER_ROOT).certificate(), LOCATION);

        assertThat(check.isTrusted()).isFalse();
        assertThat(check.errors())
                .anySatisfy(error -> assertThat(error.description()).contains("does not chain to a trusted root"));
    }

    /** C12: after 12 November 2028 no G1/G3 certificate is valid any more; one that runs to that day is refused. */
    @Test
    void c12AG3CertificateIsRefusedAfterTheEndOfG3() {
        Instant endOfG3 = Instant.parse("2028-11-12T00:00:00Z");
        X509Certificate lastG3 = G3.issue(
                        "last G3", "00000099000000000031", endOfG3.minus(Duration.ofDays(700)), endOfG3)
                .certificate();
        Clock after = Clock.fixed(endOfG3.plus(Duration.ofDays(1)), ZoneOffset.UTC);

        CertificateCheck check = new CertificateValidator(
                        List.of(G3.rootCertificate(), G4.rootCertificate()),
                        List.of(G3.intermediateCertificate(), G4.caCertificate()),
                        certificate -> List.of(),
                        RevocationFailureMode.FAIL_CLOSED,
                        after)
                .validate(lastG3, LOCATION);

        assertThat(check.isTrusted()).isFalse();
        assertThat(check.errors())
                .anySatisfy(error -> assertThat(error.description()).contains("expired on"));
    }

    private static CertificateValidator validator(Clock clock) {
        return new CertificateValidator(
                List.of(G3.rootCertificate(), G4.rootCertificate()),
                List.of(G3.intermediateCertificate(), G4.caCertificate()),
                new DistributionPointCrls(HttpClient.newHttpClient(), Duration.ofSeconds(5), 1 << 20, clock),
                RevocationFailureMode.FAIL_CLOSED,
                clock);
    }
}
