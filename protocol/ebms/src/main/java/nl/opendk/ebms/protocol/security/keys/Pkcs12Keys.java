package nl.opendk.ebms.protocol.security.keys;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;

/**
 * Loads our own signing or decryption key from a PKCS#12 keystore. Failures name the file and alias but never the
 * password, so they can be logged as they are.
 */
public final class Pkcs12Keys {

    private Pkcs12Keys() {}

    public static PrivateCredential load(KeyStoreLocation location) {
        char[] password = location.password().toCharArray();
        try (InputStream in = Files.newInputStream(location.path())) {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(in, password);
            if (!(store.getKey(location.alias(), password) instanceof PrivateKey key)) {
                throw new IllegalStateException(
                        "keystore " + location.path() + " has no private key under alias '" + location.alias() + "'");
            }
            return new PrivateCredential(key, chain(store.getCertificateChain(location.alias())));
        } catch (IOException | GeneralSecurityException e) {
            throw new IllegalStateException(
                    "cannot read key '" + location.alias() + "' from " + location.path() + ": " + e.getMessage(), e);
        }
    }

    private static List<X509Certificate> chain(Certificate[] certificates) {
        List<X509Certificate> chain = new ArrayList<>();
        if (certificates != null) {
            for (Certificate certificate : certificates) {
                chain.add((X509Certificate) certificate);
            }
        }
        return chain;
    }
}
