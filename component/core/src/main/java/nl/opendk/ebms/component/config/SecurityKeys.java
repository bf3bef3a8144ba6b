package nl.opendk.ebms.component.config;

import java.time.Duration;
import java.util.List;

/** Keys, trust, TLS and revocation (README "Security"; SECURITY.md tells what the operator must do). */
public final class SecurityKeys {

    public static final ConfigKey<String> KEYSTORE_PATH = security("ebms.keystore.path")
            .env("EBMS_KEYSTORE_PATH")
            .path(
                    null,
                    "PKCS#12 file with this MSH's private key and certificate chain (PKIoverheid, OIN in"
                            + " serialNumber): the TLS server and client key, the signing key and the decryption key."
                            + " It may hold more key entries: a CPA that names one of their certificates for our party"
                            + " gets that key (SECURITY.md \"Rolling our key\"). Reread when it changes."
                            + " Required unless plain HTTP is allowed");
    public static final ConfigKey<String> KEYSTORE_PASSWORD = security("ebms.keystore.password")
            .env("EBMS_KEYSTORE_PASSWORD")
            .secret()
            .text(
                    null,
                    "password of the file and the key entry. Prefer the environment variable over"
                            + " `-D` (visible in the process list)");
    public static final ConfigKey<String> KEYSTORE_ALIAS = security("ebms.keystore.alias")
            .env("EBMS_KEYSTORE_ALIAS")
            .text(
                    "ebms",
                    "alias of the primary key entry: the TLS server certificate, and the key for every CPA"
                            + " that names no certificate of another entry");
    public static final ConfigKey<String> TRUSTSTORE_PATH = security("ebms.truststore.path")
            .env("EBMS_TRUSTSTORE_PATH")
            .path(
                    null,
                    "PKCS#12 file with the roots to trust (PKIoverheid Private Root, PKI005) **and the CA"
                            + " certificates below them**: signing certificates from a CPA come without their chain."
                            + " Required unless plain HTTP is allowed. Every certificate in it is trusted to vouch for"
                            + " partners: add nothing else");
    public static final ConfigKey<String> TRUSTSTORE_PASSWORD = security("ebms.truststore.password")
            .env("EBMS_TRUSTSTORE_PASSWORD")
            .secret()
            .text(null, "its password");
    public static final ConfigKey<Boolean> PLAIN_HTTP_ALLOWED = security("ebms.http.plain-allowed")
            .env("EBMS_HTTP_PLAIN_ALLOWED")
            .flag(
                    "false",
                    "`true`: plain HTTP, no TLS client authentication by the adapter (tests, trials, behind a TLS"
                            + " proxy that authenticates partners). **Anyone reaching the port can then send as any"
                            + " party**");
    public static final ConfigKey<String> TLS_CLIENT_AUTH = security("ebms.tls.client-auth")
            .text(
                    "required",
                    "`required`: the handshake needs a client certificate from the trust store, on every path of the"
                            + " port (so the admin UI and REST API need one too). `requested`: asked, not required, so"
                            + " the console works without one; `/ebms` still refuses every message without a valid"
                            + " client certificate with a SecurityFailure");
    // DK-Beveiliging TLS003/TLS004: TLS 1.2 at least, TLS 1.3 recommended, nothing older
    public static final ConfigKey<List<String>> TLS_PROTOCOLS = security("ebms.tls.protocols")
            .list("TLSv1.3,TLSv1.2", "TLS versions, server and client (DK TLS003/TLS004); only these two are accepted");
    // DK-Beveiliging TLS006/TLSCIPH001: NCSC "goed" suites only; ECDHE for forward secrecy, AEAD ciphers only
    public static final ConfigKey<List<String>> TLS_CIPHER_SUITES = security("ebms.tls.cipher-suites")
            .shown("the TLS 1.3 suites, ECDHE-ECDSA/ECDHE-RSA with AES-GCM or ChaCha20-Poly1305")
            .list(
                    String.join(
                            ",",
                            "TLS_AES_256_GCM_SHA384",
                            "TLS_CHACHA20_POLY1305_SHA256",
                            "TLS_AES_128_GCM_SHA256",
                            "TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384",
                            "TLS_ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256",
                            "TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256",
                            "TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384",
                            "TLS_ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256",
                            "TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256"),
                    "NCSC \"goed\" suites (DK TLS006), in order of preference; adding others weakens every"
                            + " connection");
    public static final ConfigKey<List<String>> CRL_FILES = security("ebms.crl.files")
            .list(null, "CRL files (DER or PEM) besides those fetched from the certificates' distribution points");
    public static final ConfigKey<Boolean> CRL_FAIL_CLOSED = security("ebms.crl.fail-closed")
            .flag(
                    "true",
                    "`true`: a certificate whose CRL cannot be had is refused (DK PKI002-PKI004). `false`: accepted"
                            + " with a warning in the log, so a revoked certificate may pass while a distribution"
                            + " point is down");
    public static final ConfigKey<Duration> CRL_FETCH_TIMEOUT = security("ebms.crl.fetch-timeout")
            .duration("PT10S", "timeout per CRL download; CRLs are cached until their nextUpdate");
    public static final ConfigKey<Integer> CRL_MAX_BYTES =
            security("ebms.crl.max-bytes").bytes("10485760", "largest CRL downloaded");
    public static final ConfigKey<Duration> RELOAD_CHECK_INTERVAL = security("ebms.security.reload-check-interval")
            .duration(
                    "PT30S",
                    "how often each node looks whether the key store, the trust store or a CRL file changed, and"
                            + " if so loads them without a restart (`POST /api/security/reload` does it at once)."
                            + " A file that does not load is reported (`EBMS-4011`) and the material in use is kept");
    public static final ConfigKey<Duration> ROLLOVER_OVERLAP = security("ebms.cpa.rollover-overlap")
            .duration(
                    "P7D",
                    "how long after a CPA is replaced under the same CPAId the partner's signing certificates of"
                            + " the replaced revision are still accepted, for messages signed before the switch and"
                            + " their retries");
    public static final ConfigKey<Boolean> OIN_ORGANIZATION_IDENTIFIER = security("ebms.oin.organization-identifier")
            .env("EBMS_OIN_ORGANIZATION_IDENTIFIER")
            .flag(
                    "false",
                    "`true`: a certificate without an OIN in subject serialNumber may carry it in"
                            + " organizationIdentifier as `OI:NL-<OIN>` (planned by Logius, format not yet published);"
                            + " two different OINs in one certificate make it carry none. `NTRNL-` (a KvK number) is"
                            + " never an OIN");

    /** In the order the README shows them. */
    public static final List<ConfigKey<?>> KEYS = List.of(
            KEYSTORE_PATH,
            KEYSTORE_PASSWORD,
            KEYSTORE_ALIAS,
            TRUSTSTORE_PATH,
            TRUSTSTORE_PASSWORD,
            PLAIN_HTTP_ALLOWED,
            TLS_CLIENT_AUTH,
            TLS_PROTOCOLS,
            TLS_CIPHER_SUITES,
            CRL_FILES,
            CRL_FAIL_CLOSED,
            CRL_FETCH_TIMEOUT,
            CRL_MAX_BYTES,
            RELOAD_CHECK_INTERVAL,
            ROLLOVER_OVERLAP,
            OIN_ORGANIZATION_IDENTIFIER);

    private SecurityKeys() {}

    private static ConfigKey.Builder security(String name) {
        return ConfigKey.in(ConfigSection.SECURITY, name);
    }
}
