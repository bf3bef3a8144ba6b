package nl.opendk.ebms.routes.send;

import java.time.Duration;
import nl.opendk.ebms.routes.RouteIds;
import nl.opendk.ebms.service.send.OutboxClaims;
import org.apache.camel.builder.RouteBuilder;

/**
 * Claims outgoing messages that are due: retries whose wait is over, and messages whose lease expired because
 * the node holding them stopped. Claiming uses row locks that skip locked rows, so several nodes share one
 * outbox without sending anything twice.
 */
public final class OutboxPollRoute extends RouteBuilder {

    private final OutboxClaims claims;
    private final Duration interval;

    public OutboxPollRoute(OutboxClaims claims, Duration interval) {
        this.claims = claims;
        this.interval = interval;
    }

    @Override
    public void configure() {
        long period = Math.max(1, interval.toMillis());
        from("timer:" + RouteIds.OUTBOX_POLL + "?period=" + period + "&delay=" + period)
                .routeId(RouteIds.OUTBOX_POLL)
                .bean(claims, "claimDue")
                .split(body())
                .to(SendRoute.CLAIMED)
                .end();
    }
}
