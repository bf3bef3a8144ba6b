package nl.opendk.ebms.component.testing;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;
import nl.opendk.ebms.component.gateway.Gateway;
import nl.opendk.ebms.cpa.check.CpaUpload;
import nl.opendk.ebms.testkit.net.FreePort;
import org.apache.camel.CamelContext;
import org.apache.camel.ProducerTemplate;
import org.apache.camel.RoutesBuilder;
import org.apache.camel.main.Main;

/**
 * A host application under test: Camel Main with its own platform-http server on a free port, the routes a test
 * gives it, and the adapter's keys for a quick test (plain HTTP, short polls and retries). The components open the
 * gateway when the routes use them; nothing of the standalone adapter runs.
 */
public final class ComponentNode implements AutoCloseable {

    private static final AtomicInteger CONTEXTS = new AtomicInteger();

    private final Main main;
    private final int port;

    private ComponentNode(Main main, int port) {
        this.main = main;
        this.port = port;
    }

    /** A free port for a node that is started later, so a CPA can name its endpoint first. */
    public static int port() {
        return FreePort.find();
    }

    /**
     * @param nodeId also the MessageId domain ({@code <nodeId>.test})
     * @param extra further properties (the database, component options), overriding the defaults here
     * @param beans what the host binds in its registry (a DataSource the components take by type)
     */
    public static ComponentNode start(
            int port, String nodeId, Map<String, String> extra, Map<String, Object> beans, RoutesBuilder... routes)
            throws Exception {
        Map<String, String> properties = new HashMap<>();
        properties.put("camel.main.name", "host-" + nodeId + "-" + CONTEXTS.incrementAndGet());
        properties.put("camel.main.shutdownTimeout", "5");
        properties.put("camel.server.enabled", "true");
        properties.put("camel.server.port", String.valueOf(port));
        properties.put("ebms.http.plain-allowed", "true");
        properties.put("ebms.node-id", nodeId);
        properties.put("ebms.message-id-domain", nodeId + ".test");
        properties.put("outbox.poll-interval", "PT0.2S");
        properties.put("outbox.retry.initial-delay", "PT0.5S");
        properties.put("outbox.retry.max-delay", "PT1S");
        properties.put("backend.poll-interval", "PT0.2S");
        properties.put("backend.retry.initial-delay", "PT0.5S");
        properties.put("backend.retry.max-delay", "PT1S");
        properties.putAll(extra);
        Main main = new Main();
        Properties overrides = new Properties();
        overrides.putAll(properties);
        main.setOverrideProperties(overrides);
        beans.forEach(main::bind);
        for (RoutesBuilder builder : routes) {
            main.configure().addRoutesBuilder(builder);
        }
        try {
            main.start();
        } catch (Exception | Error e) {
            main.stop();
            throw e;
        }
        return new ComponentNode(main, port);
    }

    public URI endpoint() {
        return URI.create("http://localhost:" + port + "/ebms");
    }

    public CamelContext context() {
        return main.getCamelContext();
    }

    public ProducerTemplate template() {
        return context().createProducerTemplate();
    }

    public Gateway gateway() {
        return Gateway.of(context()).orElseThrow();
    }

    /** Stores the CPA as the admin UI would, checked first. */
    public void agree(String cpa) {
        byte[] xml = cpa.getBytes(StandardCharsets.UTF_8);
        gateway().parts().catalog().save(CpaUpload.standard(Clock.systemUTC()).check(xml), xml);
    }

    @Override
    public void close() {
        main.stop();
    }
}
