package nl.opendk.ebms.routes.wus.security;

import java.security.KeyStore;
import java.util.Objects;

/**
 * What WS-Security needs of our keys and of whom we trust: our signing and decryption key ({@code alias} in
 * {@code keys}, protected by {@code keyPassword}) and the CA certificates that partners' signing certificates must
 * chain to ({@code trust}: the PKIoverheid roots and the intermediates below them, since a DirectReference token
 * carries the signer's certificate alone, DK-WUS WB010). {@link #toString()} never shows the password.
 */
public record WusKeyMaterial(KeyStore keys, String alias, char[] keyPassword, KeyStore trust) {

    public WusKeyMaterial {
        Objects.requireNonNull(keys, "keys");
        Objects.requireNonNull(alias, "alias");
        keyPassword = keyPassword.clone();
        Objects.requireNonNull(trust, "trust");
    }

    @Override
    public char[] keyPassword() {
        return keyPassword.clone();
    }

    @Override
    public String toString() {
        return "WusKeyMaterial[alias=" + alias + ", keyPassword=****]";
    }
}
