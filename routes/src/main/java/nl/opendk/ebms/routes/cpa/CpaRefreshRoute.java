package nl.opendk.ebms.routes.cpa;

import java.time.Duration;
import nl.opendk.ebms.routes.RouteIds;
import nl.opendk.ebms.service.cpa.CpaCatalog;
import org.apache.camel.builder.RouteBuilder;

/** Picks up CPA changes made through another node that shares the database. */
public final class CpaRefreshRoute extends RouteBuilder {

    private final CpaCatalog catalog;
    private final Duration interval;

    public CpaRefreshRoute(CpaCatalog catalog, Duration interval) {
        this.catalog = catalog;
        this.interval = interval;
    }

    @Override
    public void configure() {
        long period = CpaCatalog.periodMillis(interval);
        from("timer:" + RouteIds.CPA_REFRESH + "?period=" + period + "&delay=" + period)
                .routeId(RouteIds.CPA_REFRESH)
                .bean(catalog, "refreshIfChanged");
    }
}
