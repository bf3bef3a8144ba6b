package nl.opendk.ebms.component.server;

import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServerOptions;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import nl.opendk.ebms.component.config.AdapterKeys;
import nl.opendk.ebms.component.config.Settings;
import org.apache.camel.CamelContext;
import org.apache.camel.component.platform.http.vertx.VertxPlatformHttpServer;
import org.apache.camel.component.platform.http.vertx.VertxPlatformHttpServerConfiguration;
import org.apache.camel.support.service.ServiceSupport;

/**
 * The components' own platform HTTP server, for a host that does not run one (Spring Boot) or whose own cannot require
 * client certificates (Camel Main's): Camel's Vert.x server on the adapter's keys {@code camel.server.port},
 * {@code .host} and {@code .maxBodySize}, on a Vert.x that sets the gateway's TLS on it. The components' routes
 * ({@code /ebms}, {@code /wus/...}) listen on it.
 */
public final class OwnServer {

    /** The registry name of the server's Vert.x: the server takes the one Vert.x of the registry as it initialises. */
    public static final String VERTX = "ebmsServerVertx";

    private OwnServer() {}

    /**
     * Adds the server to the context; it starts with the context.
     *
     * @param tls the gateway's server TLS ({@code AdapterSecurity.serverTls()}), asked for when the server is made
     */
    public static void install(CamelContext context, Supplier<UnaryOperator<HttpServerOptions>> tls) throws Exception {
        Settings settings = new Settings(key -> context.getPropertiesComponent().resolveProperty(key));
        VertxPlatformHttpServerConfiguration server = new VertxPlatformHttpServerConfiguration();
        server.setBindHost(settings.get(AdapterKeys.HTTP_HOST));
        server.setBindPort(settings.get(AdapterKeys.HTTP_PORT));
        server.setMaxBodySize((long) settings.get(AdapterKeys.MAX_BODY_BYTES));
        server.setUseGlobalSslContextParameters(true);
        Vertx vertx = new GatewayTlsVertx(Vertx.vertx(), tls);
        context.getRegistry().bind(VERTX, vertx);
        context.addService(new VertxPlatformHttpServer(server), true, true);
        // added after the server, so it stops after it
        context.addService(
                new ServiceSupport() {
                    @Override
                    protected void doStop() {
                        vertx.close();
                    }
                },
                true,
                true);
    }
}
