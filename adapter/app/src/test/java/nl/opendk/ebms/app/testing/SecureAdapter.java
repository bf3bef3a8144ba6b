package nl.opendk.ebms.app.testing;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import nl.opendk.ebms.db.source.DatabaseSettings;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;

/**
 * An adapter acting for one party of the test PKI, reachable only over mutual TLS: its key and certificate are the
 * party's, it trusts the test PKI's root and checks revocation against the PKI's CRL files. The REST API is on the
 * same TLS port, so the test talks to it as that party too.
 */
public final class SecureAdapter implements AutoCloseable {

    private final RunningAdapter adapter;
    private final HttpClient client;
    private final Supplier<HttpClient> newClient;

    private SecureAdapter(RunningAdapter adapter, Supplier<HttpClient> newClient) {
        this.adapter = adapter;
        this.client = newClient.get();
        this.newClient = newClient;
    }

    public static SecureAdapter start(DatabaseSettings database, String nodeId, TestParty party) {
        TestPki pki = TestPki.create();
        return start(database, nodeId, party, trustStore(pki), List.of(pki.crlFile(), pki.rootCrlFile()));
    }

    /** As {@link #start(DatabaseSettings, String, TestParty)}, trusting what this trust store holds. */
    public static SecureAdapter start(
            DatabaseSettings database, String nodeId, TestParty party, Path trustStore, List<Path> crlFiles) {
        return start(database, nodeId, party, trustStore, crlFiles, Map.of());
    }

    /**
     * As above, with further properties that win over those made here (a key store of several entries, say, or
     * {@code camel.server.port} for an adapter started again where its partner expects it); the test still calls the
     * API with the party's own certificate.
     */
    public static SecureAdapter start(
            DatabaseSettings database,
            String nodeId,
            TestParty party,
            Path trustStore,
            List<Path> crlFiles,
            Map<String, String> more) {
        Map<String, String> properties = new HashMap<>();
        properties.put("ebms.http.plain-allowed", "false");
        properties.putAll(keyOf(party));
        properties.put("ebms.truststore.path", trustStore.toString());
        properties.put("ebms.truststore.password", TestPki.PASSWORD);
        properties.put(
                "ebms.crl.files",
                String.join(",", crlFiles.stream().map(Path::toString).toList()));
        properties.putAll(more);
        String port = properties.remove("camel.server.port");
        RunningAdapter adapter = port == null
                ? RunningAdapter.start(database, nodeId, properties)
                : RunningAdapter.startOn(Integer.parseInt(port), database, nodeId, properties);
        return new SecureAdapter(adapter, () -> TlsClients.client(party, trustStore));
    }

    /** The adapter properties that make the party's key and certificate the adapter's own. */
    public static Map<String, String> keyOf(TestParty party) {
        return Map.of(
                "ebms.keystore.path", party.keyStore().toString(),
                "ebms.keystore.password", party.keyStorePassword(),
                "ebms.keystore.alias", party.alias());
    }

    /** The trust store an operator has: root and intermediate ({@link TestPki#trustStoreWithIntermediate()}). */
    public static Path trustStore(TestPki pki) {
        return pki.trustStoreWithIntermediate();
    }

    public URI uri(String path) {
        return URI.create("https://127.0.0.1:" + adapter.port() + path);
    }

    /** The certificate this adapter presents as TLS server now, to a new connection. */
    public X509Certificate serverCertificate() {
        HttpResponse<byte[]> answer =
                send(newClient.get(), HttpRequest.newBuilder(uri("/api/cpas")).build());
        try {
            return (X509Certificate) answer.sslSession().orElseThrow().getPeerCertificates()[0];
        } catch (javax.net.ssl.SSLPeerUnverifiedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The Prometheus text of the management port (plain HTTP on 127.0.0.1). */
    public String metrics() {
        return adapter.metrics();
    }

    public URI endpoint() {
        return uri("/ebms");
    }

    /** A REST API call as the test's admin user, over TLS with the adapter's own party certificate. */
    public HttpResponse<byte[]> api(String method, String path, String contentType, byte[] body) {
        return api(method, path, contentType, body, null);
    }

    /** As {@link #api(String, String, String, byte[])}, with a SOAPAction header (a WUS call of our back end). */
    public HttpResponse<byte[]> api(String method, String path, String contentType, byte[] body, String soapAction) {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri(path))
                .timeout(Duration.ofSeconds(30))
                .header("Authorization", RunningAdapter.basic(RunningAdapter.ADMIN_USER, RunningAdapter.ADMIN_PASSWORD))
                .method(
                        method,
                        body == null
                                ? HttpRequest.BodyPublishers.noBody()
                                : HttpRequest.BodyPublishers.ofByteArray(body));
        if (contentType != null) {
            request.header("Content-Type", contentType);
        }
        if (soapAction != null) {
            request.header("SOAPAction", soapAction);
        }
        return send(client, request.build());
    }

    public static HttpResponse<byte[]> send(HttpClient client, HttpRequest request) {
        try {
            return client.send(request, HttpResponse.BodyHandlers.ofByteArray());
        } catch (IOException e) {
            throw new IllegalStateException("request to " + request.uri() + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        adapter.close();
    }
}
