package nl.opendk.ebms.component.server;

import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.ext.web.Router;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import nl.opendk.ebms.component.config.AdapterKeys;
import nl.opendk.ebms.component.config.Settings;
import nl.opendk.ebms.service.observe.MessageObserver;
import org.apache.camel.CamelContext;
import org.apache.camel.component.platform.http.vertx.VertxPlatformHttpRouter;
import org.apache.camel.component.platform.http.vertx.VertxPlatformHttpServer;
import org.apache.camel.component.platform.http.vertx.VertxPlatformHttpServerConfiguration;
import org.apache.camel.support.service.ServiceSupport;

/**
 * The components' own platform HTTP server, for a host that does not run one (Spring Boot) or whose own cannot require
 * client certificates (Camel Main's): Camel's Vert.x server on the adapter's keys {@code camel.server.port},
 * {@code .host} and {@code .maxBodySize}, on a Vert.x that sets the gateway's TLS on it. The components' routes
 * ({@code /ebms}, {@code /wus/...}) listen on it. The ebMS endpoint takes at most {@code ebms.http.max-in-flight}
 * requests at once and refuses the rest with 503 ({@link AdmissionLimit}), as the standalone adapter's does.
 */
public final class OwnServer {

    /** The registry name of the server's Vert.x: the server takes the one Vert.x of the registry as it initialises. */
    public static final String VERTX = "ebmsServerVertx";

    /** Before every handler of the host's and the console's (they start at -1000). */
    private static final int FIRST = -2000;

    private OwnServer() {}

    /**
     * Adds the server to the context; it starts with the context.
     *
     * @param tls the gateway's server TLS ({@code AdapterSecurity.serverTls()}), asked for when the server is made
     * @param observer where refused requests are counted, asked for when the server is made
     * @param handlers puts handlers of the gateway's own on the server's router (the Grote Berichten file service),
     *     once, before it listens
     */
    public static void install(
            CamelContext context,
            Supplier<UnaryOperator<HttpServerOptions>> tls,
            Supplier<MessageObserver> observer,
            Consumer<Router> handlers)
            throws Exception {
        Settings settings = new Settings(key -> context.getPropertiesComponent().resolveProperty(key));
        int port = settings.get(AdapterKeys.HTTP_PORT);
        VertxPlatformHttpServerConfiguration server = new VertxPlatformHttpServerConfiguration();
        server.setBindHost(settings.get(AdapterKeys.HTTP_HOST));
        server.setBindPort(port);
        server.setMaxBodySize((long) settings.get(AdapterKeys.MAX_BODY_BYTES));
        server.setUseGlobalSslContextParameters(true);
        String ebmsPath = settings.get(AdapterKeys.EBMS_PATH);
        int maxInFlight = settings.get(AdapterKeys.MAX_IN_FLIGHT);
        Duration admissionWait = settings.get(AdapterKeys.ADMISSION_WAIT);
        AtomicBoolean limited = new AtomicBoolean();
        Vertx vertx = new GatewayTlsVertx(Vertx.vertx(AdmissionLimit.serverOptions(maxInFlight)), tls, () -> {
            // Camel has made the server's router by now, so the limit sees the very first request
            Router router =
                    VertxPlatformHttpRouter.lookup(context, VertxPlatformHttpRouter.getRouterNameFromPort(port));
            if (router != null && limited.compareAndSet(false, true)) {
                AdmissionLimit admission = new AdmissionLimit(maxInFlight, admissionWait, observer.get());
                router.route(ebmsPath).order(FIRST).handler(admission::handle);
                handlers.accept(router);
            }
        });
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
