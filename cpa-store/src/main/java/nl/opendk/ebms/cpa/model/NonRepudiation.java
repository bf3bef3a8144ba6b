package nl.opendk.ebms.cpa.model;

import java.util.List;

/**
 * CPPA 2.0 SenderNonRepudiation and ReceiverNonRepudiation: XMLDSig signing of messages
 * (Digikoppeling osb-*-s and osb-*-e; DK-Beveiliging SIGN001-SIGN004).
 *
 * @param signingCertificateRef SigningCertificateRef/@certId (sender side), null when absent
 * @param signingSecurityDetailsRef SigningSecurityDetailsRef/@securityId (receiver side), null when absent
 */
public record NonRepudiation(
        String protocol,
        String hashFunction,
        List<String> signatureAlgorithms,
        String signingCertificateRef,
        String signingSecurityDetailsRef) {

    public NonRepudiation {
        signatureAlgorithms = List.copyOf(signatureAlgorithms);
    }
}
