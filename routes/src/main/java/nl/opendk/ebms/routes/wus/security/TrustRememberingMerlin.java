package nl.opendk.ebms.routes.wus.security;

import java.security.cert.X509Certificate;
import java.util.Collection;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.apache.wss4j.common.crypto.Merlin;
import org.apache.wss4j.common.ext.WSSecurityException;

/**
 * WSS4J's trust store that remembers which signers' paths it already found to a trusted root (and whose subject met
 * the configured constraints), so that a partner that signs every request does not cost a PKIX path validation every
 * time. It never weakens a check: only a success is remembered, only for a certificate within its dates, revocation
 * checking by WSS4J is never remembered, and the adapter's own certificate check (chain, dates, CRL)
 * runs on the signer of every message after WSS4J (see {@code WusProvider.authorizeSigner} and
 * {@code WusConsumer.checkSigner}).
 */
final class TrustRememberingMerlin extends Merlin {

    /** Bounds the memory; when full it starts again empty (partners of one adapter are far fewer). */
    static final int MAX_REMEMBERED = 1024;

    private final Map<X509Certificate, Boolean> trusted = new ConcurrentHashMap<>();

    @Override
    public void verifyTrust(
            X509Certificate[] certificates,
            boolean enableRevocation,
            Collection<Pattern> subjectCertConstraints,
            Collection<Pattern> issuerCertConstraints)
            throws WSSecurityException {
        // the constraints come from the one configuration this crypto serves, so they are the same on every call
        boolean plain = !enableRevocation;
        X509Certificate signer = certificates == null || certificates.length == 0 ? null : certificates[0];
        if (plain && signer != null && trusted.containsKey(signer) && withinDates(signer)) {
            return;
        }
        super.verifyTrust(certificates, enableRevocation, subjectCertConstraints, issuerCertConstraints);
        if (plain && signer != null) {
            if (trusted.size() >= MAX_REMEMBERED) {
                trusted.clear();
            }
            trusted.put(signer, Boolean.TRUE);
        }
    }

    /** Forgets every signer found trusted: after a reload the new trust store decides again. */
    void forget() {
        trusted.clear();
    }

    private static boolean withinDates(X509Certificate certificate) {
        try {
            certificate.checkValidity();
            return true;
        } catch (java.security.cert.CertificateException e) {
            return false;
        }
    }
}
