package nl.opendk.ebms.protocol.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.util.List;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.security.encrypt.DecryptionResult;
import nl.opendk.ebms.protocol.security.encrypt.EncryptedDataPayloads;
import nl.opendk.ebms.protocol.security.encrypt.EncryptionAlgorithms;
import nl.opendk.ebms.protocol.security.encrypt.PayloadDecryptor;
import nl.opendk.ebms.protocol.security.keys.PrivateCredential;
import nl.opendk.ebms.protocol.security.sign.AlgorithmPolicy;
import nl.opendk.ebms.protocol.security.sign.EnvelopeSigner;
import nl.opendk.ebms.protocol.security.sign.SignatureAlgorithms;
import nl.opendk.ebms.protocol.security.sign.SignatureVerifier;
import nl.opendk.ebms.protocol.security.sign.VerificationResult;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;

/** osb-*-e end to end: encrypt for the receiver, sign over the encrypted parts, send, verify, then decrypt. */
class EncryptedMessageFlowTest {

    private static final TestPki PKI = TestPki.create();
    private static final TestParty SENDER = PKI.party(TestPki.PARTY_1);
    private static final TestParty RECEIVER = PKI.party(TestPki.PARTY_2);

    private final EncryptedDataPayloads encryption = new EncryptedDataPayloads(new SecureRandom());

    @Test
    void theReceiverGetsTheOriginalPartsBackAfterVerifyingTheSignatureOverTheEncryptedOnes() {
        List<PayloadPart> plain = SecurityTestMessages.binaryParts(2);
        List<PayloadPart> encrypted =
                encryption.encryptAll(plain, RECEIVER.certificate(), EncryptionAlgorithms.DEFAULT);
        byte[] signed = new EnvelopeSigner()
                .sign(
                        SecurityTestMessages.envelope(encrypted),
                        encrypted,
                        new PrivateCredential(SENDER.privateKey(), SENDER.chain()),
                        SignatureAlgorithms.DEFAULT);

        ReceivedMessage received = SecurityTestMessages.overTheWire(signed, encrypted);
        VerificationResult verification = new SignatureVerifier()
                .verify(
                        received.envelopeBytes(),
                        received.parts(),
                        SENDER.certificate(),
                        AlgorithmPolicy.DIGIKOPPELING);
        DecryptionResult decryption =
                new PayloadDecryptor(encryption, RECEIVER.privateKey()).decryptAll(received.parts());

        assertThat(verification.isVerified()).isTrue();
        assertThat(decryption.errors()).isEmpty();
        assertThat(decryption.parts())
                .usingRecursiveFieldByFieldElementComparator()
                .isEqualTo(plain);
    }
}
