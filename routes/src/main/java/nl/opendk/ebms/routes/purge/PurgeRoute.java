package nl.opendk.ebms.routes.purge;

import java.time.Duration;
import nl.opendk.ebms.routes.RouteIds;
import org.apache.camel.builder.RouteBuilder;

/** Deletes finished messages after their retention, at a fixed interval. */
public final class PurgeRoute extends RouteBuilder {

    private final PurgeSteps steps;
    private final Duration interval;

    public PurgeRoute(PurgeSteps steps, Duration interval) {
        this.steps = steps;
        this.interval = interval;
    }

    @Override
    public void configure() {
        long period = Math.max(1000, interval.toMillis());
        from("timer:" + RouteIds.PURGE + "?period=" + period + "&delay=" + period)
                .routeId(RouteIds.PURGE)
                .bean(steps, "purge");
    }
}
