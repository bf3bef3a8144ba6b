package nl.opendk.ebms.protocol.security.certificate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.testkit.pki.TestCertificateAuthority;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CertificateValidatorTest {

    private static final TestPki PKI = TestPki.create();
    private static final String LOCATION = ErrorLocation.SIGNATURE;
    private static final Clock NOW = Clock.systemUTC();

    @Test
    void aValidPartyCertificateWithCrlsFromItsDistributionPointsIsTrusted() {
        CertificateCheck check = validator(distributionPoints(NOW), RevocationFailureMode.FAIL_CLOSED, NOW)
                .validate(certificate(TestPki.PARTY_1), LOCATION);

        assertThat(check.errors()).isEmpty();
        assertThat(check.warnings()).isEmpty();
        assertThat(check.isTrusted()).isTrue();
    }

    /** A reloaded trust store decides from the next check: a root taken out is trusted no more, though remembered. */
    @Test
    void replacedTrustTakesEffectAtTheNextCheckAndForgetsRememberedPaths() {
        CertificateValidator validator = validator(configured(), RevocationFailureMode.FAIL_CLOSED, NOW);
        assertThat(validator.validate(certificate(TestPki.PARTY_1), LOCATION).isTrusted())
                .isTrue();

        validator.replaceTrust(List.of(PKI.untrustedRootCertificate()), List.of(), configured());

        assertRefused(validator.validate(certificate(TestPki.PARTY_1), LOCATION), "does not chain to a trusted root");

        validator.replaceTrust(PKI.trustAnchors(), PKI.intermediates(), configured());

        assertThat(validator.validate(certificate(TestPki.PARTY_1), LOCATION).isTrusted())
                .isTrue();
    }

    @Test
    void anExpiredCertificateIsRefused() {
        assertRefused(validate(TestPki.EXPIRED), "expired on");
    }

    @Test
    void aCertificateBeforeItsValidityIsRefused() {
        Clock earlier = Clock.fixed(Instant.now().minus(Duration.ofDays(2)), ZoneOffset.UTC);

        CertificateCheck check = validator(configured(), RevocationFailureMode.FAIL_CLOSED, earlier)
                .validate(certificate(TestPki.PARTY_1), LOCATION);

        assertRefused(check, "is not valid before");
    }

    @Test
    void aRevokedCertificateIsRefused() {
        assertRefused(validate(TestPki.REVOKED), "was revoked on");
        assertRefused(validate(TestPki.REVOKED), "(KEY_COMPROMISE)");
    }

    @Test
    void aCertificateFromAnUntrustedCaIsRefused() {
        assertRefused(validate(TestPki.UNTRUSTED), "does not chain to a trusted root");
    }

    @Test
    void configuredCrlFilesWorkWithoutDistributionPoints() {
        CertificateValidator validator = validator(configured(), RevocationFailureMode.FAIL_CLOSED, NOW);

        assertThat(validator.validate(certificate(TestPki.PARTY_2), LOCATION).isTrusted())
                .isTrue();
        assertRefused(validator.validate(certificate(TestPki.REVOKED), LOCATION), "was revoked on");
    }

    @Test
    void withoutACrlFailClosedRefusesAndFailOpenAcceptsWithAWarning() {
        CrlSource none = certificate -> List.of();

        assertRefused(
                validator(none, RevocationFailureMode.FAIL_CLOSED, NOW)
                        .validate(certificate(TestPki.PARTY_1), LOCATION),
                "no current CRL could be obtained");
        CertificateCheck open =
                validator(none, RevocationFailureMode.FAIL_OPEN, NOW).validate(certificate(TestPki.PARTY_1), LOCATION);
        assertThat(open.isTrusted()).isTrue();
        assertThat(open.warnings()).hasSize(2).allSatisfy(warning -> assertThat(warning)
                .contains("without a CRL check"));
    }

    @Test
    void theIntermediateIsCheckedForRevocationToo() {
        CrlSource partiesOnly = certificate -> List.of(PKI.crl());

        CertificateCheck check = validator(partiesOnly, RevocationFailureMode.FAIL_CLOSED, NOW)
                .validate(certificate(TestPki.PARTY_1), LOCATION);

        assertRefused(check, "no current CRL could be obtained for certificate 'CN=Test Intermediate CA");
    }

    @Test
    void aCrlFromAnotherIssuerOrWithAForgedSignatureIsNotUsed() {
        TestCertificateAuthority impostor = TestCertificateAuthority.root("Test Intermediate CA");
        X509CRL forged = impostor.crl();
        assertThat(forged.getIssuerX500Principal())
                .isEqualTo(PKI.intermediateCertificate().getSubjectX500Principal());
        CrlSource forgedAndWrongIssuer = certificate -> List.of(PKI.rootCrl(), forged);
        CrlSource withRootCrl =
                CrlSource.combined(List.of(forgedAndWrongIssuer, certificate -> List.of(PKI.rootCrl())));

        CertificateCheck check = validator(withRootCrl, RevocationFailureMode.FAIL_CLOSED, NOW)
                .validate(certificate(TestPki.REVOKED), LOCATION);

        assertRefused(
                check,
                "no current CRL could be obtained for certificate 'SERIALNUMBER=" + TestPki.REVOKED
                        + ",CN=Revoked party");
    }

    @Test
    void aCrlPastItsNextUpdateIsNotUsed() {
        Clock later = Clock.fixed(Instant.now().plus(Duration.ofDays(10)), ZoneOffset.UTC);

        CertificateCheck check = validator(configured(), RevocationFailureMode.FAIL_CLOSED, later)
                .validate(certificate(TestPki.PARTY_1), LOCATION);

        assertRefused(check, "no current CRL could be obtained");
    }

    @Test
    void aCrlThatRevokesACertificateTakesEffectAfterItsPathWasRemembered() {
        X509Certificate party = certificate(TestPki.PARTY_1);
        AtomicReference<List<X509CRL>> current = new AtomicReference<>(List.of(PKI.crl(), PKI.rootCrl()));
        CertificateValidator validator =
                validator(certificate -> current.get(), RevocationFailureMode.FAIL_CLOSED, NOW);
        assertThat(validator.validate(party, LOCATION).isTrusted()).isTrue();

        current.set(List.of(PKI.intermediateAuthority().crl(party), PKI.rootCrl()));

        assertRefused(validator.validate(party, LOCATION), "was revoked on");
    }

    @Test
    void aCertificateThatExpiresAfterItsPathWasRememberedIsRefused() {
        Instant now = Instant.now();
        X509Certificate shortLived = PKI.issue(
                        "short-lived", "00000099000000000077", now.minus(Duration.ofDays(1)), now.plusSeconds(3600))
                .certificate();
        AtomicReference<Instant> time = new AtomicReference<>(now);
        Clock clock = new Clock() {
            @Override
            public ZoneOffset getZone() {
                return ZoneOffset.UTC;
            }

            @Override
            public Clock withZone(java.time.ZoneId zone) {
                return this;
            }

            @Override
            public Instant instant() {
                return time.get();
            }
        };
        CertificateValidator validator = validator(configured(), RevocationFailureMode.FAIL_CLOSED, clock);
        assertThat(validator.validate(shortLived, LOCATION).isTrusted()).isTrue();

        time.set(now.plusSeconds(7200));

        assertRefused(validator.validate(shortLived, LOCATION), "expired on");
    }

    @Test
    void aRememberedPathGivesTheSameAnswerAsTheFirstCheck() {
        CertificateValidator validator = validator(configured(), RevocationFailureMode.FAIL_CLOSED, NOW);

        for (int i = 0; i < 3; i++) {
            assertThat(validator
                            .validate(certificate(TestPki.PARTY_2), LOCATION)
                            .isTrusted())
                    .isTrue();
            assertRefused(validator.validate(certificate(TestPki.REVOKED), LOCATION), "was revoked on");
            assertRefused(validator.validate(certificate(TestPki.UNTRUSTED), LOCATION), "does not chain");
        }
    }

    @Test
    void needsATrustAnchor() {
        assertThatThrownBy(() -> new CertificateValidator(
                        List.of(), List.of(), configured(), RevocationFailureMode.FAIL_CLOSED, NOW))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aConfiguredCrlFileMustBeACrl(@TempDir Path folder) throws Exception {
        Path notACrl = Files.writeString(folder.resolve("not.crl"), "not a CRL");

        assertThatThrownBy(() -> ConfiguredCrls.fromFiles(List.of(notACrl)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a CRL");
        assertThatThrownBy(() -> ConfiguredCrls.fromFiles(List.of(folder.resolve("missing.crl"))))
                .isInstanceOf(java.io.UncheckedIOException.class);
    }

    private static CertificateCheck validate(String oin) {
        return validator(distributionPoints(NOW), RevocationFailureMode.FAIL_CLOSED, NOW)
                .validate(certificate(oin), LOCATION);
    }

    private static CertificateValidator validator(CrlSource crls, RevocationFailureMode mode, Clock clock) {
        return new CertificateValidator(PKI.trustAnchors(), PKI.intermediates(), crls, mode, clock);
    }

    private static CrlSource distributionPoints(Clock clock) {
        return new DistributionPointCrls(HttpClient.newHttpClient(), Duration.ofSeconds(5), 1 << 20, clock);
    }

    private static CrlSource configured() {
        return ConfiguredCrls.fromFiles(List.of(PKI.crlFile(), PKI.rootCrlFile()));
    }

    private static X509Certificate certificate(String oin) {
        return PKI.party(oin).certificate();
    }

    private static void assertRefused(CertificateCheck check, String description) {
        assertThat(check.isTrusted()).isFalse();
        assertThat(check.errors()).allSatisfy(error -> {
            assertThat(error.code()).isEqualTo(EbmsErrorCode.SECURITY_FAILURE);
            assertThat(error.location()).isEqualTo(LOCATION);
        });
        assertThat(check.errors())
                .anySatisfy(error -> assertThat(error.description()).contains(description));
    }
}
