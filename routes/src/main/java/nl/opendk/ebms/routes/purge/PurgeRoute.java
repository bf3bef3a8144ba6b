package nl.opendk.ebms.routes.purge;

import java.time.Duration;
import nl.opendk.ebms.routes.RouteIds;
import nl.opendk.ebms.service.purge.RetentionPurge;
import org.apache.camel.builder.RouteBuilder;

/** Deletes finished messages after their retention, at a fixed interval. */
public final class PurgeRoute extends RouteBuilder {

    private final RetentionPurge purge;
    private final Duration interval;

    public PurgeRoute(RetentionPurge purge, Duration interval) {
        this.purge = purge;
        this.interval = interval;
    }

    @Override
    public void configure() {
        long period = Math.max(1000, interval.toMillis());
        from("timer:" + RouteIds.PURGE + "?period=" + period + "&delay=" + period)
                .routeId(RouteIds.PURGE)
                .bean(purge, "purge");
    }
}
