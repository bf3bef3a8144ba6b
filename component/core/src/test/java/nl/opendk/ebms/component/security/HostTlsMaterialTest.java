package nl.opendk.ebms.component.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import nl.opendk.ebms.component.config.Settings;
import org.apache.camel.impl.DefaultCamelContext;
import org.apache.camel.support.jsse.KeyManagersParameters;
import org.apache.camel.support.jsse.KeyStoreParameters;
import org.apache.camel.support.jsse.SSLContextParameters;
import org.apache.camel.support.jsse.TrustManagersParameters;
import org.junit.jupiter.api.Test;

/** A host's SSLContextParameters become the adapter's key and trust store, or a clear refusal. */
class HostTlsMaterialTest {

    private static final Settings FROM_KEYS = new Settings(key -> Optional.ofNullable(Map.of(
                    "ebms.keystore.alias", "from-the-keys",
                    "ebms.tls.client-auth", "requested")
            .get(key)));

    private final DefaultCamelContext context = new DefaultCamelContext();

    @Test
    void bothStoresAreTakenAsFilesWithTheirPasswordsAndTheCertAlias() {
        SSLContextParameters parameters = parameters("file:/etc/ebms/key.p12", "/etc/ebms/trust.p12", "PKCS12");
        parameters.setCertAlias("ebms-2026");

        SecuritySettings settings = HostTlsMaterial.apply(FROM_KEYS, parameters, context);

        assertThat(settings.keyStore().path()).isEqualTo(Path.of("/etc/ebms/key.p12"));
        assertThat(settings.keyStore().password()).isEqualTo("key-secret");
        assertThat(settings.keyStore().alias()).isEqualTo("ebms-2026");
        assertThat(settings.trustStore()).isEqualTo(Path.of("/etc/ebms/trust.p12"));
        assertThat(settings.trustStorePassword()).isEqualTo("trust-secret");
        // everything else stays as the keys say
        assertThat(settings.clientAuthRequired()).isFalse();
        assertThat(settings.tls()).isEqualTo(SecuritySettings.from(FROM_KEYS).tls());
    }

    @Test
    void withoutACertAliasTheKeysAliasNamesTheKey() {
        SecuritySettings settings = HostTlsMaterial.apply(FROM_KEYS, parameters("/k.p12", "/t.p12", null), context);

        assertThat(settings.keyStore().alias()).isEqualTo("from-the-keys");
    }

    @Test
    void storesTheAdapterCannotReadAsFilesAreRefusedByName() {
        assertThatIllegalArgumentException()
                .isThrownBy(() ->
                        HostTlsMaterial.apply(FROM_KEYS, parameters("classpath:key.p12", "/t.p12", "PKCS12"), context))
                .withMessageContaining("key store")
                .withMessageContaining("classpath:key.p12");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> HostTlsMaterial.apply(FROM_KEYS, parameters("/k.jks", "/t.p12", "JKS"), context))
                .withMessageContaining("PKCS#12");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> HostTlsMaterial.apply(FROM_KEYS, new SSLContextParameters(), context))
                .withMessageContaining("no key store");
    }

    private static SSLContextParameters parameters(String keyStore, String trustStore, String type) {
        KeyStoreParameters keys = new KeyStoreParameters();
        keys.setResource(keyStore);
        keys.setPassword("key-secret");
        keys.setType(type);
        KeyManagersParameters keyManagers = new KeyManagersParameters();
        keyManagers.setKeyStore(keys);
        KeyStoreParameters trusted = new KeyStoreParameters();
        trusted.setResource(trustStore);
        trusted.setPassword("trust-secret");
        TrustManagersParameters trustManagers = new TrustManagersParameters();
        trustManagers.setKeyStore(trusted);
        SSLContextParameters parameters = new SSLContextParameters();
        parameters.setKeyManagers(keyManagers);
        parameters.setTrustManagers(trustManagers);
        return parameters;
    }
}
