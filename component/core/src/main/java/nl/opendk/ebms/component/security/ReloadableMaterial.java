package nl.opendk.ebms.component.security;

import static nl.opendk.ebms.component.observe.AdapterLogEvent.SECURITY_RELOADED;
import static nl.opendk.ebms.component.observe.AdapterLogEvent.SECURITY_RELOAD_FAILED;

import java.net.http.HttpClient;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import nl.opendk.ebms.protocol.security.certificate.CertificateNames;
import nl.opendk.ebms.protocol.security.certificate.CertificateValidator;
import nl.opendk.ebms.protocol.security.certificate.CrlSource;
import nl.opendk.ebms.protocol.security.certificate.DistributionPointCrls;
import nl.opendk.ebms.protocol.security.keys.KeyRing;
import nl.opendk.ebms.protocol.security.keys.OurKeys;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The key store, trust store and CRL files in use, and their reloading: our keys, the handshake's trust and the
 * certificate checks are each replaced as a whole when the files change, so every use reads one consistent version.
 * Files that do not load are refused and the ones in use kept (SECURITY.md "Files change without a restart").
 */
final class ReloadableMaterial {

    private static final Logger LOG = LoggerFactory.getLogger(ReloadableMaterial.class);

    private final SecuritySettings settings;
    private final SecurityFiles files;
    private final OurKeys keys;
    private final ReloadableTrustManager trustManager;
    private final CrlSource fetchedCrls;
    private final CertificateValidator validator;
    private final List<Consumer<SecurityMaterial>> listeners = new CopyOnWriteArrayList<>();
    private SecurityMaterial material;
    private String fingerprint;
    private volatile String failedFingerprint;

    /** Reads the files the settings name. @throws IllegalStateException when one does not load */
    ReloadableMaterial(SecuritySettings settings, Clock clock) {
        this.settings = settings;
        this.files = new SecurityFiles(settings);
        this.fingerprint = files.fingerprint();
        this.material = files.load(1);
        this.keys = material.ring() == null ? null : new OurKeys(material.ring());
        this.trustManager = material.trust() == null
                ? null
                : new ReloadableTrustManager(material.trust().store());
        this.fetchedCrls = new DistributionPointCrls(
                HttpClient.newBuilder()
                        .connectTimeout(settings.crlFetchTimeout())
                        .build(),
                settings.crlFetchTimeout(),
                settings.crlMaxBytes(),
                clock);
        this.validator = material.trust() == null
                ? null
                : new CertificateValidator(
                        material.trust().anchors(),
                        material.trust().intermediates(),
                        crls(material),
                        settings.revocation(),
                        clock);
    }

    /** Our key entries as they are now; null without a key store. */
    OurKeys keys() {
        return keys;
    }

    /** The handshake's trust; null without a trust store. */
    ReloadableTrustManager trustManager() {
        return trustManager;
    }

    /** The certificate checks; null without a trust store. */
    CertificateValidator validator() {
        return validator;
    }

    synchronized SecurityMaterial material() {
        return material;
    }

    /** False while the files on disk differ from those in use and do not load. */
    boolean filesInUse() {
        return failedFingerprint == null;
    }

    void onReload(Consumer<SecurityMaterial> listener) {
        listeners.add(listener);
    }

    /** See {@link AdapterSecurity#reload(boolean)}. */
    synchronized AdapterSecurity.Reload reload(boolean force) {
        String now = files.fingerprint();
        if (now.equals(fingerprint)) {
            // back to what is in use, say after a broken copy was put right
            failedFingerprint = null;
        }
        if (!force && (now.equals(fingerprint) || now.equals(failedFingerprint))) {
            return new AdapterSecurity.Reload(false, null);
        }
        SecurityMaterial loaded;
        try {
            loaded = files.load(material.ring() == null ? 1 : material.ring().generation() + 1);
            if ((loaded.ring() == null) != (keys == null) || (loaded.trust() == null) != (trustManager == null)) {
                throw new IllegalStateException("a key or trust store cannot be added or taken away without a restart");
            }
        } catch (RuntimeException e) {
            if (force || !now.equals(failedFingerprint)) {
                LOG.error(
                        SECURITY_RELOAD_FAILED.line("The key store, trust store or CRL files changed but do not load;"
                                + " the ones in use are kept: {}"),
                        e.getMessage());
            }
            failedFingerprint = now;
            return new AdapterSecurity.Reload(false, e.getMessage());
        }
        if (keys != null) {
            keys.replace(loaded.ring());
        }
        if (trustManager != null) {
            trustManager.replace(loaded.trust().store());
            validator.replaceTrust(loaded.trust().anchors(), loaded.trust().intermediates(), crls(loaded));
        }
        material = loaded;
        fingerprint = now;
        failedFingerprint = null;
        listeners.forEach(listener -> listener.accept(loaded));
        LOG.info(
                SECURITY_RELOADED.line("Key store, trust store and CRL files loaded again: keys {}, primary '{}',"
                        + " {} root(s), {} CA certificate(s), {} CRL file(s)"),
                loaded.ring() == null ? "none" : describe(loaded.ring()),
                settings.keyStore() == null ? "" : settings.keyStore().alias(),
                loaded.trust() == null ? 0 : loaded.trust().anchors().size(),
                loaded.trust() == null ? 0 : loaded.trust().intermediates().size(),
                settings.crlFiles().size());
        return new AdapterSecurity.Reload(true, null);
    }

    /** The configured CRL files before those fetched from distribution points, whose cache outlives a reload. */
    private CrlSource crls(SecurityMaterial loaded) {
        return CrlSource.combined(List.of(loaded.crls(), fetchedCrls));
    }

    private static String describe(KeyRing ring) {
        StringBuilder text = new StringBuilder();
        ring.entries().forEach((alias, credential) -> text.append(text.length() == 0 ? "" : ", ")
                .append(alias)
                .append(" (")
                .append(CertificateNames.of(credential.certificate().getSubjectX500Principal()))
                .append(", until ")
                .append(credential.certificate().getNotAfter().toInstant())
                .append(')'));
        return text.toString();
    }
}
