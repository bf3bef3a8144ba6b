package nl.opendk.ebms.protocol.security.sign;

import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.security.certificate.CertificateCheck;
import nl.opendk.ebms.protocol.security.certificate.CertificateValidator;
import nl.opendk.ebms.protocol.security.certificate.Oins;

/**
 * The whole inbound signature step for osb-*-s and osb-*-e: the CPA's certificate for the sender must be trusted
 * (valid, chained, not revoked; DK PKI002-PKI004) and carry the sender's OIN (DK-BP EB005), and the message must
 * verify against it. The certificate is checked first: it is cheap once CRLs are cached, and a signature by an
 * untrusted key is worthless however well it verifies.
 */
public final class SenderSignatureCheck {

    private final SignatureVerifier verifier;
    private final CertificateValidator certificates;
    private final Consumer<String> warnings;

    /** @param warnings where certificate checks left undone are reported (a log, at warning level) */
    public SenderSignatureCheck(
            SignatureVerifier verifier, CertificateValidator certificates, Consumer<String> warnings) {
        this.verifier = verifier;
        this.certificates = certificates;
        this.warnings = warnings;
    }

    /**
     * @param senderCertificate the signing certificate the CPA names for the sender
     * @param sender the PartyId the message's From carries
     */
    public VerificationResult check(
            byte[] envelope,
            List<PayloadPart> parts,
            X509Certificate senderCertificate,
            PartyId sender,
            AlgorithmPolicy policy) {
        return check(envelope, parts, senderCertificate, List::of, sender, policy);
    }

    /**
     * As above; when the message does not verify against the CPA's certificate, the sender's other certificates are
     * tried, each checked as fully as the first. This is the overlap of a certificate rollover: a partner that signs
     * with its new key while messages under the CPA with its old certificate are still in flight (oin-in-certificates
     * §7, items 1-3). The result of the CPA's own certificate is reported when none verifies.
     *
     * @param others the sender's other certificates that may sign now; asked for only when the first fails
     */
    public VerificationResult check(
            byte[] envelope,
            List<PayloadPart> parts,
            X509Certificate senderCertificate,
            Supplier<List<X509Certificate>> others,
            PartyId sender,
            AlgorithmPolicy policy) {
        VerificationResult named = checkOne(envelope, parts, senderCertificate, sender, policy);
        if (named.isVerified()) {
            return named;
        }
        for (X509Certificate other : others.get()) {
            if (!other.equals(senderCertificate)) {
                VerificationResult result = checkOne(envelope, parts, other, sender, policy);
                if (result.isVerified()) {
                    return result;
                }
            }
        }
        return named;
    }

    private VerificationResult checkOne(
            byte[] envelope,
            List<PayloadPart> parts,
            X509Certificate senderCertificate,
            PartyId sender,
            AlgorithmPolicy policy) {
        CertificateCheck certificate = certificates.validate(senderCertificate, ErrorLocation.SIGNATURE);
        certificate.warnings().forEach(warnings);
        List<EbmsError> errors = new ArrayList<>(certificate.errors());
        errors.addAll(Oins.checkParty(senderCertificate, sender, ErrorLocation.SIGNATURE));
        if (!errors.isEmpty()) {
            return VerificationResult.failed(errors);
        }
        return verifier.verify(envelope, parts, senderCertificate, policy);
    }
}
