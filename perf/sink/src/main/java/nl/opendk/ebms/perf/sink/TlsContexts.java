package nl.opendk.ebms.perf.sink;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import javax.net.ssl.KeyManager;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/** TLS contexts of the perf parts (sink, runner, their tests) from PKCS#12 files. */
public final class TlsContexts {

    private TlsContexts() {}

    /**
     * @param keys the one key entry to present (server key, or client certificate), or null to present none
     * @param keyPassword the password of that entry
     * @param trust the certificates a peer's chain must lead to
     */
    public static SSLContext of(KeyStore keys, String keyPassword, KeyStore trust) throws GeneralSecurityException {
        KeyManager[] keyManagers = null;
        if (keys != null) {
            KeyManagerFactory factory = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            factory.init(keys, keyPassword.toCharArray());
            keyManagers = factory.getKeyManagers();
        }
        TrustManagerFactory trustManagers = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trustManagers.init(trust);
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(keyManagers, trustManagers.getTrustManagers(), null);
        return context;
    }

    /** Reads a PKCS#12 file. */
    public static KeyStore load(Path file, String password) throws IOException, GeneralSecurityException {
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(file)) {
            store.load(in, password.toCharArray());
        }
        return store;
    }

    /** The entry {@code alias} of a key store alone, so that a key manager cannot pick another one. */
    public static KeyStore only(KeyStore keys, String alias, String password) throws GeneralSecurityException {
        try {
            KeyStore only = KeyStore.getInstance("PKCS12");
            only.load(null, null);
            char[] secret = password.toCharArray();
            only.setKeyEntry(alias, keys.getKey(alias, secret), secret, keys.getCertificateChain(alias));
            return only;
        } catch (IOException e) {
            throw new GeneralSecurityException("cannot make an empty PKCS#12 store", e);
        }
    }
}
