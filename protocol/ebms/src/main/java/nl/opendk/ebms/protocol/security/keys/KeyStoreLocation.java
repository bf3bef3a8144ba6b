package nl.opendk.ebms.protocol.security.keys;

import java.nio.file.Path;
import java.util.Objects;

/**
 * Where one of our private keys lives: a PKCS#12 file, its password and the alias of the key entry. The password
 * protects both the file and the entry (the usual PKCS#12 setup); {@link #toString()} never shows it.
 */
public record KeyStoreLocation(Path path, String password, String alias) {

    public KeyStoreLocation {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(password, "password");
        Objects.requireNonNull(alias, "alias");
    }

    @Override
    public String toString() {
        return "KeyStoreLocation[path=" + path + ", password=****, alias=" + alias + "]";
    }
}
