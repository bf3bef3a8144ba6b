package nl.opendk.ebms.testkit.pki;

import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.concurrent.atomic.AtomicLong;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x500.X500NameBuilder;
import org.bouncycastle.asn1.x500.style.BCStyle;
import org.bouncycastle.asn1.x509.BasicConstraints;
import org.bouncycastle.asn1.x509.CRLDistPoint;
import org.bouncycastle.asn1.x509.CRLReason;
import org.bouncycastle.asn1.x509.DistributionPoint;
import org.bouncycastle.asn1.x509.DistributionPointName;
import org.bouncycastle.asn1.x509.ExtendedKeyUsage;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.asn1.x509.KeyPurposeId;
import org.bouncycastle.asn1.x509.KeyUsage;
import org.bouncycastle.cert.CertIOException;
import org.bouncycastle.cert.X509v2CRLBuilder;
import org.bouncycastle.cert.X509v3CertificateBuilder;
import org.bouncycastle.cert.jcajce.JcaX509CRLConverter;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509ExtensionUtils;
import org.bouncycastle.cert.jcajce.JcaX509v2CRLBuilder;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.ContentSigner;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

/**
 * A certificate authority of the test PKI: its key pair and certificate, and the certificates and CRLs it issues,
 * all of one PKIoverheid {@link Generation}. Everything is made in memory at test time.
 */
public final class TestCertificateAuthority {

    private static final AtomicLong SERIALS = new AtomicLong(System.currentTimeMillis());

    /** How a PKIoverheid generation signs and how large its keys are. */
    public enum Generation {
        /** G1 Private Root / G3: RSASSA-PKCS1-v1_5 with SHA-256, RSA 2048. */
        G3("SHA256withRSA", 2048),
        /**
         * G4: RSASSA-PSS (SHA-512, MGF1) on certificates and CRLs, RSA 3072 (PKIoverheid G4 trial profiles, Aug 2026;
         * oin-in-certificates.md §3).
         */
        G4("SHA512withRSAandMGF1", 3072);

        private final String signatureAlgorithm;
        private final int keyBits;

        Generation(String signatureAlgorithm, int keyBits) {
            this.signatureAlgorithm = signatureAlgorithm;
            this.keyBits = keyBits;
        }
    }

    /**
     * What a party certificate's subject holds beside C, O and CN; null leaves an attribute out.
     *
     * @param serialNumber where PKIoverheid puts the OIN (DK PKI001)
     * @param organizationIdentifier G4's mandatory {@code NTRNL-} KvK number, or a planned {@code OI:NL-} OIN
     * @param organizationalUnit no longer allowed to carry a sub-OIN (TO 18-06-2026)
     */
    public record Subject(String serialNumber, String organizationIdentifier, String organizationalUnit) {

        /** Only the OIN in serialNumber, as G1/G3 certificates have it. */
        public static Subject oin(String oin) {
            return new Subject(oin, null, null);
        }
    }

    private final Generation generation;
    private final KeyPair keyPair;
    private final X509Certificate certificate;

    private TestCertificateAuthority(Generation generation, KeyPair keyPair, X509Certificate certificate) {
        this.generation = generation;
        this.keyPair = keyPair;
        this.certificate = certificate;
    }

    /** A self-signed G3 root, valid from a day ago for ten years. */
    public static TestCertificateAuthority root(String commonName) {
        return root(commonName, Generation.G3);
    }

    /** A self-signed root of that generation, valid from a day ago for ten years. */
    public static TestCertificateAuthority root(String commonName, Generation generation) {
        KeyPair keys = newKeyPair(generation);
        X500Name name = name(commonName, Subject.oin(null));
        Instant now = Instant.now();
        X509v3CertificateBuilder builder = new JcaX509v3CertificateBuilder(
                name,
                serial(),
                date(now.minus(Duration.ofDays(1))),
                date(now.plus(Duration.ofDays(3650))),
                name,
                keys.getPublic());
        addCaExtensions(builder, keys.getPublic(), null);
        return new TestCertificateAuthority(generation, keys, build(builder, keys.getPrivate(), generation));
    }

    /** An intermediate CA under this one whose own revocation is published at {@code crlUrl}. */
    public TestCertificateAuthority intermediate(String commonName, String crlUrl) {
        KeyPair keys = newKeyPair(generation);
        Instant now = Instant.now();
        X509v3CertificateBuilder builder = new JcaX509v3CertificateBuilder(
                certificate,
                serial(),
                date(now.minus(Duration.ofDays(1))),
                date(now.plus(Duration.ofDays(3650))),
                name(commonName, Subject.oin(null)),
                keys.getPublic());
        addCaExtensions(builder, keys.getPublic(), crlUrl);
        return new TestCertificateAuthority(generation, keys, build(builder, keyPair.getPrivate(), generation));
    }

    /**
     * A party certificate: the OIN in subject serialNumber (DK PKI001; absent when null), DNS/IP names for TLS on
     * this machine, key usages for signing, encryption and TLS, and the CRL distribution point when given.
     */
    public IssuedKey issue(String commonName, String oin, Instant notBefore, Instant notAfter, String crlUrl) {
        return issue(commonName, Subject.oin(oin), notBefore, notAfter, crlUrl);
    }

    /** A party certificate with these subject attributes, as {@link #issue(String, String, Instant, Instant, String)}. */
    public IssuedKey issue(String commonName, Subject subject, Instant notBefore, Instant notAfter, String crlUrl) {
        KeyPair keys = newKeyPair(generation);
        X509v3CertificateBuilder builder = new JcaX509v3CertificateBuilder(
                certificate, serial(), date(notBefore), date(notAfter), name(commonName, subject), keys.getPublic());
        try {
            JcaX509ExtensionUtils utils = new JcaX509ExtensionUtils();
            builder.addExtension(Extension.basicConstraints, true, new BasicConstraints(false));
            builder.addExtension(
                    Extension.keyUsage,
                    true,
                    new KeyUsage(KeyUsage.digitalSignature | KeyUsage.nonRepudiation | KeyUsage.keyEncipherment));
            builder.addExtension(Extension.extendedKeyUsage, false, new ExtendedKeyUsage(new KeyPurposeId[] {
                KeyPurposeId.id_kp_serverAuth, KeyPurposeId.id_kp_clientAuth
            }));
            builder.addExtension(Extension.subjectAlternativeName, false, new GeneralNames(new GeneralName[] {
                new GeneralName(GeneralName.dNSName, "localhost"), new GeneralName(GeneralName.iPAddress, "127.0.0.1")
            }));
            builder.addExtension(
                    Extension.subjectKeyIdentifier, false, utils.createSubjectKeyIdentifier(keys.getPublic()));
            builder.addExtension(
                    Extension.authorityKeyIdentifier, false, utils.createAuthorityKeyIdentifier(certificate));
            if (crlUrl != null) {
                builder.addExtension(Extension.cRLDistributionPoints, false, distributionPoint(crlUrl));
            }
        } catch (CertIOException | GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
        return new IssuedKey(keys.getPrivate(), build(builder, keyPair.getPrivate(), generation));
    }

    /** A CRL of this CA, valid for a week from now, listing the given certificates as key-compromised. */
    public X509CRL crl(X509Certificate... revoked) {
        Instant now = Instant.now();
        X509v2CRLBuilder builder = new JcaX509v2CRLBuilder(certificate, date(now.minus(Duration.ofMinutes(5))));
        builder.setNextUpdate(date(now.plus(Duration.ofDays(7))));
        for (X509Certificate certificate : revoked) {
            builder.addCRLEntry(
                    certificate.getSerialNumber(), date(now.minus(Duration.ofHours(1))), CRLReason.keyCompromise);
        }
        try {
            return new JcaX509CRLConverter().getCRL(builder.build(signer(keyPair.getPrivate(), generation)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    public X509Certificate certificate() {
        return certificate;
    }

    public Generation generation() {
        return generation;
    }

    public PrivateKey privateKey() {
        return keyPair.getPrivate();
    }

    /** A private key with the certificate just issued for it. */
    public record IssuedKey(PrivateKey privateKey, X509Certificate certificate) {}

    private static void addCaExtensions(X509v3CertificateBuilder builder, PublicKey key, String crlUrl) {
        try {
            builder.addExtension(Extension.basicConstraints, true, new BasicConstraints(true));
            builder.addExtension(Extension.keyUsage, true, new KeyUsage(KeyUsage.keyCertSign | KeyUsage.cRLSign));
            builder.addExtension(
                    Extension.subjectKeyIdentifier, false, new JcaX509ExtensionUtils().createSubjectKeyIdentifier(key));
            if (crlUrl != null) {
                builder.addExtension(Extension.cRLDistributionPoints, false, distributionPoint(crlUrl));
            }
        } catch (CertIOException | GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    private static X509Certificate build(
            X509v3CertificateBuilder builder, PrivateKey issuerKey, Generation generation) {
        try {
            return new JcaX509CertificateConverter().getCertificate(builder.build(signer(issuerKey, generation)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    private static CRLDistPoint distributionPoint(String url) {
        GeneralNames names = new GeneralNames(new GeneralName(GeneralName.uniformResourceIdentifier, url));
        return new CRLDistPoint(
                new DistributionPoint[] {new DistributionPoint(new DistributionPointName(names), null, null)});
    }

    private static X500Name name(String commonName, Subject subject) {
        X500NameBuilder builder = new X500NameBuilder(BCStyle.INSTANCE)
                .addRDN(BCStyle.C, "NL")
                .addRDN(BCStyle.O, "Digikoppeling adapter test PKI");
        if (subject.organizationalUnit() != null) {
            builder.addRDN(BCStyle.OU, subject.organizationalUnit());
        }
        builder.addRDN(BCStyle.CN, commonName);
        if (subject.organizationIdentifier() != null) {
            builder.addRDN(BCStyle.ORGANIZATION_IDENTIFIER, subject.organizationIdentifier());
        }
        if (subject.serialNumber() != null) {
            builder.addRDN(BCStyle.SERIALNUMBER, subject.serialNumber());
        }
        return builder.build();
    }

    private static ContentSigner signer(PrivateKey key, Generation generation) {
        try {
            JcaContentSignerBuilder builder = new JcaContentSignerBuilder(generation.signatureAlgorithm);
            if (generation == Generation.G4) {
                // RSASSA-PSS with its parameters (SHA-512, MGF1 with SHA-512, salt 64) as Bouncy Castle encodes them
                builder.setProvider(new org.bouncycastle.jce.provider.BouncyCastleProvider());
            }
            return builder.build(key);
        } catch (OperatorCreationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static KeyPair newKeyPair(Generation generation) {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
            generator.initialize(generation.keyBits);
            return generator.generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    private static BigInteger serial() {
        return BigInteger.valueOf(SERIALS.incrementAndGet());
    }

    private static Date date(Instant instant) {
        return Date.from(instant);
    }
}
