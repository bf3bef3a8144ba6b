package nl.opendk.ebms.component.gateway;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import org.apache.camel.CamelContext;
import org.apache.camel.ServiceStatus;
import org.apache.camel.VetoCamelContextStartException;
import org.apache.camel.model.ModelCamelContext;
import org.apache.camel.model.RouteDefinition;
import org.apache.camel.support.LifecycleStrategySupport;
import org.apache.camel.support.jsse.SSLContextParameters;

/**
 * Opens the context's gateway for the {@code ebms} and {@code wus} components, once, whichever is used first. A
 * component made while the context reads its routes waits until they are read (its routes join them, as Kamelets'
 * do); one made later opens it at once. A gateway opened already (the standalone adapter's) is used as it is.
 */
public final class SharedGateway {

    /** What a module adds to the gateway once it is open (the console's API and admin UI), routes included. */
    @FunctionalInterface
    public interface Extension {
        void install(CamelContext context, Gateway gateway) throws Exception;
    }

    private SharedGateway() {}

    /** Opens the gateway now, or when the context has read its routes. */
    public static void openWhenReady(CamelContext context) throws Exception {
        extendWhenReady(context, (opened, gateway) -> {});
    }

    /**
     * Opens the gateway (unless it is open) and installs the extension on it: now, or when the context has read its
     * routes.
     */
    public static void extendWhenReady(CamelContext context, Extension extension) throws Exception {
        // a context that has read its routes (initialised, starting or running) will not say so again
        if (context.getStatus() == ServiceStatus.Initialized || context.isRunAllowed()) {
            obtain(context, extension);
            return;
        }
        AtomicBoolean done = new AtomicBoolean();
        context.addLifecycleStrategy(new LifecycleStrategySupport() {
            @Override
            public void onContextInitialized(CamelContext initialized) throws VetoCamelContextStartException {
                if (done.compareAndSet(false, true)) {
                    try {
                        obtain(initialized, extension);
                    } catch (Exception e) {
                        throw new VetoCamelContextStartException(
                                "The ebMS/WUS gateway could not open: " + e.getMessage(), e, initialized);
                    }
                }
            }
        });
    }

    /** The context's gateway; opened now when it was not, with what the components were given. */
    public static Gateway obtain(CamelContext context) throws Exception {
        return obtain(context, (opened, gateway) -> {});
    }

    private static Gateway obtain(CamelContext context, Extension extension) throws Exception {
        // both components may ask from two threads at once: one gateway per context
        synchronized (context) {
            ModelCamelContext model = (ModelCamelContext) context;
            Set<RouteDefinition> before = Set.copyOf(model.getRouteDefinitions());
            Optional<Gateway> open = Gateway.of(context);
            Gateway gateway = open.isPresent() ? open.get() : Gateway.open(context, options(context));
            extension.install(context, gateway);
            List<RouteDefinition> added = new ArrayList<>(model.getRouteDefinitions());
            added.removeAll(before);
            // routes added after the context read its own are not made into routes by it: make them now, and they
            // start with the others (or at once, in a context that runs already)
            List<RouteDefinition> notMade = added.stream()
                    .filter(route -> route.getRouteId() == null || context.getRoute(route.getRouteId()) == null)
                    .collect(Collectors.toList());
            if (!notMade.isEmpty()) {
                model.startRouteDefinitions(notMade);
            }
            return gateway;
        }
    }

    /** What is set on either component (the first made, when both have one). */
    private static Gateway.Options options(CamelContext context) {
        DataSource dataSource = null;
        SSLContextParameters tls = null;
        boolean ownServer = false;
        for (String name : context.getComponentNames()) {
            if (context.hasComponent(name) instanceof GatewayComponent component) {
                dataSource = dataSource != null ? dataSource : component.getDataSource();
                tls = tls != null ? tls : component.getSslContextParameters();
                ownServer = ownServer || component.isOwnServer();
            }
        }
        return new Gateway.Options(dataSource, tls, meters(context), true, ownServer);
    }

    /** The host's meter registry when it has exactly one, else one of the gateway's own. */
    private static MeterRegistry meters(CamelContext context) {
        Set<MeterRegistry> registries = context.getRegistry().findByType(MeterRegistry.class);
        return registries.size() == 1 ? registries.iterator().next() : new SimpleMeterRegistry();
    }
}
