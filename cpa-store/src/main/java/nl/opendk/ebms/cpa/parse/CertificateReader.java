package nl.opendk.ebms.cpa.parse;

import java.io.ByteArrayInputStream;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.Base64;
import java.util.Optional;
import nl.opendk.ebms.cpa.model.Certificate;

/** CPPA 2.0 Certificate: the base64 DER of ds:KeyInfo/ds:X509Data/ds:X509Certificate, decoded as X.509. */
final class CertificateReader {

    private final ReadContext context;
    private final CertificateFactory factory;

    CertificateReader(ReadContext context) {
        this.context = context;
        try {
            this.factory = CertificateFactory.getInstance("X.509");
        } catch (CertificateException e) {
            throw new IllegalStateException("every Java runtime supports X.509", e);
        }
    }

    Certificate read(XmlElement element, CpaPath path) {
        String certId = element.cppaAttribute("certId");
        CpaPath keyInfoPath = path.child("KeyInfo");
        Optional<XmlElement> encoded = element.child(XmlElement.XMLDSIG, "KeyInfo")
                .flatMap(keyInfo -> keyInfo.child(XmlElement.XMLDSIG, "X509Data"))
                .flatMap(data -> data.child(XmlElement.XMLDSIG, "X509Certificate"));
        if (encoded.isEmpty() || encoded.get().trimmedText() == null) {
            context.problem(
                    keyInfoPath, "Certificate '" + certId + "' has no ds:KeyInfo/ds:X509Data/ds:X509Certificate");
            return new Certificate(certId, null);
        }
        return new Certificate(certId, decode(encoded.get().trimmedText(), certId, keyInfoPath));
    }

    private X509Certificate decode(String base64, String certId, CpaPath keyInfoPath) {
        CpaPath path = keyInfoPath.child("X509Data").child("X509Certificate");
        try {
            byte[] der = Base64.getMimeDecoder().decode(base64);
            return (X509Certificate) factory.generateCertificate(new ByteArrayInputStream(der));
        } catch (IllegalArgumentException | CertificateException | ClassCastException e) {
            context.problem(path, "Certificate '" + certId + "' is not a base64-encoded X.509 certificate");
            return null;
        }
    }
}
