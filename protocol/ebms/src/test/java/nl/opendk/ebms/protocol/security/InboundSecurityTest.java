package nl.opendk.ebms.protocol.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.check.Assessment;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.security.certificate.ClientCertificateCheck;
import nl.opendk.ebms.protocol.security.encrypt.EncryptedDataPayloads;
import nl.opendk.ebms.protocol.security.encrypt.EncryptionAlgorithms;
import nl.opendk.ebms.protocol.security.encrypt.PayloadDecryptor;
import nl.opendk.ebms.protocol.security.keys.PrivateCredential;
import nl.opendk.ebms.protocol.security.sign.EnvelopeSigner;
import nl.opendk.ebms.protocol.security.sign.SenderSignatureCheck;
import nl.opendk.ebms.protocol.security.sign.SignatureAlgorithms;
import nl.opendk.ebms.protocol.security.sign.SignatureVerifier;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;

/** The inbound security step: TLS client, signature and decryption, each failure a SecurityFailure. */
class InboundSecurityTest {

    private static final TestPki PKI = TestPki.create();
    private static final TestParty SENDER = PKI.party(TestPki.PARTY_1);
    private static final TestParty RECEIVER = PKI.party(TestPki.PARTY_2);
    private static final List<String> RSA_SHA256 = List.of(SignatureAlgorithms.RSA_SHA256);

    private final EncryptedDataPayloads encryption = new EncryptedDataPayloads(new SecureRandom());
    private final List<String> warnings = new ArrayList<>();
    private final InboundSecurity security = new InboundSecurity(
            new ClientCertificateCheck(SecuredChannels.validator(PKI), warnings::add),
            new SenderSignatureCheck(new SignatureVerifier(), SecuredChannels.validator(PKI), warnings::add),
            new PayloadDecryptor(encryption, RECEIVER.privateKey()));

    @Test
    void aSignedMessageFromItsOwnTlsClientPassesWithTheReferencesForASignedAcknowledgment() {
        List<PayloadPart> parts = SecurityTestMessages.binaryParts(2);

        Assessment checked = security.check(signed(parts, signedChannel()), SENDER.chain());

        assertThat(checked.errors()).isEmpty();
        assertThat(checked.senderRefused()).isFalse();
        assertThat(checked.signedReferences()).hasSize(3).allSatisfy(reference -> assertThat(reference)
                .startsWith("<ds:Reference"));
    }

    @Test
    void aTamperedBodyIsASecurityFailureAtTheSignature() {
        Assessment signed = signed(List.of(), signedChannel());
        String tampered = new String(signed.message().envelopeBytes(), StandardCharsets.UTF_8)
                .replace("<eb:Action>Bericht</eb:Action>", "<eb:Action>Bericht2</eb:Action>");

        Assessment checked = security.check(
                withMessage(signed, SecurityTestMessages.overTheWire(bytes(tampered), List.of())), SENDER.chain());

        assertSecurityFailure(checked, ErrorLocation.SIGNATURE, "content was changed");
    }

    @Test
    void aTamperedAttachmentIsASecurityFailureAtTheSignature() {
        List<PayloadPart> parts = SecurityTestMessages.binaryParts(1);
        Assessment signed = signed(parts, signedChannel());
        byte[] changed = parts.get(0).content().clone();
        changed[10] ^= 1;
        List<PayloadPart> tampered =
                List.of(new PayloadPart(parts.get(0).contentId(), "application/octet-stream", changed));

        Assessment checked = security.check(
                withMessage(
                        signed,
                        SecurityTestMessages.overTheWire(signed.message().envelopeBytes(), tampered)),
                SENDER.chain());

        assertSecurityFailure(checked, ErrorLocation.SIGNATURE, "cid:payload-1@adapter.test");
    }

    @Test
    void anUnsignedBusinessMessageOnASigningChannelIsASecurityFailure() {
        List<PayloadPart> parts = SecurityTestMessages.binaryParts(1);
        ReceivedMessage unsigned = SecurityTestMessages.overTheWire(SecurityTestMessages.envelope(parts), parts);

        Assessment checked = security.check(
                new Assessment(unsigned, SecuredChannels.agreement(signedChannel()), List.of()), SENDER.chain());

        assertSecurityFailure(checked, ErrorLocation.SIGNATURE, "not signed");
    }

    @Test
    void aSignatureAlgorithmTheCpaDoesNotNameIsASecurityFailure() {
        ChannelTerms sha512Only =
                SecuredChannels.channel(SENDER.certificate(), List.of(SignatureAlgorithms.RSA_SHA512), null, null);

        Assessment checked = security.check(signed(List.of(), sha512Only), SENDER.chain());

        assertSecurityFailure(checked, ErrorLocation.SIGNATURE, "SignatureMethod");
    }

    @Test
    void encryptedPayloadsAreDecryptedAfterTheSignatureOverThemVerified() {
        List<PayloadPart> plain = SecurityTestMessages.binaryParts(2);
        List<PayloadPart> encrypted =
                encryption.encryptAll(plain, RECEIVER.certificate(), EncryptionAlgorithms.DEFAULT);

        Assessment checked = security.check(signed(encrypted, encryptedChannel()), SENDER.chain());

        assertThat(checked.errors()).isEmpty();
        assertThat(checked.message().parts())
                .usingRecursiveFieldByFieldElementComparator()
                .isEqualTo(plain);
    }

    @Test
    void aPlainPayloadWhereEncryptionIsRequiredIsASecurityFailure() {
        List<PayloadPart> plain = SecurityTestMessages.binaryParts(1);

        Assessment checked = security.check(signed(plain, encryptedChannel()), SENDER.chain());

        assertSecurityFailure(
                checked, ErrorLocation.manifestReference("cid:payload-1@adapter.test"), "is not encrypted");
    }

    @Test
    void aTlsClientWithAnotherOinIsRefusedAsSender() {
        Assessment checked = security.check(signed(List.of(), signedChannel()), RECEIVER.chain());

        assertThat(checked.senderRefused()).isTrue();
        assertThat(checked.agreement()).isNull();
        assertSecurityFailure(checked, ErrorLocation.FROM_PARTY_ID, "may not send as");
    }

    @Test
    void aTlsClientCertificateTheCpaNamesForTheSenderMaySendForItWhateverItsOin() {
        ChannelTerms intermediary =
                SecuredChannels.channel(SENDER.certificate(), RSA_SHA256, null, RECEIVER.certificate());

        Assessment checked = security.check(signed(List.of(), intermediary), RECEIVER.chain());

        assertThat(checked.errors()).isEmpty();
    }

    @Test
    void aRevokedTlsClientCertificateIsRefusedThoughTheCpaNamesIt() {
        TestParty revoked = PKI.party(TestPki.REVOKED);
        ChannelTerms channel = SecuredChannels.channel(SENDER.certificate(), RSA_SHA256, null, revoked.certificate());

        Assessment checked = security.check(signed(List.of(), channel), revoked.chain());

        assertThat(checked.senderRefused()).isTrue();
        assertSecurityFailure(checked, ErrorLocation.FROM_PARTY_ID, "was revoked");
    }

    @Test
    void anExpiredTlsClientCertificateIsRefusedThoughTheCpaNamesIt() {
        TestParty expired = PKI.party(TestPki.EXPIRED);
        ChannelTerms channel = SecuredChannels.channel(SENDER.certificate(), RSA_SHA256, null, expired.certificate());

        Assessment checked = security.check(signed(List.of(), channel), expired.chain());

        assertSecurityFailure(checked, ErrorLocation.FROM_PARTY_ID, "expired");
    }

    @Test
    void aRequestWithoutClientCertificateIsRefusedAsSender() {
        Assessment checked = security.check(signed(List.of(), signedChannel()), List.of());

        assertThat(checked.senderRefused()).isTrue();
        assertSecurityFailure(checked, ErrorLocation.FROM_PARTY_ID, "without a TLS client certificate");
    }

    @Test
    void withoutOwnTlsOnlyTheMessageSecurityIsChecked() {
        InboundSecurity behindProxy = new InboundSecurity(
                null,
                new SenderSignatureCheck(new SignatureVerifier(), SecuredChannels.validator(PKI), warnings::add),
                null);

        assertThat(behindProxy
                        .check(signed(List.of(), signedChannel()), List.of())
                        .errors())
                .isEmpty();
    }

    @Test
    void aMessageRejectedBeforeCostsNoCryptography() {
        ReceivedMessage unsigned =
                SecurityTestMessages.overTheWire(SecurityTestMessages.envelope(List.of()), List.of());
        EbmsError earlier = EbmsError.of(EbmsErrorCode.VALUE_NOT_RECOGNIZED, ErrorLocation.ACTION, "not allowed");

        Assessment checked = security.check(
                new Assessment(unsigned, SecuredChannels.agreement(signedChannel()), List.of(earlier)), SENDER.chain());

        assertThat(checked.errors()).containsExactly(earlier);
    }

    private static ChannelTerms signedChannel() {
        return SecuredChannels.channel(SENDER.certificate(), RSA_SHA256, null, SENDER.certificate());
    }

    private static ChannelTerms encryptedChannel() {
        return SecuredChannels.channel(SENDER.certificate(), RSA_SHA256, RECEIVER.certificate(), SENDER.certificate());
    }

    /** A business message signed by the sender over these parts, as received, under an agreement on the channel. */
    private static Assessment signed(List<PayloadPart> parts, ChannelTerms senderChannel) {
        byte[] envelope = new EnvelopeSigner()
                .sign(
                        SecurityTestMessages.envelope(parts),
                        parts,
                        new PrivateCredential(SENDER.privateKey(), SENDER.chain()),
                        SignatureAlgorithms.DEFAULT);
        return new Assessment(
                SecurityTestMessages.overTheWire(envelope, parts), SecuredChannels.agreement(senderChannel), List.of());
    }

    private static Assessment withMessage(Assessment assessment, ReceivedMessage message) {
        return new Assessment(message, assessment.agreement(), assessment.errors());
    }

    private static void assertSecurityFailure(Assessment checked, String location, String description) {
        assertThat(checked.accepted()).isFalse();
        assertThat(checked.errors()).anySatisfy(error -> {
            assertThat(error.code()).isEqualTo(EbmsErrorCode.SECURITY_FAILURE);
            assertThat(error.location()).isEqualTo(location);
            assertThat(error.description()).contains(description);
        });
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
