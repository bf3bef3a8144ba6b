package nl.opendk.ebms.protocol.security.sign;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.security.SecurityTestMessages;
import nl.opendk.ebms.protocol.security.certificate.CertificateValidator;
import nl.opendk.ebms.protocol.security.certificate.ConfiguredCrls;
import nl.opendk.ebms.protocol.security.certificate.RevocationFailureMode;
import nl.opendk.ebms.protocol.security.keys.PrivateCredential;
import nl.opendk.ebms.testkit.pki.G4TestPki;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;

class SenderSignatureCheckTest {

    private static final TestPki PKI = TestPki.create();

    private final List<String> warnings = new ArrayList<>();
    private final SenderSignatureCheck check = check(RevocationFailureMode.FAIL_CLOSED);

    @Test
    void aMessageSignedByATrustedSenderWithItsOwnOinVerifies() {
        assertThat(signedBy(TestPki.PARTY_1, TestPki.PARTY_1).isVerified()).isTrue();
    }

    @Test
    void aRevokedSenderIsRefusedThoughTheSignatureItselfIsValid() {
        assertRefused(signedBy(TestPki.REVOKED, TestPki.REVOKED), "was revoked on");
    }

    @Test
    void anExpiredSenderIsRefused() {
        assertRefused(signedBy(TestPki.EXPIRED, TestPki.EXPIRED), "expired on");
    }

    @Test
    void aSenderFromAnUntrustedCaIsRefused() {
        assertRefused(signedBy(TestPki.UNTRUSTED, TestPki.UNTRUSTED), "does not chain to a trusted root");
    }

    @Test
    void aCertificateOfAnotherOinThanTheSenderIsRefused() {
        assertRefused(signedBy(TestPki.PARTY_1, TestPki.PARTY_2), "is not the sender's PartyId");
    }

    @Test
    void aMissingCrlUnderFailOpenIsReportedAsAWarning() {
        SenderSignatureCheck open = new SenderSignatureCheck(
                new SignatureVerifier(),
                new CertificateValidator(
                        PKI.trustAnchors(),
                        PKI.intermediates(),
                        certificate -> List.of(),
                        RevocationFailureMode.FAIL_OPEN,
                        Clock.systemUTC()),
                warnings::add);
        TestParty sender = PKI.party(TestPki.PARTY_1);
        List<PayloadPart> parts = SecurityTestMessages.binaryParts(1);
        byte[] signed = sign(sender, parts);

        VerificationResult result = open.check(
                signed, parts, sender.certificate(), PartyId.oin(TestPki.PARTY_1), AlgorithmPolicy.DIGIKOPPELING);

        assertThat(result.isVerified()).isTrue();
        assertThat(warnings).isNotEmpty().allSatisfy(warning -> assertThat(warning)
                .contains("without a CRL check"));
    }

    /** A partner in its rollover signs with its new key; the CPA still names the old certificate. */
    @Test
    void aSignatureByThePartnersOtherCertificateVerifiesWhenTheCpasDoesNot() {
        TestParty old = PKI.party(TestPki.PARTY_2);
        TestParty renewed = renewed(TestPki.PARTY_2);
        List<PayloadPart> parts = SecurityTestMessages.binaryParts(1);
        byte[] signed = sign(renewed, parts);
        PartyId sender = PartyId.oin(TestPki.PARTY_2);

        assertThat(check.check(signed, parts, old.certificate(), sender, AlgorithmPolicy.DIGIKOPPELING)
                        .isVerified())
                .as("against the CPA's certificate alone")
                .isFalse();
        assertThat(check.check(
                                signed,
                                parts,
                                old.certificate(),
                                () -> List.of(renewed.certificate()),
                                sender,
                                AlgorithmPolicy.DIGIKOPPELING)
                        .isVerified())
                .isTrue();
    }

    /** Another certificate counts only as fully checked as the CPA's: here it carries another party's OIN. */
    @Test
    void anOtherCertificateOfAnotherOinDoesNotVerifyAndTheCpasFailureIsReported() {
        TestParty stranger = renewed(TestPki.PARTY_1);
        List<PayloadPart> parts = SecurityTestMessages.binaryParts(1);
        byte[] signed = sign(stranger, parts);
        List<X509Certificate> asked = new ArrayList<>();

        VerificationResult result = check.check(
                signed,
                parts,
                PKI.party(TestPki.PARTY_2).certificate(),
                () -> {
                    asked.add(stranger.certificate());
                    return List.of(stranger.certificate());
                },
                PartyId.oin(TestPki.PARTY_2),
                AlgorithmPolicy.DIGIKOPPELING);

        assertThat(result.isVerified()).isFalse();
        assertThat(asked).hasSize(1);
        assertThat(result.errors()).noneMatch(error -> error.description().contains("is not the sender's PartyId"));
    }

    @Test
    void otherCertificatesAreNotAskedForWhenTheCpasVerifies() {
        TestParty sender = PKI.party(TestPki.PARTY_1);
        List<PayloadPart> parts = SecurityTestMessages.binaryParts(1);

        VerificationResult result = check.check(
                sign(sender, parts),
                parts,
                sender.certificate(),
                () -> {
                    throw new AssertionError("not needed");
                },
                PartyId.oin(TestPki.PARTY_1),
                AlgorithmPolicy.DIGIKOPPELING);

        assertThat(result.isVerified()).isTrue();
    }

    private static TestParty renewed(String oin) {
        Instant now = Instant.now();
        return PKI.issue("renewed-" + oin, oin, now.minus(Duration.ofDays(1)), now.plus(Duration.ofDays(1000)));
    }

    /** oin-in-certificates.md C11: a G4 signing key (its chain signed with RSASSA-PSS) signs as rsa-sha256 does. */
    @Test
    void c11AMessageSignedWithAG4KeyVerifiesAndItsOinIsTheSenders() {
        G4TestPki g4 = G4TestPki.create();
        TestParty sender = g4.party(G4TestPki.PARTY_G4);
        SenderSignatureCheck g3AndG4 = new SenderSignatureCheck(
                new SignatureVerifier(),
                new CertificateValidator(
                        List.of(PKI.rootCertificate(), g4.rootCertificate()),
                        List.of(PKI.intermediateCertificate(), g4.caCertificate()),
                        certificate -> List.of(g4.rootCrl(), g4.caCrl()),
                        RevocationFailureMode.FAIL_CLOSED,
                        Clock.systemUTC()),
                warnings::add);
        List<PayloadPart> parts = SecurityTestMessages.binaryParts(1);
        byte[] signed = sign(sender, parts);

        assertThat(g3AndG4.check(
                                signed,
                                parts,
                                sender.certificate(),
                                PartyId.oin(G4TestPki.PARTY_G4),
                                AlgorithmPolicy.DIGIKOPPELING)
                        .isVerified())
                .isTrue();
        assertThat(warnings).isEmpty();
        assertThat(g3AndG4.check(
                                signed,
                                parts,
                                sender.certificate(),
                                PartyId.oin(TestPki.PARTY_1),
                                AlgorithmPolicy.DIGIKOPPELING)
                        .isVerified())
                .isFalse();
    }

    private VerificationResult signedBy(String signer, String partyId) {
        TestParty sender = PKI.party(signer);
        List<PayloadPart> parts = SecurityTestMessages.binaryParts(1);
        byte[] signed = sign(sender, parts);
        return check.check(signed, parts, sender.certificate(), PartyId.oin(partyId), AlgorithmPolicy.DIGIKOPPELING);
    }

    private static byte[] sign(TestParty sender, List<PayloadPart> parts) {
        return new EnvelopeSigner()
                .sign(
                        SecurityTestMessages.envelope(parts),
                        parts,
                        new PrivateCredential(sender.privateKey(), sender.chain()),
                        SignatureAlgorithms.DEFAULT);
    }

    private SenderSignatureCheck check(RevocationFailureMode mode) {
        CertificateValidator validator = new CertificateValidator(
                PKI.trustAnchors(),
                PKI.intermediates(),
                ConfiguredCrls.fromFiles(List.of(PKI.crlFile(), PKI.rootCrlFile())),
                mode,
                Clock.systemUTC());
        return new SenderSignatureCheck(new SignatureVerifier(), validator, warnings::add);
    }

    private static void assertRefused(VerificationResult result, String description) {
        assertThat(result.isVerified()).isFalse();
        assertThat(result.errors()).singleElement().satisfies(error -> {
            assertThat(error.code()).isEqualTo(EbmsErrorCode.SECURITY_FAILURE);
            assertThat(error.location()).isEqualTo(ErrorLocation.SIGNATURE);
            assertThat(error.description()).contains(description);
        });
    }
}
