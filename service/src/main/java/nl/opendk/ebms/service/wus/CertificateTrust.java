package nl.opendk.ebms.service.wus;

import java.security.cert.X509Certificate;
import java.util.List;
import java.util.function.Consumer;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.security.certificate.CertificateCheck;
import nl.opendk.ebms.protocol.security.certificate.CertificateValidator;

/**
 * Whether a partner's certificate (a TLS client's, or a signer's) may be trusted now: valid, chaining to a configured
 * PKIoverheid root and not revoked (DK-WUS WT004, DK-Beveiliging PKI002-PKI004). The adapter checks with the same
 * validator for ebMS and WUS ({@link #of}); tests use a fake.
 */
@FunctionalInterface
public interface CertificateTrust {

    /** Trusts every certificate: only for a trial over plain HTTP, where no trust store is configured. */
    CertificateTrust ANY = (certificate, presented) -> List.of();

    /**
     * @param presented CA certificates the peer sent with it (a TLS chain), candidates for the path and no more
     * @return why the certificate must not be trusted; empty when it may
     */
    List<String> problems(X509Certificate certificate, List<X509Certificate> presented);

    /** @param warnings where checks left undone are reported (a CRL that could not be had under fail-open) */
    static CertificateTrust of(CertificateValidator validator, Consumer<String> warnings) {
        return (certificate, presented) -> {
            CertificateCheck check = validator.validate(certificate, presented, "wus");
            check.warnings().forEach(warnings);
            return check.errors().stream().map(EbmsError::description).toList();
        };
    }
}
