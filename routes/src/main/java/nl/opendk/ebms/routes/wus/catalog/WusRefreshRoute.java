package nl.opendk.ebms.routes.wus.catalog;

import java.time.Duration;
import nl.opendk.ebms.service.cpa.CpaCatalog;
import nl.opendk.ebms.service.wus.WusCatalog;
import org.apache.camel.builder.RouteBuilder;

/**
 * Picks up WUS service changes made through another node that shares the database, on the CPA refresh's interval:
 * one revision read per tick when nothing changed.
 */
public final class WusRefreshRoute extends RouteBuilder {

    /** The route id, as it appears in Hawtio, metrics and logs. */
    public static final String ROUTE_ID = "wus-catalog-refresh";

    private final WusCatalog catalog;
    private final Duration interval;

    public WusRefreshRoute(WusCatalog catalog, Duration interval) {
        this.catalog = catalog;
        this.interval = interval;
    }

    @Override
    public void configure() {
        long period = CpaCatalog.periodMillis(interval);
        from("timer:" + ROUTE_ID + "?period=" + period + "&delay=" + period)
                .routeId(ROUTE_ID)
                .bean(catalog, "refreshIfChanged");
    }
}
