package nl.opendk.ebms.protocol.security.certificate;

import java.util.List;
import nl.opendk.ebms.protocol.error.EbmsError;

/**
 * The outcome of checking a certificate: SecurityFailure errors when it must not be trusted, and warnings for the
 * operator's log when it was accepted with a check left undone (a missing CRL under fail-open).
 */
public record CertificateCheck(List<EbmsError> errors, List<String> warnings) {

    public CertificateCheck {
        errors = List.copyOf(errors);
        warnings = List.copyOf(warnings);
    }

    public boolean isTrusted() {
        return errors.isEmpty();
    }
}
