package nl.opendk.ebms.testkit.pki;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.util.List;
import java.util.Map;

/**
 * Key and trust stores rewritten as an operator rolling a key would: to a file beside the target, then moved over it
 * in one step, so a reader sees the old or the new store and never half of one.
 */
public final class TestKeyStores {

    private TestKeyStores() {}

    /** Writes the parties' keys under these aliases, protected by {@link TestPki#PASSWORD}, and returns the file. */
    public static Path write(Path file, Map<String, TestParty> entries) {
        return replace(file, store -> {
            for (Map.Entry<String, TestParty> entry : entries.entrySet()) {
                TestParty party = entry.getValue();
                store.setKeyEntry(
                        entry.getKey(),
                        party.privateKey(),
                        TestPki.PASSWORD.toCharArray(),
                        party.chain().toArray(new Certificate[0]));
            }
        });
    }

    /** Writes a trust store of these certificates (entries ca-0, ca-1, ...), protected by {@link TestPki#PASSWORD}. */
    public static Path writeTrust(Path file, List<X509Certificate> certificates) {
        return replace(file, store -> {
            for (int i = 0; i < certificates.size(); i++) {
                store.setCertificateEntry("ca-" + i, certificates.get(i));
            }
        });
    }

    /** Writes bytes that are no key store at all: a file an operator half-copied. */
    public static Path writeGarbage(Path file) {
        try {
            Files.write(file, new byte[] {0x30, 0x03, 0x02, 0x01});
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private interface Entries {
        void add(KeyStore store) throws GeneralSecurityException;
    }

    private static Path replace(Path file, Entries entries) {
        Path next = file.resolveSibling(file.getFileName() + ".next");
        try (OutputStream out = Files.newOutputStream(next)) {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            entries.add(store);
            store.store(out, TestPki.PASSWORD.toCharArray());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
        try {
            return Files.move(next, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
