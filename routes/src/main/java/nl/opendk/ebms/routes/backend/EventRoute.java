package nl.opendk.ebms.routes.backend;

import java.time.Duration;
import nl.opendk.ebms.routes.RouteIds;
import nl.opendk.ebms.routes.observe.MessageLogClearing;
import org.apache.camel.ExchangePattern;
import org.apache.camel.builder.RouteBuilder;

/**
 * Pushes the back end's events (received, delivered, failed, expired) to its events endpoint as JSON, each retried
 * until taken. Without an events endpoint the back end reads them through the REST API instead.
 */
public final class EventRoute extends RouteBuilder {

    private final EventSteps steps;
    private final Duration interval;

    public EventRoute(EventSteps steps, Duration interval) {
        this.steps = steps;
        this.interval = interval;
    }

    @Override
    public void configure() {
        long period = Math.max(1, interval.toMillis());
        from("timer:" + RouteIds.EVENTS + "?period=" + period + "&delay=" + period)
                .routeId(RouteIds.EVENTS)
                .routePolicy(MessageLogClearing.policy())
                .bean(steps, "claimDue")
                .split(body())
                .doTry()
                .bean(steps, "prepare")
                .setExchangePattern(ExchangePattern.InOnly)
                .toD("${header." + EventSteps.ENDPOINT + "}")
                .bean(steps, "sent")
                .doCatch(Exception.class)
                .bean(steps, "failed")
                .end()
                .end();
    }
}
