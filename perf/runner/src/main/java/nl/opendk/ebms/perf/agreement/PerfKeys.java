package nl.opendk.ebms.perf.agreement;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.net.ssl.SSLContext;
import nl.opendk.ebms.perf.sink.TlsContexts;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;

/**
 * The keys of a signed run, made fresh when it starts (never committed): the test kit's PKI (a root, an
 * intermediate and their CRLs) issues a certificate with the OIN in serialNumber for the load generator and one for
 * the adapter. The adapter gets its key, a trust store with the root and the intermediate (a CPA's signing
 * certificate comes without its chain) and the CRL files, so it validates the sender's certificate as in
 * production. The load generator's key is JMeter's TLS client key and signing key and the sink's TLS server key
 * (both are the load generator's MSH); the sink verifies the Acknowledgments with the adapter's certificate.
 */
public final class PerfKeys {

    private final TestPki pki;
    private final TestParty sender;
    private final TestParty adapter;
    private final Path trustStore;

    private PerfKeys(TestPki pki, TestParty sender, TestParty adapter, Path trustStore) {
        this.pki = pki;
        this.sender = sender;
        this.adapter = adapter;
        this.trustStore = trustStore;
    }

    /** Issues the two certificates (valid from yesterday for a year) and writes the files into the work folder. */
    public static PerfKeys create(Path work) {
        TestPki pki = TestPki.create();
        Instant now = Instant.now();
        Instant from = now.minus(Duration.ofDays(1));
        Instant to = now.plus(Duration.ofDays(365));
        TestParty sender = pki.issue("perf-sender", PerfAgreement.SENDER_OIN, from, to);
        TestParty adapter = pki.issue("perf-adapter", PerfAgreement.ADAPTER_OIN, from, to);
        try {
            Path trustStore = work.resolve("perf-truststore.p12");
            writeTrustStore(pki, trustStore);
            return new PerfKeys(pki, sender, adapter, trustStore);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the keys of the signed run into " + work, e);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot write the keys of the signed run", e);
        }
    }

    public TestParty sender() {
        return sender;
    }

    public TestParty adapter() {
        return adapter;
    }

    /** The adapter's key, trust store and CRL files (README, Security): mutual TLS and message security. */
    public Map<String, String> adapterProperties() {
        return adapterPropertiesOf(adapter);
    }

    /** As {@link #adapterProperties()}, for an adapter that acts for {@code party} (one of the two). */
    public Map<String, String> adapterPropertiesOf(TestParty party) {
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("ebms.keystore.path", party.keyStore().toString());
        properties.put("ebms.keystore.password", party.keyStorePassword());
        properties.put("ebms.keystore.alias", party.alias());
        properties.put("ebms.truststore.path", trustStore.toString());
        properties.put("ebms.truststore.password", TestPki.PASSWORD);
        properties.put("ebms.crl.files", pki.crlFile() + "," + pki.rootCrlFile());
        return properties;
    }

    /**
     * The runner's TLS context for its calls to the adapter's API and the sink's /stats: it trusts the test root and
     * presents no certificate.
     */
    public SSLContext runnerTls() {
        try {
            return TlsContexts.of(null, null, TlsContexts.load(trustStore, TestPki.PASSWORD));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + trustStore, e);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot make the runner's TLS context", e);
        }
    }

    /**
     * JMeter's TLS client key (its SSL manager reads these system properties); JMeter itself trusts any server,
     * which is all right for a load generator on 127.0.0.1.
     */
    public Map<String, String> jmeterSystemProperties() {
        return Map.of(
                "javax.net.ssl.keyStore", sender.keyStore().toString(),
                "javax.net.ssl.keyStorePassword", sender.keyStorePassword(),
                "javax.net.ssl.keyStoreType", "PKCS12");
    }

    /**
     * The light generator's TLS client key and the run's trust store, which its JVM's default TLS context reads: unlike
     * JMeter it checks the adapter's certificate.
     */
    public Map<String, String> lightSystemProperties() {
        Map<String, String> properties = new LinkedHashMap<>(jmeterSystemProperties());
        properties.put("javax.net.ssl.trustStore", trustStore.toString());
        properties.put("javax.net.ssl.trustStorePassword", TestPki.PASSWORD);
        properties.put("javax.net.ssl.trustStoreType", "PKCS12");
        return properties;
    }

    /** The sink's HTTPS options: the load generator's key as server key, and the trust store for client certificates. */
    public List<String> sinkOptions() {
        return List.of(
                "--tls-keystore", sender.keyStore().toString(),
                "--tls-password", sender.keyStorePassword(),
                "--tls-alias", sender.alias(),
                "--tls-truststore", trustStore.toString(),
                "--tls-truststore-password", TestPki.PASSWORD);
    }

    /** What the JMeter plan's signed branch reads (perf/sink's SignedBusinessMessages). */
    public Map<String, String> jmeterProperties() {
        return Map.of(
                "perf.signing.keystore", sender.keyStore().toString(),
                "perf.signing.password", sender.keyStorePassword(),
                "perf.signing.alias", sender.alias());
    }

    private static void writeTrustStore(TestPki pki, Path file) throws IOException, GeneralSecurityException {
        try (OutputStream out = Files.newOutputStream(file)) {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            store.setCertificateEntry("root", pki.rootCertificate());
            store.setCertificateEntry("intermediate", pki.intermediateCertificate());
            store.store(out, TestPki.PASSWORD.toCharArray());
        }
    }
}
