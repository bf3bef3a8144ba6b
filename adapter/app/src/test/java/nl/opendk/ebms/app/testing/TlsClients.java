package nl.opendk.ebms.app.testing;

import java.io.InputStream;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.time.Duration;
import javax.net.ssl.KeyManager;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.TrustManagerFactory;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;

/** HTTPS clients for tests: trusting the test PKI's root, presenting a party's client certificate or none. */
public final class TlsClients {

    private TlsClients() {}

    /** A client presenting {@code party}'s certificate; null for a client without one. */
    public static HttpClient client(TestParty party) {
        return client(party, TestPki.create().trustStore());
    }

    /** A client presenting {@code party}'s certificate and trusting what the trust store holds. */
    public static HttpClient client(TestParty party, Path trustStore) {
        return HttpClient.newBuilder()
                .connectTimeout(Duration.ofSeconds(5))
                .sslContext(context(party, trustStore))
                .build();
    }

    /** As {@link #client(TestParty, Path)}, speaking only this TLS version (e.g. "TLSv1.2"). */
    public static HttpClient client(TestParty party, Path trustStore, String protocol) {
        SSLContext context = context(party, trustStore);
        SSLParameters parameters = context.getDefaultSSLParameters();
        parameters.setProtocols(new String[] {protocol});
        return HttpClient.newBuilder()
                .connectTimeout(Duration.ofSeconds(5))
                .sslContext(context)
                .sslParameters(parameters)
                .build();
    }

    private static SSLContext context(TestParty party, Path trustStore) {
        try {
            TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            trust.init(load(trustStore, TestPki.PASSWORD));
            KeyManager[] keys = null;
            if (party != null) {
                KeyManagerFactory factory = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
                factory.init(
                        load(party.keyStore(), party.keyStorePassword()),
                        party.keyStorePassword().toCharArray());
                keys = factory.getKeyManagers();
            }
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(keys, trust.getTrustManagers(), null);
            return context;
        } catch (Exception e) {
            throw new IllegalStateException("cannot set up TLS for " + party, e);
        }
    }

    private static KeyStore load(Path file, String password) throws Exception {
        try (InputStream in = Files.newInputStream(file)) {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(in, password.toCharArray());
            return store;
        }
    }
}
