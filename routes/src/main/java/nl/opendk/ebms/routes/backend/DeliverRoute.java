package nl.opendk.ebms.routes.backend;

import java.time.Duration;
import nl.opendk.ebms.routes.RouteIds;
import nl.opendk.ebms.routes.observe.MessageLogClearing;
import org.apache.camel.ExchangePattern;
import org.apache.camel.builder.RouteBuilder;

/**
 * Delivers received business messages to the back end's endpoint (ebMS header fields as headers, payloads as the
 * body) and marks them processed only when the endpoint took them. Work arrives straight from the receive route
 * after its commit, or from the poll (retries, and work a stopped node left).
 */
public final class DeliverRoute extends RouteBuilder {

    /**
     * Where the receive route hands a new message ({@link nl.opendk.ebms.routes.SedaHandOff}). When the queue is
     * full the hand-off fails at once, and the message waits in the database for the next poll.
     */
    public static final String HANDOFF = "seda:ebms-deliver?waitForTaskToComplete=Never";

    private static final String CLAIMED = "seda:ebms-deliver?waitForTaskToComplete=Never&blockWhenFull=true";

    private final DeliverSteps steps;
    private final int concurrency;
    private final Duration pollInterval;

    public DeliverRoute(DeliverSteps steps, int concurrency, Duration pollInterval) {
        this.steps = steps;
        this.concurrency = concurrency;
        this.pollInterval = pollInterval;
    }

    @Override
    public void configure() {
        onException(Exception.class).handled(true).bean(steps, "failed");

        from("seda:ebms-deliver?concurrentConsumers=" + concurrency)
                .routeId(RouteIds.DELIVER)
                .routePolicy(MessageLogClearing.policy())
                .filter()
                .method(steps, "stillLeased")
                .bean(steps, "prepare")
                .choice()
                .when()
                .method(steps, "hasEndpoint")
                // a one-way delivery: the HTTP exchange this work may come from is InOut, and a JMS producer would
                // then wait for a reply that no back end sends
                .setExchangePattern(ExchangePattern.InOnly)
                .toD("${header." + DeliverSteps.ENDPOINT + "}")
                .bean(steps, "delivered")
                .otherwise()
                .bean(steps, "leftForPolling")
                .end()
                .end();

        long period = Math.max(1, pollInterval.toMillis());
        from("timer:" + RouteIds.DELIVER_POLL + "?period=" + period + "&delay=" + period)
                .routeId(RouteIds.DELIVER_POLL)
                .bean(steps, "claimDue")
                .split(body())
                .to(CLAIMED)
                .end();
    }
}
