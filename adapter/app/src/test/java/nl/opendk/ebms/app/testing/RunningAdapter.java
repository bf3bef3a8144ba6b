package nl.opendk.ebms.app.testing;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import nl.opendk.ebms.app.Adapter;
import nl.opendk.ebms.db.source.DatabaseSettings;
import nl.opendk.ebms.protocol.testing.HttpFixture;

/** An adapter started for a test on a free port against a test database, with an HTTP client pointed at it. */
public final class RunningAdapter implements AutoCloseable {

    private static final HttpClient CLIENT =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    static {
        // Maven passes -Ddb.url on to the test JVM; Camel lets system properties override an adapter's own
        // properties, so it would send every adapter under test to the bare test server instead of its database.
        System.clearProperty("db.url");
    }

    private final Adapter adapter;
    private final int port;

    private RunningAdapter(Adapter adapter, int port) {
        this.adapter = adapter;
        this.port = port;
    }

    /** Starts an adapter on the given database; {@code extra} adds or overrides properties. */
    public static RunningAdapter start(DatabaseSettings database, String nodeId, Map<String, String> extra) {
        int port = FreePort.find();
        Map<String, String> properties = new HashMap<>();
        properties.put("camel.server.port", String.valueOf(port));
        properties.put("camel.main.shutdownTimeout", "5");
        properties.put("db.url", database.url());
        properties.put("db.user", database.user() == null ? "" : database.user());
        properties.put("db.password", database.password() == null ? "" : database.password());
        properties.put("db.pool.size", "8");
        properties.put("ebms.node-id", nodeId);
        properties.put("ebms.message-id-domain", nodeId + ".test");
        properties.put("outbox.poll-interval", "PT0.2S");
        properties.put("outbox.retry.initial-delay", "PT0.5S");
        properties.put("outbox.retry.max-delay", "PT1S");
        properties.putAll(extra);
        return new RunningAdapter(Adapter.start(properties), port);
    }

    public URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }

    public HttpResponse<byte[]> post(HttpFixture fixture) {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri("/ebms"))
                .timeout(Duration.ofSeconds(30))
                .POST(HttpRequest.BodyPublishers.ofByteArray(fixture.body()));
        fixture.headers().forEach(request::header);
        return send(request.build());
    }

    public HttpResponse<byte[]> post(String path, String contentType, byte[] body) {
        return send(HttpRequest.newBuilder(uri(path))
                .timeout(Duration.ofSeconds(30))
                .header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                .build());
    }

    public HttpResponse<byte[]> get(String path, String accept) {
        return send(HttpRequest.newBuilder(uri(path))
                .timeout(Duration.ofSeconds(30))
                .header("Accept", accept)
                .GET()
                .build());
    }

    public HttpResponse<byte[]> delete(String path) {
        return send(HttpRequest.newBuilder(uri(path))
                .timeout(Duration.ofSeconds(30))
                .DELETE()
                .build());
    }

    public static HttpResponse<byte[]> send(HttpRequest request) {
        try {
            return CLIENT.send(request, HttpResponse.BodyHandlers.ofByteArray());
        } catch (IOException e) {
            throw new IllegalStateException("request to " + request.uri() + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public Adapter adapter() {
        return adapter;
    }

    @Override
    public void close() {
        adapter.close();
    }
}
