package nl.opendk.ebms.routes.send;

import java.util.ArrayList;
import nl.opendk.ebms.db.outbox.Attempt;
import nl.opendk.ebms.routes.RouteIds;
import org.apache.camel.builder.AggregationStrategies;
import org.apache.camel.builder.RouteBuilder;

/**
 * Sends stored outgoing messages (the outbox) to the receiving MSH and records every attempt. Work arrives on an
 * in-memory queue: straight from the receive route after its commit (the fast path) or from the outbox poll
 * (retries, and work a stopped node left). The queue is only a shortcut: the database row, leased to this node,
 * is what makes the send survive a crash.
 *
 * <p>Attempts are recorded in batches (up to {@value #RECORD_BATCH}, or what gathered in
 * {@value #RECORD_INTERVAL_MS} ms): one transaction for many messages. An attempt not yet recorded when the node
 * dies leaves its message leased; when the lease runs out it is sent again, so nothing is lost.
 */
public final class SendRoute extends RouteBuilder {

    /**
     * Where the receive route hands new work. Never waits for the send (the HTTP answer must not wait on the
     * partner); when the queue is full the work waits in the database for its lease to expire.
     */
    public static final String HANDOFF = "seda:ebms-send?waitForTaskToComplete=Never&discardWhenFull=true";
    /** Where the outbox poll puts claimed work; the poll waits while the queue is full, never for the sends. */
    public static final String CLAIMED = "seda:ebms-send?waitForTaskToComplete=Never&blockWhenFull=true";

    static final int RECORD_BATCH = 100;
    static final int RECORD_INTERVAL_MS = 10;
    private static final String RECORD = "direct:ebms-send-record";

    private final SendSteps steps;
    private final int concurrency;
    private final String httpsOptions;
    private final String httpOptions;

    /** One HTTP client for every endpoint, https or not: for tests and trials on plain HTTP. */
    public SendRoute(SendSteps steps, int concurrency, String httpOptions) {
        this(steps, concurrency, httpOptions, httpOptions);
    }

    /**
     * @param httpsOptions options of the HTTP producer (vertx-http) for https endpoints: TLS with our client
     *     certificate (DK TLS001/TLS002), connect and response timeouts
     * @param httpOptions the same for http endpoints
     */
    public SendRoute(SendSteps steps, int concurrency, String httpsOptions, String httpOptions) {
        this.steps = steps;
        this.concurrency = concurrency;
        this.httpsOptions = httpsOptions;
        this.httpOptions = httpOptions;
    }

    @Override
    public void configure() {
        onException(Exception.class)
                .handled(true)
                .bean(steps, "failure")
                .filter(body().isNotNull())
                .to(RECORD);

        from("seda:ebms-send?concurrentConsumers=" + concurrency)
                .routeId(RouteIds.SEND)
                .filter()
                .method(steps, "stillLeased")
                .bean(steps, "prepare")
                // the target comes from the CamelHttpUri header set by prepare, per message; the client by its scheme
                .choice()
                .when(exchangeProperty(SendSteps.TLS))
                .to("vertx-http:https://ebms-partner?throwExceptionOnFailure=false" + httpsOptions)
                .otherwise()
                .to("vertx-http:http://ebms-partner?throwExceptionOnFailure=false" + httpOptions)
                .end()
                .bean(steps, "response")
                .to(RECORD)
                .end();

        from(RECORD)
                .routeId(RouteIds.SEND_RECORD)
                .aggregate(
                        constant(true),
                        AggregationStrategies.flexible(Attempt.class).accumulateInCollection(ArrayList.class))
                .completionSize(RECORD_BATCH)
                .completionInterval(RECORD_INTERVAL_MS)
                .forceCompletionOnStop()
                .bean(steps, "recordAll");
    }
}
