package nl.opendk.ebms.testkit.pki;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import nl.opendk.ebms.testkit.pki.TestCertificateAuthority.IssuedKey;

/**
 * A PKIoverheid-like PKI made at test time, once per JVM: a root, an intermediate CA, and party certificates with a
 * test OIN (prefix 00000099, DK-IDAuth) in subject serialNumber. One party is revoked on the intermediate's CRL,
 * one is expired, one is issued by a root nobody trusts. Every CA certificate and party certificate names its
 * CRL file as a file: URL in its CRL distribution point. Nothing here is committed: keys live in memory and in
 * a temporary folder removed when the JVM exits.
 */
public final class TestPki {

    public static final String PARTY_1 = "00000099000000000001";
    public static final String PARTY_2 = "00000099000000000002";
    public static final String REVOKED = "00000099000000000003";
    public static final String EXPIRED = "00000099000000000004";
    public static final String UNTRUSTED = "00000099000000000005";

    /** The password of every keystore of the test PKI; test keys only. */
    public static final String PASSWORD = "Secret-For-Tests-Only";

    private static TestPki instance;

    private final Path directory;
    private final TestCertificateAuthority root;
    private final TestCertificateAuthority intermediate;
    private final TestCertificateAuthority untrustedRoot;
    private final Map<String, TestParty> parties = new LinkedHashMap<>();
    private final X509CRL rootCrl;
    private final X509CRL crl;
    private Path trustStore;
    private Path trustStoreWithIntermediate;

    /** The test PKI of this JVM, made on first use (a few RSA keys: about a second). */
    public static synchronized TestPki create() {
        if (instance == null) {
            instance = new TestPki(temporaryDirectory());
        }
        return instance;
    }

    private TestPki(Path directory) {
        this.directory = directory;
        Path rootCrlFile = directory.resolve("root.crl");
        Path crlFile = directory.resolve("intermediate.crl");
        root = TestCertificateAuthority.root("Test Root CA");
        intermediate =
                root.intermediate("Test Intermediate CA", rootCrlFile.toUri().toString());
        untrustedRoot = TestCertificateAuthority.root("Untrusted Test Root CA");
        Instant now = Instant.now();
        Instant validFrom = now.minus(Duration.ofDays(1));
        Instant validTo = now.plus(Duration.ofDays(730));
        String crlUrl = crlFile.toUri().toString();
        add("party-1", PARTY_1, intermediate.issue("Party 1", PARTY_1, validFrom, validTo, crlUrl), intermediate);
        add("party-2", PARTY_2, intermediate.issue("Party 2", PARTY_2, validFrom, validTo, crlUrl), intermediate);
        add("revoked", REVOKED, intermediate.issue("Revoked party", REVOKED, validFrom, validTo, crlUrl), intermediate);
        Instant expiredFrom = now.minus(Duration.ofDays(730));
        Instant expiredTo = now.minus(Duration.ofDays(1));
        add(
                "expired",
                EXPIRED,
                intermediate.issue("Expired party", EXPIRED, expiredFrom, expiredTo, crlUrl),
                intermediate);
        add(
                "untrusted",
                UNTRUSTED,
                untrustedRoot.issue("Untrusted party", UNTRUSTED, validFrom, validTo, null),
                untrustedRoot);
        rootCrl = root.crl();
        crl = intermediate.crl(party(REVOKED).certificate());
        write(rootCrlFile, rootCrl);
        write(crlFile, crl);
    }

    /** The party with this OIN: one of the constants of this class. */
    public TestParty party(String oin) {
        TestParty party = parties.get(oin);
        if (party == null) {
            throw new IllegalArgumentException("the test PKI has no party " + oin);
        }
        return party;
    }

    /**
     * A further party certificate from the intermediate CA, not cached: for a special case such as a certificate
     * without OIN ({@code oin} null) or with other validity dates. Its CRL distribution point is {@link #crlFile()}.
     */
    public TestParty issue(String name, String oin, Instant notBefore, Instant notAfter) {
        IssuedKey key = intermediate.issue(
                name, oin, notBefore, notAfter, crlFile().toUri().toString());
        return new TestParty(
                name, oin, key.privateKey(), List.of(key.certificate(), intermediate.certificate()), directory);
    }

    /** The intermediate CA itself, to issue certificates with other extensions or CRL locations. */
    public TestCertificateAuthority intermediateAuthority() {
        return intermediate;
    }

    public X509Certificate rootCertificate() {
        return root.certificate();
    }

    public X509Certificate intermediateCertificate() {
        return intermediate.certificate();
    }

    public X509Certificate untrustedRootCertificate() {
        return untrustedRoot.certificate();
    }

    /** What a relying party trusts: the root only (the PKIoverheid Private Root's role). */
    public List<X509Certificate> trustAnchors() {
        return List.of(root.certificate());
    }

    /** The CA certificates between the trust anchor and the parties. */
    public List<X509Certificate> intermediates() {
        return List.of(intermediate.certificate());
    }

    /** A PKCS#12 trust store with the root as trusted certificate entry "root", password {@link #PASSWORD}. */
    public synchronized Path trustStore() {
        if (trustStore == null) {
            trustStore = writeTrustStore(directory.resolve("truststore.p12"), root.certificate());
        }
        return trustStore;
    }

    /**
     * What an operator's trust store holds: the root as anchor and the intermediate CA under it, which signing
     * certificates from a CPA or a WUS service (without their chain) need to be validated. Password {@link #PASSWORD}.
     */
    public synchronized Path trustStoreWithIntermediate() {
        if (trustStoreWithIntermediate == null) {
            trustStoreWithIntermediate = writeTrustStore(
                    directory.resolve("truststore-with-intermediate.p12"),
                    root.certificate(),
                    intermediateCertificate());
        }
        return trustStoreWithIntermediate;
    }

    /** The intermediate CA's CRL: it lists the {@link #REVOKED} party. */
    public X509CRL crl() {
        return crl;
    }

    public Path crlFile() {
        return directory.resolve("intermediate.crl");
    }

    /** The root's CRL: it lists nothing; the intermediate's distribution point names it. */
    public X509CRL rootCrl() {
        return rootCrl;
    }

    public Path rootCrlFile() {
        return directory.resolve("root.crl");
    }

    public Path directory() {
        return directory;
    }

    private void add(String name, String oin, IssuedKey key, TestCertificateAuthority issuer) {
        List<X509Certificate> chain = issuer == intermediate
                ? List.of(key.certificate(), intermediate.certificate())
                : List.of(key.certificate());
        parties.put(oin, new TestParty(name, oin, key.privateKey(), chain, directory));
    }

    /** The first certificate is entry "root", the second "intermediate". */
    static Path writeTrustStore(Path file, X509Certificate... certificates) {
        Map<String, X509Certificate> entries = new LinkedHashMap<>();
        for (int i = 0; i < certificates.length; i++) {
            entries.put(i == 0 ? "root" : "intermediate", certificates[i]);
        }
        return writeTrustStore(file, entries);
    }

    /** A PKCS#12 trust store with these trusted certificate entries, password {@link #PASSWORD}. */
    static Path writeTrustStore(Path file, Map<String, X509Certificate> entries) {
        try (OutputStream out = Files.newOutputStream(file)) {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            for (Map.Entry<String, X509Certificate> entry : entries.entrySet()) {
                store.setCertificateEntry(entry.getKey(), entry.getValue());
            }
            store.store(out, PASSWORD.toCharArray());
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    static void write(Path file, X509CRL crl) {
        try {
            Files.write(file, crl.getEncoded());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Path temporaryDirectory() {
        try {
            Path directory = Files.createTempDirectory("ebms-test-pki");
            Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(directory)));
            return directory;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void delete(Path directory) {
        try (Stream<Path> files = Files.walk(directory)) {
            files.sorted(Comparator.reverseOrder())
                    .forEach(file -> file.toFile().delete());
        } catch (IOException e) {
            // best effort at exit: the folder is in the system's temporary area anyway
        }
    }
}
