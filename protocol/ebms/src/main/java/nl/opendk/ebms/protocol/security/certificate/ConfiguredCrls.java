package nl.opendk.ebms.protocol.security.certificate;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.CRLException;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;

/** CRLs the operator configured as files (DER or PEM), for issuers whose distribution point cannot be reached. */
public final class ConfiguredCrls implements CrlSource {

    private final List<X509CRL> crls;

    public ConfiguredCrls(List<X509CRL> crls) {
        this.crls = List.copyOf(crls);
    }

    public static ConfiguredCrls fromFiles(List<Path> files) {
        List<X509CRL> crls = new ArrayList<>();
        for (Path file : files) {
            try (InputStream in = Files.newInputStream(file)) {
                crls.add((X509CRL) CertificateFactory.getInstance("X.509").generateCRL(in));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read CRL file " + file, e);
            } catch (CRLException | CertificateException e) {
                throw new IllegalArgumentException("not a CRL: " + file, e);
            }
        }
        return new ConfiguredCrls(crls);
    }

    @Override
    public List<X509CRL> crlsFor(X509Certificate certificate) {
        List<X509CRL> matching = new ArrayList<>();
        for (X509CRL crl : crls) {
            if (crl.getIssuerX500Principal().equals(certificate.getIssuerX500Principal())) {
                matching.add(crl);
            }
        }
        return matching;
    }
}
