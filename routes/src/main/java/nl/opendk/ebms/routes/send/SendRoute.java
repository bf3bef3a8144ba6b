package nl.opendk.ebms.routes.send;

import nl.opendk.ebms.routes.RouteIds;
import nl.opendk.ebms.routes.observe.MessageLogClearing;
import org.apache.camel.Processor;
import org.apache.camel.builder.RouteBuilder;
import org.apache.camel.support.SynchronousDelegateProducer;

/**
 * Sends stored outgoing messages (the outbox) to the receiving MSH and records every attempt. Work arrives on an
 * in-memory queue: straight from the receive route after its commit (the fast path) or from the outbox poll
 * (retries, and work a stopped node left). The queue is only a shortcut: the database row, leased to this node,
 * is what makes the send survive a crash.
 *
 * <p>Each sender records its attempt before it takes the next message (the records of senders that finish within
 * {@code db.attempt-commit-gap} of each other share one transaction, see {@code AttemptRecorder}). So a node that dies
 * has sent at most {@code concurrency} messages whose attempts are not recorded; those are sent again when their
 * leases end. When recording is slow, sending waits.
 */
public final class SendRoute extends RouteBuilder {

    /**
     * Where new work is handed ({@link nl.opendk.ebms.routes.SedaHandOff}). Never waits for the send (the HTTP
     * answer must not wait on the partner); when the queue is full the hand-off fails at once and the work waits in
     * the database for the next outbox poll.
     */
    public static final String HANDOFF = "seda:ebms-send?waitForTaskToComplete=Never";
    /** Where the outbox poll puts claimed work; the poll waits while the queue is full, never for the sends. */
    public static final String CLAIMED = "seda:ebms-send?waitForTaskToComplete=Never&blockWhenFull=true";

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

    /**
     * The HTTP producer, made to hold the sender's thread until the partner answered. The seda consumer hands an
     * exchange to an asynchronous producer and takes the next message at once, so every queued message would be
     * handed to the HTTP client, and its attempt recorded later on another thread; waiting keeps at most {@code
     * concurrency} sends under way, each recorded before its sender takes another.
     */
    private Processor waitingFor(String uri) throws Exception {
        return new SynchronousDelegateProducer(getContext().getEndpoint(uri).createProducer());
    }

    @Override
    public void configure() throws Exception {
        onException(Exception.class)
                .handled(true)
                .process(steps::failure)
                .filter(body().isNotNull())
                .process(steps::record);

        from("seda:ebms-send?concurrentConsumers=" + concurrency)
                .routeId(RouteIds.SEND)
                .routePolicy(MessageLogClearing.policy())
                .filter(steps::stillLeased)
                .process(steps::prepare)
                // the target comes from the CamelHttpUri header set by prepare, per message; the client by its scheme
                .choice()
                .when(exchangeProperty(SendSteps.TLS))
                .process(waitingFor("vertx-http:https://ebms-partner?throwExceptionOnFailure=false" + httpsOptions))
                .otherwise()
                .process(waitingFor("vertx-http:http://ebms-partner?throwExceptionOnFailure=false" + httpOptions))
                .end()
                .process(steps::response)
                .process(steps::record)
                .end();
    }
}
