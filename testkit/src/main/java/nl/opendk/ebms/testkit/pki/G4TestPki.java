package nl.opendk.ebms.testkit.pki;

import java.nio.file.Path;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.testkit.pki.TestCertificateAuthority.Generation;
import nl.opendk.ebms.testkit.pki.TestCertificateAuthority.IssuedKey;
import nl.opendk.ebms.testkit.pki.TestCertificateAuthority.Subject;

/**
 * A PKIoverheid G4-like hierarchy beside the G3-like {@link TestPki} (oin-in-certificates.md §3, §6, §8): a private
 * TLS root and its CA that sign with RSASSA-PSS (certificates and CRLs), parties whose subject carries the KvK number
 * in organizationIdentifier ({@code NTRNL-}) and the OIN in serialNumber, a CA the root has revoked, and a G4 root
 * for another use that a Digikoppeling relying party does not trust. Made once per JVM (3072-bit keys: a few
 * seconds); its files are in {@link TestPki#directory()}.
 */
public final class G4TestPki {

    /** C02: serialNumber OIN and an NTRNL- organizationIdentifier. */
    public static final String PARTY_G4 = "00000099000000000021";
    /** C08: issued by the CA that the root's CRL revokes. */
    public static final String UNDER_REVOKED_CA = "00000099000000000022";
    /** C09: issued under the G4 root for another use. */
    public static final String OTHER_ROOT = "00000099000000000023";
    /** The KvK number in the G4 parties' organizationIdentifier. */
    public static final String KVK = "NTRNL-99999991";

    private static G4TestPki instance;

    private final TestPki g3;
    private final TestCertificateAuthority root;
    private final TestCertificateAuthority ca;
    private final TestCertificateAuthority otherRoot;
    private final Map<String, TestParty> parties = new LinkedHashMap<>();
    private final Path directory;
    private final X509CRL rootCrl;
    private final X509CRL caCrl;
    private Path mixedTrustStore;

    public static synchronized G4TestPki create() {
        if (instance == null) {
            instance = new G4TestPki(TestPki.create());
        }
        return instance;
    }

    private G4TestPki(TestPki g3) {
        this.g3 = g3;
        this.directory = g3.directory();
        Path rootCrlFile = directory.resolve("g4-root.crl");
        Path caCrlFile = directory.resolve("g4-ca.crl");
        root = TestCertificateAuthority.root("TRIAL PKIoverheid G4 Private TLS Root", Generation.G4);
        ca = root.intermediate(
                "TRIAL PKIoverheid G4 Private TLS CA", rootCrlFile.toUri().toString());
        TestCertificateAuthority revokedCa = root.intermediate(
                "TRIAL PKIoverheid G4 revoked CA", rootCrlFile.toUri().toString());
        otherRoot = TestCertificateAuthority.root("TRIAL PKIoverheid G4 EUTL Signatures Root", Generation.G4);
        Instant now = Instant.now();
        Instant from = now.minus(Duration.ofDays(1));
        Instant to = now.plus(Duration.ofDays(1095));
        add(
                PARTY_G4,
                ca,
                ca.issue(
                        "G4 party",
                        new Subject(PARTY_G4, KVK, null),
                        from,
                        to,
                        caCrlFile.toUri().toString()));
        add(
                UNDER_REVOKED_CA,
                revokedCa,
                revokedCa.issue(
                        "G4 party under a revoked CA", new Subject(UNDER_REVOKED_CA, KVK, null), from, to, null));
        add(
                OTHER_ROOT,
                otherRoot,
                otherRoot.issue("G4 party of another root", Subject.oin(OTHER_ROOT), from, to, null));
        this.rootCrl = root.crl(revokedCa.certificate());
        TestPki.write(rootCrlFile, this.rootCrl);
        this.caCrl = ca.crl();
        TestPki.write(caCrlFile, this.caCrl);
    }

    public TestParty party(String oin) {
        TestParty party = parties.get(oin);
        if (party == null) {
            throw new IllegalArgumentException("the G4 test PKI has no party " + oin);
        }
        return party;
    }

    /** A further certificate from the G4 TLS CA, with these subject attributes. */
    public TestParty issue(String name, Subject subject) {
        Instant now = Instant.now();
        IssuedKey key = ca.issue(
                name,
                subject,
                now.minus(Duration.ofDays(1)),
                now.plus(Duration.ofDays(30)),
                directory.resolve("g4-ca.crl").toUri().toString());
        return new TestParty(
                name,
                subject.serialNumber(),
                key.privateKey(),
                List.of(key.certificate(), ca.certificate()),
                directory);
    }

    public X509Certificate rootCertificate() {
        return root.certificate();
    }

    public X509Certificate caCertificate() {
        return ca.certificate();
    }

    public X509Certificate otherRootCertificate() {
        return otherRoot.certificate();
    }

    /** The G4 root's CRL: it revokes the CA of {@link #UNDER_REVOKED_CA}. */
    public X509CRL rootCrl() {
        return rootCrl;
    }

    /** The G4 TLS CA's CRL: it revokes nothing. */
    public X509CRL caCrl() {
        return caCrl;
    }

    /**
     * What a relying party trusts during the transition (oin-in-certificates.md §6.1): the G3 root and the G4 private
     * TLS root side by side as named entries, with their CAs for certificates that come without their chain; never
     * the G4 root for another use. Password {@link TestPki#PASSWORD}.
     */
    public synchronized Path mixedTrustStore() {
        if (mixedTrustStore == null) {
            Map<String, X509Certificate> entries = new LinkedHashMap<>();
            entries.put("pkioverheid-g3-root", g3.rootCertificate());
            entries.put("pkioverheid-g3-ca", g3.intermediateCertificate());
            entries.put("pkioverheid-g4-private-tls-root", root.certificate());
            entries.put("pkioverheid-g4-private-tls-ca", ca.certificate());
            mixedTrustStore = TestPki.writeTrustStore(directory.resolve("truststore-g3-g4.p12"), entries);
        }
        return mixedTrustStore;
    }

    /** Every CRL of both hierarchies, as files: what {@link #mixedTrustStore()}'s relying party keeps current. */
    public List<Path> mixedCrlFiles() {
        return List.of(
                g3.crlFile(), g3.rootCrlFile(), directory.resolve("g4-root.crl"), directory.resolve("g4-ca.crl"));
    }

    private void add(String oin, TestCertificateAuthority issuer, IssuedKey key) {
        parties.put(
                oin,
                new TestParty(
                        "g4-" + oin,
                        oin,
                        key.privateKey(),
                        List.of(key.certificate(), issuer.certificate()),
                        directory));
    }
}
