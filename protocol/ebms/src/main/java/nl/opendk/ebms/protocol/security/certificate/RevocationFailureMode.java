package nl.opendk.ebms.protocol.security.certificate;

/**
 * What to do when no valid CRL can be obtained for a certificate (DK-Beveiliging PKI002-PKI004 require the CRL to
 * be checked). Fail-closed is the safe default; fail-open keeps traffic flowing while a CRL distribution point is
 * down, at the cost of accepting a certificate that may have been revoked.
 */
public enum RevocationFailureMode {
    /** No CRL, no trust: the certificate is refused. */
    FAIL_CLOSED,
    /** No CRL: the certificate is accepted and a warning is returned. */
    FAIL_OPEN
}
