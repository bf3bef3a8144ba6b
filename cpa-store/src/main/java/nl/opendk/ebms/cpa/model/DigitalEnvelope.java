package nl.opendk.ebms.cpa.model;

import java.util.List;

/**
 * CPPA 2.0 SenderDigitalEnvelope and ReceiverDigitalEnvelope: XML Encryption of payloads
 * (Digikoppeling osb-*-e; DK-Beveiliging ENC001-ENC004).
 *
 * @param securityDetailsRef EncryptionSecurityDetailsRef/@securityId (sender side), null when absent
 * @param certificateRef EncryptionCertificateRef/@certId (receiver side), null when absent
 */
public record DigitalEnvelope(
        String protocol, List<String> encryptionAlgorithms, String securityDetailsRef, String certificateRef) {

    public DigitalEnvelope {
        encryptionAlgorithms = List.copyOf(encryptionAlgorithms);
    }
}
