package nl.opendk.ebms.protocol.security.encrypt;

import java.security.PrivateKey;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.error.SecurityFailures;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.PayloadPart;

/**
 * Decrypts every payload part of an inbound osb-*-e message with our decryption key. Under these profiles every
 * part must be encrypted (ebMS 2.0 §4.1 profile 14): a plain part is a SecurityFailure, like one that does not
 * decrypt. Either all parts come back decrypted or none do.
 */
public final class PayloadDecryptor {

    private final PayloadEncryption encryption;
    private final Function<MessageHeader, PrivateKey> decryptionKey;

    /** With our one decryption key. */
    public PayloadDecryptor(PayloadEncryption encryption, PrivateKey decryptionKey) {
        this(encryption, header -> decryptionKey);
    }

    /**
     * @param decryptionKey our key for a message with this header: the one whose certificate its CPA names for our
     *     party (ReceiverDigitalEnvelope/EncryptionCertificateRef), which the sender encrypted for
     */
    public PayloadDecryptor(PayloadEncryption encryption, Function<MessageHeader, PrivateKey> decryptionKey) {
        this.encryption = encryption;
        this.decryptionKey = decryptionKey;
    }

    /** For a decryptor of one key, which needs no header to choose it. */
    public DecryptionResult decryptAll(List<PayloadPart> parts) {
        return decryptAll(parts, null);
    }

    public DecryptionResult decryptAll(List<PayloadPart> parts, MessageHeader header) {
        PrivateKey key = decryptionKey.apply(header);
        List<PayloadPart> decrypted = new ArrayList<>(parts.size());
        List<EbmsError> errors = new ArrayList<>();
        for (PayloadPart part : parts) {
            try {
                decrypted.add(encryption.decrypt(part, key));
            } catch (PayloadDecryptionException e) {
                errors.add(SecurityFailures.failure(
                        ErrorLocation.manifestReference("cid:" + part.contentId()), e.getMessage()));
            }
        }
        return errors.isEmpty() ? new DecryptionResult(decrypted, List.of()) : new DecryptionResult(List.of(), errors);
    }
}
