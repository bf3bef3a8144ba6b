package nl.opendk.ebms.protocol.security.keys;

import java.security.cert.X509Certificate;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Every private key entry of our key store, by alias, and the one that serves when nothing names another: our TLS
 * server certificate, and our key for every CPA that names none we hold (ebms.keystore.alias). More than one entry is
 * how a new certificate is introduced partner by partner: a CPA that names the new certificate for our party gets the
 * new key, every other CPA keeps the old one (PKIoverheid requires a new key pair on every renewal).
 *
 * @param generation which loading of the key store this is; aliases handed to a TLS handshake carry it, so that a
 *     reload in the middle of a handshake cannot pair one entry's certificate with another's key
 */
public record KeyRing(long generation, String primaryAlias, Map<String, PrivateCredential> entries) {

    public KeyRing {
        Objects.requireNonNull(primaryAlias, "primaryAlias");
        entries = Collections.unmodifiableMap(new LinkedHashMap<>(entries));
        if (!entries.containsKey(primaryAlias)) {
            throw new IllegalArgumentException("the key store has no private key under alias '" + primaryAlias + "'");
        }
    }

    /** A ring of one key, for a single configured key. */
    public static KeyRing of(PrivateCredential key) {
        return new KeyRing(0, "key", Map.of("key", key));
    }

    public PrivateCredential primary() {
        return entries.get(primaryAlias);
    }

    /** The alias of the entry whose own certificate is this one; empty when we hold no key for it. */
    public Optional<String> aliasOf(X509Certificate certificate) {
        if (certificate == null) {
            return Optional.empty();
        }
        for (Map.Entry<String, PrivateCredential> entry : entries.entrySet()) {
            if (entry.getValue().certificate().equals(certificate)) {
                return Optional.of(entry.getKey());
            }
        }
        return Optional.empty();
    }

    /** Our key for this certificate when we hold it, else the primary key. */
    public PrivateCredential keyFor(X509Certificate certificate) {
        return aliasOf(certificate).map(entries::get).orElseGet(this::primary);
    }
}
