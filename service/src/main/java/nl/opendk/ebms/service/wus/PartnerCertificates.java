package nl.opendk.ebms.service.wus;

import java.io.ByteArrayInputStream;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.Optional;

/** A WUS service's partner certificate as stored: DER or PEM (RFC 7468), which the X.509 factory reads alike. */
public final class PartnerCertificates {

    private PartnerCertificates() {}

    /** The certificate, or empty when there is none or the bytes are not one. */
    public static Optional<X509Certificate> read(byte[] stored) {
        if (stored == null || stored.length == 0) {
            return Optional.empty();
        }
        try {
            return Optional.of((X509Certificate)
                    CertificateFactory.getInstance("X.509").generateCertificate(new ByteArrayInputStream(stored)));
        } catch (CertificateException e) {
            return Optional.empty();
        }
    }
}
