package nl.opendk.ebms.protocol.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.List;
import nl.opendk.ebms.protocol.agreement.ChannelSecurity;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.SigningTerms;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.security.encrypt.EncryptedDataPayloads;
import nl.opendk.ebms.protocol.security.encrypt.KeyTransportAlgorithm;
import nl.opendk.ebms.protocol.security.encrypt.PayloadDecryptor;
import nl.opendk.ebms.protocol.security.keys.PrivateCredential;
import nl.opendk.ebms.protocol.security.sign.AlgorithmPolicy;
import nl.opendk.ebms.protocol.security.sign.EnvelopeSigner;
import nl.opendk.ebms.protocol.security.sign.SignatureAlgorithms;
import nl.opendk.ebms.protocol.security.sign.SignatureVerifier;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;

/** Outgoing messages secured for the receiver's channel: encrypted first, then signed over what is sent. */
class MessageSecurerTest {

    private static final TestPki PKI = TestPki.create();
    private static final TestParty US = PKI.party(TestPki.PARTY_1);
    private static final TestParty PARTNER = PKI.party(TestPki.PARTY_2);

    private final EncryptedDataPayloads encryption = new EncryptedDataPayloads(new SecureRandom());
    private final MessageSecurer securer = new MessageSecurer(
            encryption,
            new EnvelopeSigner(),
            new PrivateCredential(US.privateKey(), US.chain()),
            KeyTransportAlgorithm.RSA_OAEP_MGF1P);

    @Test
    void onAPlainChannelTheMessageIsLeftAsItIs() {
        OutgoingMessage message = message(SecurityTestMessages.binaryParts(1));
        ChannelTerms plain = SecuredChannels.withSecurity("plain", ChannelSecurity.NONE);

        assertThat(securer.secure(message, plain)).isSameAs(message);
    }

    @Test
    void onASigningChannelTheEnvelopeIsSignedOverThePartsAndVerifiesAtTheReceiver() {
        List<PayloadPart> parts = SecurityTestMessages.binaryParts(2);

        OutgoingMessage secured = securer.secure(message(parts), signingChannel(List.of()));

        assertThat(secured.parts()).isEqualTo(parts);
        ReceivedMessage received = SecurityTestMessages.overTheWire(secured.envelope(), secured.parts());
        assertThat(new SignatureVerifier()
                        .verify(
                                received.envelopeBytes(),
                                received.parts(),
                                US.certificate(),
                                AlgorithmPolicy.DIGIKOPPELING)
                        .errors())
                .isEmpty();
    }

    @Test
    void signsWithTheAlgorithmTheReceiverNames() {
        OutgoingMessage secured =
                securer.secure(message(List.of()), signingChannel(List.of(SignatureAlgorithms.RSA_SHA512)));

        assertThat(new String(secured.envelope(), StandardCharsets.UTF_8)).contains(SignatureAlgorithms.RSA_SHA512);
    }

    @Test
    void onAnEncryptingChannelThePartsAreEncryptedForTheReceiverAndTheSignatureCoversTheEncryptedParts() {
        List<PayloadPart> plain = SecurityTestMessages.binaryParts(2);
        ChannelTerms channel = SecuredChannels.channel(
                PARTNER.certificate(), List.of(SignatureAlgorithms.RSA_SHA256), PARTNER.certificate(), null);

        OutgoingMessage secured = securer.secure(message(plain), channel);

        assertThat(secured.parts()).allSatisfy(part -> assertThat(part.contentType())
                .isEqualTo(EncryptedDataPayloads.ENCRYPTED_CONTENT_TYPE));
        ReceivedMessage received = SecurityTestMessages.overTheWire(secured.envelope(), secured.parts());
        assertThat(new SignatureVerifier()
                        .verify(
                                received.envelopeBytes(),
                                received.parts(),
                                US.certificate(),
                                AlgorithmPolicy.DIGIKOPPELING)
                        .isVerified())
                .isTrue();
        assertThat(new PayloadDecryptor(encryption, PARTNER.privateKey())
                        .decryptAll(received.parts())
                        .parts())
                .usingRecursiveFieldByFieldElementComparator()
                .isEqualTo(plain);
    }

    @Test
    void anEncryptingChannelWithoutTheReceiversCertificateCannotBeSentOn() {
        ChannelTerms channel =
                SecuredChannels.withSecurity("no-certificate", new ChannelSecurity(null, null, true, null, null));

        assertThatIllegalStateException()
                .isThrownBy(() -> securer.secure(message(SecurityTestMessages.binaryParts(1)), channel))
                .withMessageContaining("EncryptionCertificateRef");
    }

    private static ChannelTerms signingChannel(List<String> algorithms) {
        return SecuredChannels.withSecurity(
                "signing", new ChannelSecurity(null, new SigningTerms(null, algorithms, null), false, null, null));
    }

    private static OutgoingMessage message(List<PayloadPart> parts) {
        return new OutgoingMessage(
                SecurityTestMessages.fixture("business-message").header(),
                SecurityTestMessages.envelope(parts),
                parts,
                SecuredChannels.ENDPOINT,
                null);
    }
}
