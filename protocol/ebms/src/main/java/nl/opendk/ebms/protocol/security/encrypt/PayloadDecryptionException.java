package nl.opendk.ebms.protocol.security.encrypt;

/**
 * A payload part that cannot be decrypted. The message is safe to send back to the peer: it never says more than
 * that decryption failed, so it cannot serve as a padding or key oracle.
 */
public class PayloadDecryptionException extends Exception {

    public PayloadDecryptionException(String message) {
        super(message, null, false, false);
    }
}
