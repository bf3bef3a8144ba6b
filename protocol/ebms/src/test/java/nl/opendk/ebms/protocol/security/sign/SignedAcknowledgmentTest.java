package nl.opendk.ebms.protocol.security.sign;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.security.SecurityTestMessages;
import nl.opendk.ebms.protocol.security.keys.PrivateCredential;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;

/**
 * A signed Acknowledgment carries copies of the ds:Reference elements of the message it acknowledges (ebMS 2.0
 * §6.3.2, §4.1): the copies from a verification go into eb:Acknowledgment, and the Acknowledgment's own signature
 * covers them.
 */
class SignedAcknowledgmentTest {

    private static final TestPki PKI = TestPki.create();
    private static final TestParty SENDER = PKI.party(TestPki.PARTY_1);
    private static final TestParty RECEIVER = PKI.party(TestPki.PARTY_2);

    private final EnvelopeSigner signer = new EnvelopeSigner();
    private final SignatureVerifier verifier = new SignatureVerifier();

    @Test
    void anAcknowledgmentWithTheVerifiedReferencesIsSignedAndVerified() {
        String acknowledgment = acknowledgmentEnvelope(verifiedReferences());
        byte[] signed = signer.sign(
                bytes(acknowledgment),
                List.of(),
                new PrivateCredential(RECEIVER.privateKey(), RECEIVER.chain()),
                SignatureAlgorithms.DEFAULT);

        ReceivedMessage received = SecurityTestMessages.overTheWire(signed, List.of());
        VerificationResult result = verifier.verify(
                received.envelopeBytes(), List.of(), RECEIVER.certificate(), AlgorithmPolicy.DIGIKOPPELING);

        assertThat(result.errors()).isEmpty();
        assertThat(received.envelope().acknowledgment()).isNotNull();
    }

    @Test
    void aChangedReferenceCopyBreaksTheAcknowledgmentsSignature() {
        List<VerifiedReference> references = verifiedReferences();
        String signed = new String(
                signer.sign(
                        bytes(acknowledgmentEnvelope(references)),
                        List.of(),
                        new PrivateCredential(RECEIVER.privateKey(), RECEIVER.chain()),
                        SignatureAlgorithms.DEFAULT),
                StandardCharsets.UTF_8);
        String digest = references.get(1).digestValue();
        String forged = signed.replace(digest, digest.substring(1) + digest.charAt(0));

        VerificationResult result =
                verifier.verify(bytes(forged), List.of(), RECEIVER.certificate(), AlgorithmPolicy.DIGIKOPPELING);

        assertThat(result.isVerified()).isFalse();
    }

    private List<VerifiedReference> verifiedReferences() {
        List<PayloadPart> parts = SecurityTestMessages.binaryParts(1);
        byte[] message = signer.sign(
                SecurityTestMessages.envelope(parts),
                parts,
                new PrivateCredential(SENDER.privateKey(), SENDER.chain()),
                SignatureAlgorithms.DEFAULT);
        return verifier.verify(message, parts, SENDER.certificate(), AlgorithmPolicy.DIGIKOPPELING)
                .references();
    }

    private static String acknowledgmentEnvelope(List<VerifiedReference> references) {
        StringBuilder acknowledgment =
                new StringBuilder("<eb:Acknowledgment eb:version=\"2.0\" soap:mustUnderstand=\"1\""
                        + " soap:actor=\"urn:oasis:names:tc:ebxml-msg:actor:toPartyMSH\">"
                        + "<eb:Timestamp>2026-01-01T00:00:01Z</eb:Timestamp>"
                        + "<eb:RefToMessageId>valid-business@fixtures.test</eb:RefToMessageId>");
        references.forEach(reference -> acknowledgment.append(reference.xml()));
        acknowledgment.append("</eb:Acknowledgment>");
        String envelope = new String(SecurityTestMessages.envelope(List.of()), StandardCharsets.UTF_8);
        return envelope.replace("</soap:Header>", acknowledgment + "</soap:Header>");
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
