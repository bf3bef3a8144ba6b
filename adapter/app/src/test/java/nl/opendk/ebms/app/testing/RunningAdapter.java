package nl.opendk.ebms.app.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import nl.opendk.ebms.app.Adapter;
import nl.opendk.ebms.console.auth.PasswordHash;
import nl.opendk.ebms.db.source.DatabaseSettings;
import nl.opendk.ebms.testkit.http.SignedInHttp;
import nl.opendk.ebms.testkit.message.HttpFixture;
import nl.opendk.ebms.testkit.net.FreePort;

/**
 * An adapter started for a test on a free port against a test database, with an HTTP client pointed at it. It has
 * one admin user, {@link #ADMIN_USER}; the client signs /api calls in with HTTP Basic. The management server
 * (health, metrics) gets a free port too, and Hawtio is off unless a test turns it on.
 */
public final class RunningAdapter extends SignedInHttp implements AutoCloseable {

    /** Few iterations: the hash format is the real one, the cost is kept out of every test's sign-in. */
    public static final String ADMIN_USERS = ADMIN_USER + ":"
            + PasswordHash.create(ADMIN_PASSWORD.toCharArray(), 1000).encoded();

    static {
        // Maven passes -Ddb.url on to the test JVM; Camel lets system properties override an adapter's own
        // properties, so it would send every adapter under test to the bare test server instead of its database.
        System.clearProperty("db.url");
    }

    /** Numbers the Camel contexts: adapters started at once in one JVM each register their MBeans under a name. */
    private static final AtomicInteger CONTEXTS = new AtomicInteger();

    private final Adapter adapter;
    private final int port;
    private final int managementPort;

    private RunningAdapter(Adapter adapter, int port, int managementPort) {
        this.adapter = adapter;
        this.port = port;
        this.managementPort = managementPort;
    }

    /** Starts an adapter on the given database; {@code extra} adds or overrides properties. */
    public static RunningAdapter start(DatabaseSettings database, String nodeId, Map<String, String> extra) {
        return startOn(FreePort.find(), database, nodeId, extra);
    }

    /** The properties {@link #start} gives an adapter, for one started in a JVM of its own. */
    public static Map<String, String> properties(
            int port, DatabaseSettings database, String nodeId, Map<String, String> extra) {
        Map<String, String> properties = new HashMap<>();
        properties.put("camel.server.port", String.valueOf(port));
        properties.put("camel.management.port", String.valueOf(FreePort.find()));
        properties.put("camel.management.host", "127.0.0.1");
        properties.put("admin.users", ADMIN_USERS);
        properties.put("hawtio.enabled", "false");
        properties.put("camel.main.shutdownTimeout", "5");
        // Camel checks a JMX name is free and then registers it: two test classes starting an adapter at the same
        // moment under one name collide (InstanceAlreadyExistsException)
        properties.put("camel.main.name", "ebms-" + nodeId + "-" + CONTEXTS.incrementAndGet());
        properties.put("db.url", database.url());
        properties.put("db.user", database.user() == null ? "" : database.user());
        properties.put("db.password", database.password() == null ? "" : database.password());
        properties.put("db.pool.size", "8");
        properties.put("ebms.node-id", nodeId);
        properties.put("ebms.message-id-domain", nodeId + ".test");
        properties.put("outbox.poll-interval", "PT0.2S");
        properties.put("outbox.retry.initial-delay", "PT0.5S");
        properties.put("outbox.retry.max-delay", "PT1S");
        // plain HTTP for the tests that do not test TLS; the TLS tests set their keys and false in extra
        properties.put("ebms.http.plain-allowed", "true");
        properties.put("ebms.gb.directory", temporaryDirectory("gb-" + nodeId).toString());
        properties.putAll(extra);
        return properties;
    }

    private static Path temporaryDirectory(String prefix) {
        try {
            return Files.createTempDirectory(prefix);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Starts an adapter on a given port: a partner that comes back where its CPA says it lives. */
    public static RunningAdapter startOn(
            int port, DatabaseSettings database, String nodeId, Map<String, String> extra) {
        Map<String, String> properties = properties(port, database, nodeId, extra);
        int managementPort = Integer.parseInt(properties.get("camel.management.port"));
        return new RunningAdapter(Adapter.start(properties), port, managementPort);
    }

    @Override
    public URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }

    public URI managementUri(String path) {
        return URI.create("http://127.0.0.1:" + managementPort + path);
    }

    public int port() {
        return port;
    }

    /** The Prometheus text of the management port's /observe/metrics. */
    public String metrics() {
        return new String(
                send(HttpRequest.newBuilder(managementUri("/observe/metrics")).build())
                        .body(),
                StandardCharsets.UTF_8);
    }

    public HttpResponse<byte[]> post(HttpFixture fixture) {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri("/ebms"))
                .timeout(Duration.ofSeconds(30))
                .POST(HttpRequest.BodyPublishers.ofByteArray(fixture.body()));
        fixture.headers().forEach(request::header);
        return send(request.build());
    }

    public Adapter adapter() {
        return adapter;
    }

    @Override
    public void close() {
        adapter.close();
    }
}
