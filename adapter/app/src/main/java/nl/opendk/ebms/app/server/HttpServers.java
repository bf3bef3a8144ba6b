package nl.opendk.ebms.app.server;

import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import nl.opendk.ebms.component.gateway.ContextEventNotifier;
import nl.opendk.ebms.component.observe.BuildInfo;
import nl.opendk.ebms.component.server.AdmissionLimit;
import nl.opendk.ebms.service.observe.MessageObserver;
import org.apache.camel.CamelContext;
import org.apache.camel.StartupListener;
import org.apache.camel.component.platform.http.vertx.VertxPlatformHttpRouter;
import org.apache.camel.spi.CamelEvent;

/**
 * The adapter's HTTP servers (ebMS, REST API and admin UI on one port; health and metrics on the management port):
 * how they are made ({@link ServerVertx}), what the ebMS endpoint answers before the adapter can take messages and
 * while it stops ({@link StartGate}), what oversized requests get ({@link OversizedRequests}), and the check that
 * every port really listens ({@link ListeningCheck}).
 */
public final class HttpServers {

    /** The registry name of the Vert.x instance Camel's platform HTTP servers run on. */
    static final String VERTX = "ebmsVertx";

    /** Before every other handler on the router, the admin console's included (they start at -1000). */
    private static final int FIRST = -2000;

    private HttpServers() {}

    /**
     * @param ports the ports and what the ebMS one takes
     * @param tls what TLS servers get (see {@code AdapterSecurity.serverTls})
     * @param handlers puts handlers of its own on the main port's router, once, before it listens
     */
    public static void install(
            CamelContext context,
            HttpPorts ports,
            UnaryOperator<HttpServerOptions> tls,
            MessageObserver observer,
            Consumer<Router> handlers)
            throws Exception {
        OversizedRequests oversized =
                new OversizedRequests(ports.ebmsPath(), ports.wusPath(), ports.maxBodyBytes(), observer);
        StartGate gate = new StartGate();
        AdmissionLimit admission = new AdmissionLimit(ports.maxInFlight(), ports.admissionWait(), observer);
        InfoEndpoint info = new InfoEndpoint(BuildInfo.current(), context.getVersion(), ports.nodeId(), Instant.now());
        AtomicBoolean installed = new AtomicBoolean();
        AtomicBoolean managementInstalled = new AtomicBoolean();
        ServerVertx vertx = new ServerVertx(
                Vertx.vertx(AdmissionLimit.serverOptions(ports.maxInFlight())), tls, oversized::invalidRequest, () -> {
                    Router router = router(context, ports.http());
                    if (router != null && installed.compareAndSet(false, true)) {
                        router.route(ports.ebmsPath()).order(FIRST).handler(gate::handle);
                        router.route(ports.ebmsPath()).order(FIRST + 2).handler(admission::handle);
                        router.route().order(FIRST + 1).failureHandler(failed -> bodyTooLarge(failed, oversized));
                        handlers.accept(router);
                    }
                    Router management = router(context, ports.management());
                    if (management != null && managementInstalled.compareAndSet(false, true)) {
                        management.get(InfoEndpoint.PATH).order(FIRST).handler(info::handle);
                    }
                });
        context.getRegistry().bind(VERTX, vertx);
        context.addStartupListener(new StartupListener() {
            @Override
            public void onCamelContextStarted(CamelContext started, boolean alreadyStarted) {
                // the ports are checked once everything has started, below
            }

            @Override
            public void onCamelContextFullyStarted(CamelContext started, boolean alreadyStarted) {
                String problem = ListeningCheck.notListening(vertx.servers(), ports.purposes());
                if (!problem.isEmpty()) {
                    throw new IllegalStateException(problem);
                }
                gate.open();
            }
        });
        context.getManagementStrategy().addEventNotifier(new Lifecycle(gate, vertx));
    }

    private static Router router(CamelContext context, int port) {
        return VertxPlatformHttpRouter.lookup(context, VertxPlatformHttpRouter.getRouterNameFromPort(port));
    }

    private static void bodyTooLarge(RoutingContext context, OversizedRequests oversized) {
        if (context.statusCode() == 413) {
            oversized.bodyTooLarge(context);
        } else {
            context.next();
        }
    }

    /**
     * The ports the adapter serves, and what it takes on them.
     *
     * @param maxBodyBytes {@code camel.server.maxBodySize}
     * @param maxInFlight {@code ebms.http.max-in-flight}: ebMS requests handled at once ({@link AdmissionLimit})
     * @param admissionWait {@code ebms.http.admission-wait}: how long one more waits for a place before it is refused
     * @param nodeId {@code ebms.node-id}, shown on {@code /observe/info}
     */
    public record HttpPorts(
            int http,
            int management,
            String ebmsPath,
            String wusPath,
            long maxBodyBytes,
            int maxInFlight,
            Duration admissionWait,
            String nodeId) {
        Map<Integer, String> purposes() {
            Map<Integer, String> purposes = new HashMap<>();
            purposes.put(management, "health and metrics");
            // one port for both when they are configured the same (Camel then serves both on the main server)
            purposes.put(http, "ebMS, the REST API and the admin UI");
            return purposes;
        }
    }

    /** Closes the gate as the adapter begins to stop, and Vert.x once every server on it has stopped. */
    private static final class Lifecycle extends ContextEventNotifier {
        private final StartGate gate;
        private final Vertx vertx;

        private Lifecycle(StartGate gate, Vertx vertx) {
            this.gate = gate;
            this.vertx = vertx;
        }

        @Override
        public boolean isEnabled(CamelEvent event) {
            return event instanceof CamelEvent.CamelContextStoppingEvent
                    || event instanceof CamelEvent.CamelContextStoppedEvent;
        }

        @Override
        public void notify(CamelEvent event) {
            if (event instanceof CamelEvent.CamelContextStoppingEvent) {
                gate.close();
            } else {
                vertx.close();
            }
        }
    }
}
