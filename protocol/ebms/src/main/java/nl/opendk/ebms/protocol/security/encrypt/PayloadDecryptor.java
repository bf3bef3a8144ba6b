package nl.opendk.ebms.protocol.security.encrypt;

import java.security.PrivateKey;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.error.SecurityFailures;
import nl.opendk.ebms.protocol.message.PayloadPart;

/**
 * Decrypts every payload part of an inbound osb-*-e message with our decryption key. Under these profiles every
 * part must be encrypted (ebMS 2.0 §4.1 profile 14): a plain part is a SecurityFailure, like one that does not
 * decrypt. Either all parts come back decrypted or none do.
 */
public final class PayloadDecryptor {

    private final PayloadEncryption encryption;
    private final PrivateKey decryptionKey;

    public PayloadDecryptor(PayloadEncryption encryption, PrivateKey decryptionKey) {
        this.encryption = encryption;
        this.decryptionKey = decryptionKey;
    }

    public DecryptionResult decryptAll(List<PayloadPart> parts) {
        List<PayloadPart> decrypted = new ArrayList<>(parts.size());
        List<EbmsError> errors = new ArrayList<>();
        for (PayloadPart part : parts) {
            try {
                decrypted.add(encryption.decrypt(part, decryptionKey));
            } catch (PayloadDecryptionException e) {
                errors.add(SecurityFailures.failure(
                        ErrorLocation.manifestReference("cid:" + part.contentId()), e.getMessage()));
            }
        }
        return errors.isEmpty() ? new DecryptionResult(decrypted, List.of()) : new DecryptionResult(List.of(), errors);
    }
}
