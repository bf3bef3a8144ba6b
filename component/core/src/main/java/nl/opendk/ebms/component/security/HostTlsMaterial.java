package nl.opendk.ebms.component.security;

import java.nio.file.Path;
import java.util.Locale;
import nl.opendk.ebms.component.config.SecurityKeys;
import nl.opendk.ebms.component.config.Settings;
import nl.opendk.ebms.protocol.security.keys.KeyStoreLocation;
import org.apache.camel.CamelContext;
import org.apache.camel.support.jsse.KeyStoreParameters;
import org.apache.camel.support.jsse.SSLContextParameters;

/**
 * A host application's key and trust material as Camel's {@link SSLContextParameters}, in place of the adapter's
 * {@code ebms.keystore.*} and {@code ebms.truststore.*} keys. The adapter signs, decrypts, does TLS and checks
 * certificates with the same two PKCS#12 stores, so the parameters must name both as files: the key store of the key
 * managers (its alias from {@code certAlias}, else the key entry named by {@code ebms.keystore.alias}) and the key
 * store of the trust managers.
 */
public final class HostTlsMaterial {

    private HostTlsMaterial() {}

    /**
     * The security settings from the adapter's keys, with the key and trust store taken from the parameters.
     *
     * @throws IllegalArgumentException when the parameters do not name both stores as PKCS#12 files
     */
    public static SecuritySettings apply(Settings source, SSLContextParameters parameters, CamelContext context) {
        SecuritySettings settings = SecuritySettings.from(source);
        if (parameters.getKeyManagers() == null || parameters.getKeyManagers().getKeyStore() == null) {
            throw new IllegalArgumentException("the sslContextParameters have no key store: the adapter needs its key");
        }
        if (parameters.getTrustManagers() == null
                || parameters.getTrustManagers().getKeyStore() == null) {
            throw new IllegalArgumentException(
                    "the sslContextParameters have no trust store: the adapter checks partners' certificates with it");
        }
        KeyStoreParameters keys = parameters.getKeyManagers().getKeyStore();
        KeyStoreParameters trust = parameters.getTrustManagers().getKeyStore();
        String alias = parameters.getCertAlias() != null
                ? resolved(parameters.getCertAlias(), context)
                : source.get(SecurityKeys.KEYSTORE_ALIAS);
        return new SecuritySettings(
                new KeyStoreLocation(file(keys, "key", context), resolved(keys.getPassword(), context), alias),
                file(trust, "trust", context),
                resolved(trust.getPassword(), context),
                settings.plainHttp(),
                settings.clientAuthRequired(),
                settings.tls(),
                settings.crlFiles(),
                settings.revocation(),
                settings.crlFetchTimeout(),
                settings.crlMaxBytes());
    }

    /** The store's file: {@code file:} resources and plain paths; the adapter reads it more than once. */
    private static Path file(KeyStoreParameters store, String which, CamelContext context) {
        String type = store.getType() == null ? "PKCS12" : resolved(store.getType(), context);
        if (!"PKCS12".equalsIgnoreCase(type)) {
            throw new IllegalArgumentException("the " + which + " store of the sslContextParameters must be PKCS#12");
        }
        String resource = resolved(store.getResource(), context);
        if (resource == null
                || resource.toLowerCase(Locale.ROOT).startsWith("classpath:")
                || resource.contains("://")) {
            throw new IllegalArgumentException("the " + which + " store of the sslContextParameters must be a file"
                    + " (a path or file:path), was " + resource);
        }
        return Path.of(resource.startsWith("file:") ? resource.substring("file:".length()) : resource);
    }

    private static String resolved(String value, CamelContext context) {
        return value == null ? "" : context.resolvePropertyPlaceholders(value);
    }
}
