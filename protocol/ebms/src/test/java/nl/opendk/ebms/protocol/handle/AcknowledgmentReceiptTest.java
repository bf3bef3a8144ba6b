package nl.opendk.ebms.protocol.handle;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.protocol.codec.EnvelopeWriter;
import nl.opendk.ebms.protocol.codec.ManifestWriter;
import nl.opendk.ebms.protocol.codec.SignalElements;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.message.EbmsEnvelope;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.SignedReference;
import nl.opendk.ebms.protocol.security.SecurityTestMessages;
import nl.opendk.ebms.protocol.security.keys.PrivateCredential;
import nl.opendk.ebms.protocol.security.sign.AlgorithmPolicy;
import nl.opendk.ebms.protocol.security.sign.EnvelopeSigner;
import nl.opendk.ebms.protocol.security.sign.SignatureAlgorithms;
import nl.opendk.ebms.protocol.security.sign.SignatureVerifier;
import nl.opendk.ebms.protocol.security.sign.VerifiedReference;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;

/**
 * ebMS 2.0 §6.3.2.4: the signed Acknowledgment the partner's MSH makes from what it verified is the receipt for the
 * message we signed; one that leaves out or alters a reference is not. Messages and Acknowledgments are signed,
 * written and read by the production code, as they travel.
 */
class AcknowledgmentReceiptTest {

    private static final TestPki PKI = TestPki.create();
    private static final TestParty US = PKI.party(TestPki.PARTY_1);
    private static final TestParty PARTNER = PKI.party(TestPki.PARTY_2);

    private final List<PayloadPart> parts = SecurityTestMessages.binaryParts(1);
    private final byte[] ourMessage = sign(message(true), parts);
    private final List<VerifiedReference> verifiedByPartner = new SignatureVerifier()
            .verify(ourMessage, parts, US.certificate(), AlgorithmPolicy.DIGIKOPPELING)
            .references();

    @Test
    void theAcknowledgmentMadeFromWhatThePartnerVerifiedIsOurReceipt() {
        EbmsEnvelope sent = read(ourMessage, parts);
        List<SignedReference> receipt =
                receipt(verifiedByPartner.stream().map(VerifiedReference::xml).toList());

        assertThat(sent.signedReferences())
                .extracting(SignedReference::uri)
                .containsExactly("", "cid:" + parts.get(0).contentId());
        assertThat(receipt).containsExactlyInAnyOrderElementsOf(sent.signedReferences());
        assertThat(AcknowledgmentReceipt.mismatch(sent, receipt)).isEmpty();
    }

    @Test
    void aReceiptWithAnotherDigestForThePayloadIsNoReceipt() {
        VerifiedReference payload = verifiedByPartner.get(1);
        String digest = payload.digestValue();
        String altered = payload.xml().replace(digest, digest.substring(1) + digest.charAt(0));
        List<SignedReference> receipt = receipt(List.of(verifiedByPartner.get(0).xml(), altered));

        EbmsError error =
                AcknowledgmentReceipt.mismatch(read(ourMessage, parts), receipt).orElseThrow();

        assertThat(error.code()).isEqualTo(EbmsErrorCode.SECURITY_FAILURE);
        assertThat(error.description()).contains("cid:" + parts.get(0).contentId());
    }

    @Test
    void aReceiptThatLeavesOutThePayloadIsNoReceipt() {
        List<SignedReference> receipt = receipt(List.of(verifiedByPartner.get(0).xml()));

        assertThat(AcknowledgmentReceipt.mismatch(read(ourMessage, parts), receipt))
                .isPresent();
    }

    @Test
    void anAcknowledgmentWithoutReferencesIsNoReceiptWhenOneWasAskedFor() {
        assertThat(AcknowledgmentReceipt.mismatch(read(ourMessage, parts), List.of()))
                .hasValueSatisfying(error -> assertThat(error.description()).contains("no ds:Reference"));
    }

    @Test
    void aMessageThatAskedForAnUnsignedAcknowledgmentNeedsNoReceipt() {
        byte[] signedAskingUnsigned = sign(message(false), parts);

        assertThat(AcknowledgmentReceipt.mismatch(read(signedAskingUnsigned, parts), List.of()))
                .isEmpty();
    }

    private byte[] message(boolean signedReceipt) {
        MessageHeader header = SecurityTestMessages.fixture("business-message").header();
        return EnvelopeWriter.write(header, SignalElements.ackRequested(signedReceipt), ManifestWriter.manifest(parts));
    }

    private static byte[] sign(byte[] envelope, List<PayloadPart> parts) {
        return new EnvelopeSigner()
                .sign(envelope, parts, new PrivateCredential(US.privateKey(), US.chain()), SignatureAlgorithms.DEFAULT);
    }

    /** The partner's signed Acknowledgment with these ds:Reference copies, as we receive and read it. */
    private static List<SignedReference> receipt(List<String> references) {
        MessageHeader header = SecurityTestMessages.fixture("business-message").header();
        byte[] acknowledgment = EnvelopeWriter.write(
                header,
                SignalElements.acknowledgment(
                        Instant.parse("2026-01-01T00:00:01Z"), header.messageId(), header.to(), references),
                out -> {});
        byte[] signed = new EnvelopeSigner()
                .sign(
                        acknowledgment,
                        List.of(),
                        new PrivateCredential(PARTNER.privateKey(), PARTNER.chain()),
                        SignatureAlgorithms.DEFAULT);
        return read(signed, List.of()).acknowledgment().references();
    }

    private static EbmsEnvelope read(byte[] envelope, List<PayloadPart> parts) {
        return SecurityTestMessages.overTheWire(envelope, parts).envelope();
    }
}
