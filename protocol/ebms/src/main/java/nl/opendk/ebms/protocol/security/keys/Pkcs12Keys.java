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
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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

    /**
     * Every private key entry of the key store, the configured alias as the primary one. Entries are read with the
     * store's password (the usual PKCS#12 setup); one under another password cannot be used and makes the load fail,
     * so that a key store that half works is never taken.
     *
     * @param generation which loading this is (see {@link KeyRing#generation()})
     */
    public static KeyRing loadRing(KeyStoreLocation location, long generation) {
        char[] password = location.password().toCharArray();
        try (InputStream in = Files.newInputStream(location.path())) {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(in, password);
            Map<String, PrivateCredential> entries = new LinkedHashMap<>();
            for (String alias : Collections.list(store.aliases())) {
                if (store.isKeyEntry(alias) && store.getKey(alias, password) instanceof PrivateKey key) {
                    entries.put(alias, new PrivateCredential(key, chain(store.getCertificateChain(alias))));
                }
            }
            if (!entries.containsKey(location.alias())) {
                throw new IllegalStateException(
                        "keystore " + location.path() + " has no private key under alias '" + location.alias() + "'");
            }
            return new KeyRing(generation, location.alias(), entries);
        } catch (IOException | GeneralSecurityException e) {
            throw new IllegalStateException("cannot read the keys of " + location.path() + ": " + reason(e), e);
        }
    }

    /** Some JDK key store failures (a file that is no PKCS#12 at all) come without a message. */
    private static String reason(Exception e) {
        return e.getMessage() == null
                ? "not a readable PKCS#12 file (" + e.getClass().getSimpleName() + ")"
                : e.getMessage();
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
