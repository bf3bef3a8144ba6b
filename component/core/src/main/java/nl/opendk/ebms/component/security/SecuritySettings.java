package nl.opendk.ebms.component.security;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import nl.opendk.ebms.component.config.SecurityKeys;
import nl.opendk.ebms.component.config.Settings;
import nl.opendk.ebms.protocol.security.certificate.RevocationFailureMode;
import nl.opendk.ebms.protocol.security.keys.KeyStoreLocation;

/**
 * Keys, trust and TLS, read with the keys and defaults of {@link SecurityKeys} (README "Security"). Passwords are
 * never shown: {@link #toString()} masks them.
 *
 * @param keyStore this MSH's key for TLS, signing and decryption; null when none is configured
 * @param trustStore the PKCS#12 trust store: PKIoverheid roots and the CA certificates under them; null when none
 * @param plainHttp true when /ebms listens on plain HTTP (tests, behind a TLS-terminating proxy)
 * @param clientAuthRequired true when the TLS handshake needs a client certificate; false to only ask for one
 *     (the ebMS route then refuses requests without one, and the admin console works without)
 * @param crlFiles CRLs to use besides those fetched from the certificates' distribution points
 */
public record SecuritySettings(
        KeyStoreLocation keyStore,
        Path trustStore,
        String trustStorePassword,
        boolean plainHttp,
        boolean clientAuthRequired,
        TlsPolicy tls,
        List<Path> crlFiles,
        RevocationFailureMode revocation,
        Duration crlFetchTimeout,
        int crlMaxBytes) {

    public SecuritySettings {
        crlFiles = List.copyOf(crlFiles);
    }

    public static SecuritySettings from(Settings settings) {
        Optional<String> keyStorePath = settings.find(SecurityKeys.KEYSTORE_PATH);
        return new SecuritySettings(
                keyStorePath
                        .map(path -> new KeyStoreLocation(
                                Path.of(path),
                                settings.find(SecurityKeys.KEYSTORE_PASSWORD).orElse(""),
                                settings.get(SecurityKeys.KEYSTORE_ALIAS)))
                        .orElse(null),
                settings.find(SecurityKeys.TRUSTSTORE_PATH).map(Path::of).orElse(null),
                settings.find(SecurityKeys.TRUSTSTORE_PASSWORD).orElse(""),
                settings.get(SecurityKeys.PLAIN_HTTP_ALLOWED),
                !"requested".equalsIgnoreCase(settings.get(SecurityKeys.TLS_CLIENT_AUTH)),
                new TlsPolicy(settings.get(SecurityKeys.TLS_PROTOCOLS), settings.get(SecurityKeys.TLS_CIPHER_SUITES)),
                settings.find(SecurityKeys.CRL_FILES).orElse(List.of()).stream()
                        .map(Path::of)
                        .toList(),
                settings.get(SecurityKeys.CRL_FAIL_CLOSED)
                        ? RevocationFailureMode.FAIL_CLOSED
                        : RevocationFailureMode.FAIL_OPEN,
                settings.get(SecurityKeys.CRL_FETCH_TIMEOUT),
                settings.get(SecurityKeys.CRL_MAX_BYTES));
    }

    @Override
    public String toString() {
        return "SecuritySettings[keyStore=" + keyStore + ", trustStore=" + trustStore + " (password ****)"
                + ", plainHttp=" + plainHttp + ", clientAuthRequired=" + clientAuthRequired + ", tls=" + tls
                + ", crlFiles=" + crlFiles + ", revocation=" + revocation + "]";
    }
}
