package nl.opendk.ebms.app.security;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import nl.opendk.ebms.app.config.Settings;
import nl.opendk.ebms.protocol.security.certificate.RevocationFailureMode;
import nl.opendk.ebms.protocol.security.keys.KeyStoreLocation;

/**
 * Keys, trust and TLS (README "Configuration", "Security"). Passwords are never shown: {@link #toString()} masks them.
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
        String keyStorePath = settings.text("ebms.keystore.path", null);
        String trustStorePath = settings.text("ebms.truststore.path", null);
        return new SecuritySettings(
                keyStorePath == null
                        ? null
                        : new KeyStoreLocation(
                                Path.of(keyStorePath),
                                settings.text("ebms.keystore.password", ""),
                                settings.text("ebms.keystore.alias", "ebms")),
                trustStorePath == null ? null : Path.of(trustStorePath),
                settings.text("ebms.truststore.password", ""),
                settings.flag("ebms.http.plain-allowed", false),
                !"requested".equalsIgnoreCase(settings.text("ebms.tls.client-auth", "required")),
                new TlsPolicy(
                        list(settings, "ebms.tls.protocols", TlsPolicy.DEFAULT_PROTOCOLS),
                        list(settings, "ebms.tls.cipher-suites", TlsPolicy.DEFAULT_CIPHER_SUITES)),
                list(settings, "ebms.crl.files", List.of()).stream()
                        .map(Path::of)
                        .toList(),
                settings.flag("ebms.crl.fail-closed", true)
                        ? RevocationFailureMode.FAIL_CLOSED
                        : RevocationFailureMode.FAIL_OPEN,
                settings.duration("ebms.crl.fetch-timeout", Duration.ofSeconds(10)),
                settings.integer("ebms.crl.max-bytes", 10 * 1024 * 1024));
    }

    private static List<String> list(Settings settings, String key, List<String> defaults) {
        String value = settings.text(key, null);
        if (value == null) {
            return defaults;
        }
        return Arrays.stream(value.split(","))
                .map(String::trim)
                .filter(item -> !item.isEmpty())
                .toList();
    }

    @Override
    public String toString() {
        return "SecuritySettings[keyStore=" + keyStore + ", trustStore=" + trustStore + " (password ****)"
                + ", plainHttp=" + plainHttp + ", clientAuthRequired=" + clientAuthRequired + ", tls=" + tls
                + ", crlFiles=" + crlFiles + ", revocation=" + revocation + "]";
    }
}
