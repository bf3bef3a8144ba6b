package nl.opendk.ebms.protocol.agreement;

import java.security.cert.X509Certificate;
import java.util.List;

/**
 * CPPA 2.0 SenderNonRepudiation or ReceiverNonRepudiation of a channel: XMLDSig over the messages on it (ebMS 2.0
 * §4.1; DK-Beveiliging SIGN001-SIGN004).
 *
 * @param certificate the sending party's signing certificate (SigningCertificateRef); null on the receiving side,
 *     which names trust anchors instead
 * @param signatureAlgorithms the SignatureAlgorithm values in the CPA's order of preference; empty when none
 * @param hashFunction the HashFunction (the DigestMethod), or null when the CPA names none
 */
public record SigningTerms(X509Certificate certificate, List<String> signatureAlgorithms, String hashFunction) {

    public SigningTerms {
        signatureAlgorithms = List.copyOf(signatureAlgorithms);
    }
}
