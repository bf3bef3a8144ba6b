package nl.opendk.ebms.routes.observe;

import java.time.Duration;
import nl.opendk.ebms.routes.RouteIds;
import org.apache.camel.builder.RouteBuilder;

/**
 * Looks every {@code interval} whether the key store, trust store or CRL files changed, on every node, and if so has
 * them loaded again (the check itself is cheap: the two stores' bytes and the CRL files' sizes and times).
 */
public final class SecurityReloadRoute extends RouteBuilder {

    private final Runnable reloadIfChanged;
    private final Duration interval;

    public SecurityReloadRoute(Runnable reloadIfChanged, Duration interval) {
        this.reloadIfChanged = reloadIfChanged;
        this.interval = interval;
    }

    @Override
    public void configure() {
        long period = Math.max(1000, interval.toMillis());
        from("timer:" + RouteIds.SECURITY_RELOAD + "?period=" + period + "&delay=" + period)
                .routeId(RouteIds.SECURITY_RELOAD)
                .process(exchange -> reloadIfChanged.run());
    }
}
