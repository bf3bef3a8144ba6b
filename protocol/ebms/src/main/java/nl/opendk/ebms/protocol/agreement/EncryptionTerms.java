package nl.opendk.ebms.protocol.agreement;

import java.security.cert.X509Certificate;
import java.util.List;

/**
 * CPPA 2.0 ReceiverDigitalEnvelope of a channel: payloads sent to the party on it are encrypted for its certificate
 * (ebMS 2.0 §4.1 security profile 14; DK-Beveiliging ENC001-ENC004).
 *
 * @param certificate the receiving party's EncryptionCertificateRef, null when the CPA names none
 * @param encryptionAlgorithms the EncryptionAlgorithm values in the CPA's order of preference; empty when none
 */
public record EncryptionTerms(X509Certificate certificate, List<String> encryptionAlgorithms) {

    public EncryptionTerms {
        encryptionAlgorithms = List.copyOf(encryptionAlgorithms);
    }
}
