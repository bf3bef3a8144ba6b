package nl.opendk.ebms.testkit.pki;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.util.List;

/**
 * One party of the test PKI: its private key, its certificate chain (party certificate first, then the CAs below
 * the root), and on request a PKCS#12 keystore holding both, written to the test PKI's temporary folder. Only JDK
 * types: a test makes the protocol's {@code PrivateCredential} or {@code KeyStoreLocation} from them.
 */
public final class TestParty {

    private final String name;
    private final String oin;
    private final PrivateKey privateKey;
    private final List<X509Certificate> chain;
    private final Path directory;
    private Path keyStore;

    TestParty(String name, String oin, PrivateKey privateKey, List<X509Certificate> chain, Path directory) {
        this.name = name;
        this.oin = oin;
        this.privateKey = privateKey;
        this.chain = List.copyOf(chain);
        this.directory = directory;
    }

    /** The OIN in the certificate's subject serialNumber, or null for a certificate issued without one. */
    public String oin() {
        return oin;
    }

    public PrivateKey privateKey() {
        return privateKey;
    }

    public X509Certificate certificate() {
        return chain.get(0);
    }

    public List<X509Certificate> chain() {
        return chain;
    }

    /** The PKCS#12 keystore with this party's key under alias {@link #alias()}, written on first use. */
    public synchronized Path keyStore() {
        if (keyStore == null) {
            keyStore = write(directory.resolve(name + ".p12"));
        }
        return keyStore;
    }

    public String keyStorePassword() {
        return TestPki.PASSWORD;
    }

    public String alias() {
        return name;
    }

    private Path write(Path file) {
        try (OutputStream out = Files.newOutputStream(file)) {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            store.setKeyEntry(alias(), privateKey, TestPki.PASSWORD.toCharArray(), chain.toArray(new Certificate[0]));
            store.store(out, TestPki.PASSWORD.toCharArray());
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public String toString() {
        return "TestParty[" + name + "]";
    }
}
