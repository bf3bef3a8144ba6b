package nl.opendk.ebms.protocol.security.certificate;

import java.security.GeneralSecurityException;
import java.security.cert.CertPathBuilder;
import java.security.cert.CertStore;
import java.security.cert.CertificateExpiredException;
import java.security.cert.CertificateNotYetValidException;
import java.security.cert.CollectionCertStoreParameters;
import java.security.cert.PKIXBuilderParameters;
import java.security.cert.PKIXCertPathBuilderResult;
import java.security.cert.TrustAnchor;
import java.security.cert.X509CRL;
import java.security.cert.X509CRLEntry;
import java.security.cert.X509CertSelector;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Date;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.SecurityFailures;

/**
 * Checks a peer's certificate the way DK-Beveiliging asks (PKI002-PKI004): valid now, chaining through the known
 * intermediates to a configured trust anchor (PKIoverheid Private Root in production, PKI005), and not revoked
 * according to a current CRL signed by its issuer. Every certificate in the path is checked for revocation, not
 * only the peer's. Used for signing certificates and for TLS client certificates.
 *
 * <p>Every signed message and every TLS client is checked, so the costly parts are remembered: the path found for
 * a certificate (a PKIX search that verifies each certificate's signature) and which CRLs were found signed by which
 * issuer. Neither memory weakens a check: the validity dates of every certificate in a remembered path and the
 * currency and entries of the CRLs are checked again on every call, so an expired certificate or a new CRL that
 * revokes one takes effect at once. With fixed anchors and intermediates a path, once found, stays a correct path.
 */
public final class CertificateValidator {

    /** Bounds each memory; when full it starts again empty (partners of one adapter are far fewer). */
    static final int MAX_REMEMBERED = 1024;

    private volatile Trust trust;
    private final RevocationFailureMode revocationFailureMode;
    private final Clock clock;

    public CertificateValidator(
            Collection<X509Certificate> trustAnchors,
            Collection<X509Certificate> intermediates,
            CrlSource crls,
            RevocationFailureMode revocationFailureMode,
            Clock clock) {
        this.trust = new Trust(trustAnchors, intermediates, crls);
        this.revocationFailureMode = revocationFailureMode;
        this.clock = clock;
    }

    /**
     * Trusts from now on what a reloaded trust store and CRL files hold. A check already running finishes with what
     * it started with; the paths and CRL signatures remembered are forgotten with the old trust, so a root taken out
     * of the trust store is trusted by no later check.
     */
    public void replaceTrust(
            Collection<X509Certificate> trustAnchors, Collection<X509Certificate> intermediates, CrlSource crls) {
        this.trust = new Trust(trustAnchors, intermediates, crls);
    }

    /** @param location the ebMS error location to report problems at, e.g. the signature's */
    public CertificateCheck validate(X509Certificate certificate, String location) {
        return validate(certificate, List.of(), location);
    }

    /**
     * As {@link #validate(X509Certificate, String)}, with CA certificates the peer presented (a TLS client's chain)
     * as further candidates for the path. They are trusted no more than any other: the path must still end at a
     * configured trust anchor.
     */
    public CertificateCheck validate(
            X509Certificate certificate, Collection<X509Certificate> presented, String location) {
        Instant now = clock.instant();
        String validity = validity(certificate, now);
        if (validity != null) {
            return refused(location, validity);
        }
        Trust current = trust;
        List<X509Certificate> chain = rememberedPath(current, certificate, now);
        if (chain == null) {
            try {
                chain = chainOf(buildPath(current, certificate, presented, now));
            } catch (GeneralSecurityException e) {
                return refused(
                        location, describe(certificate) + " does not chain to a trusted root: " + e.getMessage());
            }
            remember(current.paths, certificate, chain);
        }
        return checkRevocation(current, chain, now, location);
    }

    /** The path found before for this certificate, if every certificate in it is still within its dates. */
    private static List<X509Certificate> rememberedPath(Trust trust, X509Certificate certificate, Instant now) {
        List<X509Certificate> chain = trust.paths.get(certificate);
        if (chain == null) {
            return null;
        }
        for (X509Certificate member : chain) {
            if (validity(member, now) != null) {
                trust.paths.remove(certificate);
                return null;
            }
        }
        return chain;
    }

    /** The certificates of the path, the peer's first, ending with the trust anchor's certificate. */
    private static List<X509Certificate> chainOf(PKIXCertPathBuilderResult path) {
        List<X509Certificate> chain = new ArrayList<>();
        path.getCertPath().getCertificates().forEach(certificate -> chain.add((X509Certificate) certificate));
        chain.add(path.getTrustAnchor().getTrustedCert());
        return List.copyOf(chain);
    }

    private static <K, V> void remember(Map<K, V> memory, K key, V value) {
        if (memory.size() >= MAX_REMEMBERED) {
            memory.clear();
        }
        memory.put(key, value);
    }

    private static String validity(X509Certificate certificate, Instant now) {
        try {
            certificate.checkValidity(Date.from(now));
            return null;
        } catch (CertificateExpiredException e) {
            return describe(certificate) + " expired on "
                    + certificate.getNotAfter().toInstant();
        } catch (CertificateNotYetValidException e) {
            return describe(certificate) + " is not valid before "
                    + certificate.getNotBefore().toInstant();
        }
    }

    private static PKIXCertPathBuilderResult buildPath(
            Trust trust, X509Certificate certificate, Collection<X509Certificate> presented, Instant now)
            throws GeneralSecurityException {
        X509CertSelector target = new X509CertSelector();
        target.setCertificate(certificate);
        PKIXBuilderParameters parameters = new PKIXBuilderParameters(trust.anchors, target);
        parameters.addCertStore(trust.intermediates);
        List<X509Certificate> candidates = new ArrayList<>(presented);
        candidates.add(certificate);
        parameters.addCertStore(CertStore.getInstance("Collection", new CollectionCertStoreParameters(candidates)));
        parameters.setRevocationEnabled(false);
        parameters.setDate(Date.from(now));
        return (PKIXCertPathBuilderResult) CertPathBuilder.getInstance("PKIX").build(parameters);
    }

    private CertificateCheck checkRevocation(Trust trust, List<X509Certificate> chain, Instant now, String location) {
        List<EbmsError> errors = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        for (int i = 0; i < chain.size() - 1; i++) {
            X509Certificate certificate = chain.get(i);
            X509CRL crl = currentCrl(trust, certificate, chain.get(i + 1), now);
            if (crl == null && revocationFailureMode == RevocationFailureMode.FAIL_CLOSED) {
                errors.add(SecurityFailures.failure(
                        location,
                        "no current CRL could be obtained for " + describe(certificate)
                                + " (DK PKI002-PKI004; revocation checking fails closed)"));
            } else if (crl == null) {
                warnings.add("accepted " + describe(certificate) + " without a CRL check: none could be obtained");
            } else {
                revocation(crl, certificate, now, location, errors);
            }
        }
        return new CertificateCheck(errors, warnings);
    }

    /** A CRL from the issuer, signed by it and current at {@code now}; null when there is none. */
    private static X509CRL currentCrl(Trust trust, X509Certificate certificate, X509Certificate issuer, Instant now) {
        for (X509CRL crl : trust.crls.crlsFor(certificate)) {
            if (crl.getIssuerX500Principal().equals(issuer.getSubjectX500Principal())
                    && isSignedBy(trust, crl, issuer)
                    && !crl.getThisUpdate().toInstant().isAfter(now)
                    && (crl.getNextUpdate() == null
                            || now.isBefore(crl.getNextUpdate().toInstant()))) {
                return crl;
            }
        }
        return null;
    }

    private static boolean isSignedBy(Trust trust, X509CRL crl, X509Certificate issuer) {
        Set<CrlSignature> verifiedCrls = trust.verifiedCrls;
        CrlSignature signature = new CrlSignature(crl, issuer);
        if (verifiedCrls.contains(signature)) {
            return true;
        }
        try {
            crl.verify(issuer.getPublicKey());
        } catch (GeneralSecurityException e) {
            return false;
        }
        if (verifiedCrls.size() >= MAX_REMEMBERED) {
            verifiedCrls.clear();
        }
        verifiedCrls.add(signature);
        return true;
    }

    /** What is trusted, from one loading of the trust store and CRL files, with what was learnt from it. */
    private static final class Trust {

        final Set<TrustAnchor> anchors = new HashSet<>();
        final CertStore intermediates;
        final CrlSource crls;
        final Map<X509Certificate, List<X509Certificate>> paths = new ConcurrentHashMap<>();
        final Set<CrlSignature> verifiedCrls = ConcurrentHashMap.newKeySet();

        Trust(Collection<X509Certificate> trustAnchors, Collection<X509Certificate> intermediates, CrlSource crls) {
            if (trustAnchors.isEmpty()) {
                throw new IllegalArgumentException("at least one trust anchor is needed");
            }
            trustAnchors.forEach(anchor -> anchors.add(new TrustAnchor(anchor, null)));
            try {
                this.intermediates = CertStore.getInstance(
                        "Collection", new CollectionCertStoreParameters(List.copyOf(intermediates)));
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException("the JDK has no Collection CertStore", e);
            }
            this.crls = crls;
        }
    }

    /**
     * A CRL found signed by an issuer. The CRL is compared by identity: sources hand out the same object until they
     * fetch or read a new one, and hashing a large CRL's bytes on every message would cost what is saved.
     */
    private static final class CrlSignature {

        private final X509CRL crl;
        private final X509Certificate issuer;

        CrlSignature(X509CRL crl, X509Certificate issuer) {
            this.crl = crl;
            this.issuer = issuer;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof CrlSignature that && crl == that.crl && issuer.equals(that.issuer);
        }

        @Override
        public int hashCode() {
            return 31 * System.identityHashCode(crl) + issuer.hashCode();
        }
    }

    private static void revocation(
            X509CRL crl, X509Certificate certificate, Instant now, String location, List<EbmsError> errors) {
        X509CRLEntry entry = crl.getRevokedCertificate(certificate);
        if (entry != null && !entry.getRevocationDate().toInstant().isAfter(now)) {
            String reason = entry.getRevocationReason() == null ? "" : " (" + entry.getRevocationReason() + ")";
            errors.add(SecurityFailures.failure(
                    location,
                    describe(certificate) + " was revoked on "
                            + entry.getRevocationDate().toInstant() + reason));
        }
    }

    private static CertificateCheck refused(String location, String description) {
        return new CertificateCheck(List.of(SecurityFailures.failure(location, description)), List.of());
    }

    /** The subject with serialNumber and organizationIdentifier spelled out, not as the hex DER RFC 2253 would give. */
    static String describe(X509Certificate certificate) {
        String subject = CertificateNames.of(certificate.getSubjectX500Principal());
        return "certificate '" + subject + "' (serial "
                + certificate.getSerialNumber().toString(16) + ")";
    }
}
