package nl.opendk.ebms.routes.send;

import nl.opendk.ebms.routes.RouteIds;
import org.apache.camel.builder.RouteBuilder;

/**
 * Sends stored outgoing messages (the outbox) to the receiving MSH and records every attempt. Work arrives on an
 * in-memory queue: straight from the receive route after its commit (the fast path) or from the outbox poll
 * (retries, and work a stopped node left). The queue is only a shortcut: the database row, leased to this node,
 * is what makes the send survive a crash.
 */
public final class SendRoute extends RouteBuilder {

    /** Where the receive route hands new work; when the queue is full the work waits for its lease to expire. */
    public static final String HANDOFF = "seda:ebms-send?discardWhenFull=true";
    /** Where the outbox poll puts claimed work; the poll waits while the queue is full. */
    public static final String CLAIMED = "seda:ebms-send?blockWhenFull=true";

    private final SendSteps steps;
    private final int concurrency;
    private final String httpOptions;

    /**
     * @param httpOptions options of the HTTP producer (vertx-http), e.g. connect and response timeouts
     */
    public SendRoute(SendSteps steps, int concurrency, String httpOptions) {
        this.steps = steps;
        this.concurrency = concurrency;
        this.httpOptions = httpOptions;
    }

    @Override
    public void configure() {
        onException(Exception.class).handled(true).bean(steps, "recordFailure");

        from("seda:ebms-send?concurrentConsumers=" + concurrency)
                .routeId(RouteIds.SEND)
                .filter()
                .method(steps, "stillLeased")
                .bean(steps, "prepare")
                // the target comes from the CamelHttpUri header set by prepare, per message
                .to("vertx-http:http://ebms-partner?throwExceptionOnFailure=false" + httpOptions)
                .bean(steps, "recordResponse")
                .end();
    }
}
