package nl.opendk.ebms.component.security;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The certificates of the trust store, split the way path building needs them: self-signed roots are the trust
 * anchors (the PKIoverheid Private Root in production, PKI005), every other certificate is a CA certificate that may
 * appear in a path below them. A certificate is trusted only through a path that ends at an anchor.
 */
public record TrustMaterial(KeyStore store, List<X509Certificate> anchors, List<X509Certificate> intermediates) {

    public TrustMaterial {
        anchors = List.copyOf(anchors);
        intermediates = List.copyOf(intermediates);
    }

    static TrustMaterial load(Path file, String password) {
        try (InputStream in = Files.newInputStream(file)) {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(in, password.toCharArray());
            List<X509Certificate> anchors = new ArrayList<>();
            List<X509Certificate> intermediates = new ArrayList<>();
            for (String alias : Collections.list(store.aliases())) {
                if (store.getCertificate(alias) instanceof X509Certificate certificate) {
                    (isSelfSigned(certificate) ? anchors : intermediates).add(certificate);
                }
            }
            if (anchors.isEmpty()) {
                throw new IllegalStateException("trust store " + file + " holds no root certificate to trust");
            }
            return new TrustMaterial(store, anchors, intermediates);
        } catch (IOException | GeneralSecurityException e) {
            throw new IllegalStateException("cannot read trust store " + file + ": " + e.getMessage(), e);
        }
    }

    private static boolean isSelfSigned(X509Certificate certificate) {
        if (!certificate.getSubjectX500Principal().equals(certificate.getIssuerX500Principal())) {
            return false;
        }
        try {
            certificate.verify(certificate.getPublicKey());
            return true;
        } catch (GeneralSecurityException e) {
            return false;
        }
    }
}
