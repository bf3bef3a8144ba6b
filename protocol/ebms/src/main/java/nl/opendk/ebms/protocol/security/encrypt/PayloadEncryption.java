package nl.opendk.ebms.protocol.security.encrypt;

import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.protocol.message.PayloadPart;

/**
 * How a payload part is encrypted for osb-*-e (ebMS 2.0 §4.1 security profile 14, DK-Beveiliging ENC002). The
 * Digikoppeling texts do not fix the packaging of an encrypted attachment; this interface keeps that choice in one
 * replaceable place (docs/adr/0003-payload-encryption.md). Encryption happens before signing and decryption after
 * verification, so the signature covers the parts as sent.
 */
public interface PayloadEncryption {

    /** The part encrypted for the holder of {@code receiver}'s private key, under the same Content-ID. */
    PayloadPart encrypt(PayloadPart plain, X509Certificate receiver, EncryptionAlgorithms algorithms);

    /**
     * The original part back.
     *
     * @throws PayloadDecryptionException when the part is not encrypted in this packaging, uses an algorithm that
     *     is not accepted, or does not decrypt with {@code key}
     */
    PayloadPart decrypt(PayloadPart encrypted, PrivateKey key) throws PayloadDecryptionException;

    default List<PayloadPart> encryptAll(
            List<PayloadPart> parts, X509Certificate receiver, EncryptionAlgorithms algorithms) {
        List<PayloadPart> encrypted = new ArrayList<>(parts.size());
        for (PayloadPart part : parts) {
            encrypted.add(encrypt(part, receiver, algorithms));
        }
        return encrypted;
    }
}
