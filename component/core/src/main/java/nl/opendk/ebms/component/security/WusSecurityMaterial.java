package nl.opendk.ebms.component.security;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import nl.opendk.ebms.routes.wus.security.WusKeyMaterial;
import org.apache.camel.support.jsse.CipherSuitesParameters;
import org.apache.camel.support.jsse.SSLContextParameters;
import org.apache.camel.support.jsse.SecureSocketProtocolsParameters;

/**
 * What WUS needs of the adapter's key and trust stores, the same ones ebMS uses: the key and the CA certificates as
 * WSS4J takes them (WS-Security, DK-WUS WB009-WB014), and TLS for calls to partners' services with our client
 * certificate, versions and suites as for ebMS sends (TLS001-TLS006).
 */
public final class WusSecurityMaterial {

    private WusSecurityMaterial() {}

    /**
     * Our keys and whom we trust, from the material in use. Without a key store (a trial over plain HTTP) the key
     * store is empty: 2W-be works, and a signed profile is refused by WS-Security for want of a key.
     */
    public static WusKeyMaterial keys(SecuritySettings settings, SecurityMaterial material) {
        KeyStore keys = material.keyStore() == null ? empty() : material.keyStore();
        KeyStore trust = material.trust() == null ? empty() : material.trust().store();
        String alias =
                settings.keyStore() == null ? "none" : settings.keyStore().alias();
        char[] password = settings.keyStore() == null
                ? new char[0]
                : settings.keyStore().password().toCharArray();
        return new WusKeyMaterial(keys, alias, password, trust);
    }

    /**
     * TLS for calls to partners: our client certificate (the primary key entry), the trust store, the TLS policy,
     * as reloaded; null without a key.
     */
    public static SSLContextParameters clientTls(AdapterSecurity security) {
        SecuritySettings settings = security.settings();
        if (settings.keyStore() == null || settings.trustStore() == null) {
            return null;
        }
        SSLContextParameters parameters = security.keyAndTrust();
        SecureSocketProtocolsParameters protocols = new SecureSocketProtocolsParameters();
        protocols.setSecureSocketProtocol(settings.tls().protocols());
        CipherSuitesParameters suites = new CipherSuitesParameters();
        suites.setCipherSuite(settings.tls().cipherSuites());
        parameters.setSecureSocketProtocols(protocols);
        parameters.setCipherSuites(suites);
        return parameters;
    }

    private static KeyStore empty() {
        try {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            return store;
        } catch (IOException | GeneralSecurityException e) {
            throw new IllegalStateException("the JDK cannot make a PKCS#12 key store", e);
        }
    }
}
