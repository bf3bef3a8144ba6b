package nl.opendk.ebms.routes.observe;

import java.time.Duration;
import nl.opendk.ebms.routes.RouteIds;
import nl.opendk.ebms.service.expiry.ExpiryWarnings;
import org.apache.camel.builder.RouteBuilder;

/**
 * Checks every {@code interval} what ends soon and logs it (ExpiryWarnings); the first check comes a little after the
 * start, once the CPAs and WUS services are loaded.
 */
public final class ExpiryWatchRoute extends RouteBuilder {

    private static final Duration FIRST_CHECK = Duration.ofSeconds(5);

    private final ExpiryWarnings warnings;
    private final Duration interval;

    public ExpiryWatchRoute(ExpiryWarnings warnings, Duration interval) {
        this.warnings = warnings;
        this.interval = interval;
    }

    @Override
    public void configure() {
        from("timer:" + RouteIds.EXPIRY_WATCH + "?period=" + interval.toMillis() + "&delay=" + FIRST_CHECK.toMillis())
                .routeId(RouteIds.EXPIRY_WATCH)
                .bean(warnings, "check");
    }
}
