package nl.opendk.ebms.protocol.security.keys;

import java.io.ByteArrayInputStream;
import java.security.cert.CertificateEncodingException;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.Base64;

/**
 * X.509 certificates as a CPA holds them: the base64 DER of ds:X509Certificate (CPPA 2.0 Certificate, XMLDSig
 * §4.4.4), possibly broken over lines.
 */
public final class X509Certificates {

    private X509Certificates() {}

    public static X509Certificate fromBase64(String base64) {
        try {
            return fromDer(Base64.getMimeDecoder().decode(base64.strip()));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("not base64: " + e.getMessage(), e);
        }
    }

    public static X509Certificate fromDer(byte[] der) {
        try {
            return (X509Certificate)
                    CertificateFactory.getInstance("X.509").generateCertificate(new ByteArrayInputStream(der));
        } catch (CertificateException e) {
            throw new IllegalArgumentException("not an X.509 certificate: " + e.getMessage(), e);
        }
    }

    /** Base64 of the DER encoding on one line, as written into a CPA. */
    public static String toBase64(X509Certificate certificate) {
        try {
            return Base64.getEncoder().encodeToString(certificate.getEncoded());
        } catch (CertificateEncodingException e) {
            throw new IllegalArgumentException("certificate cannot be encoded", e);
        }
    }
}
