package nl.opendk.ebms.cpa.check;

import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.Instant;
import nl.opendk.ebms.cpa.model.Certificate;
import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.cpa.parse.CpaPath;

/**
 * Certificate validity. DK-ebMS2 ch06: the CPA period is agreed consistent with the certificates' validity, and an
 * expired certificate fails every TLS handshake and signature check (DK-Beveiliging PKI002).
 */
final class CertificateRules implements CpaRule {

    private final Clock clock;

    CertificateRules(Clock clock) {
        this.clock = clock;
    }

    @Override
    public void check(Cpa cpa, Findings findings) {
        Instant now = clock.instant();
        Parties.each(cpa, (party, path) -> {
            for (Certificate certificate : party.certificates().values()) {
                if (certificate.x509() != null) {
                    CpaPath certificatePath = path.certificate(certificate.certId());
                    validNow(certificate, now, certificatePath, findings);
                    coversCpaPeriod(certificate, cpa, certificatePath, findings);
                }
            }
        });
    }

    private static void validNow(Certificate certificate, Instant now, CpaPath path, Findings findings) {
        X509Certificate x509 = certificate.x509();
        if (now.isBefore(x509.getNotBefore().toInstant())) {
            findings.warning(
                    path,
                    "Certificate '" + certificate.certId() + "' is not valid until "
                            + x509.getNotBefore().toInstant());
        } else if (now.isAfter(x509.getNotAfter().toInstant())) {
            findings.warning(
                    path,
                    "Certificate '" + certificate.certId() + "' expired on "
                            + x509.getNotAfter().toInstant());
        }
    }

    private static void coversCpaPeriod(Certificate certificate, Cpa cpa, CpaPath path, Findings findings) {
        if (cpa.start() == null || cpa.end() == null) {
            return;
        }
        Instant notBefore = certificate.x509().getNotBefore().toInstant();
        Instant notAfter = certificate.x509().getNotAfter().toInstant();
        if (notBefore.isAfter(cpa.start()) || notAfter.isBefore(cpa.end())) {
            findings.warning(
                    path,
                    "Certificate '" + certificate.certId() + "' is valid from " + notBefore + " to " + notAfter
                            + ", which does not cover the CPA period " + cpa.start() + " to " + cpa.end());
        }
    }
}
