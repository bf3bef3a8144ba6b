package nl.opendk.ebms.routes.send;

import java.util.concurrent.ExecutorService;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.db.outbox.Attempt;
import nl.opendk.ebms.routes.LaterStep;
import nl.opendk.ebms.routes.RouteIds;
import nl.opendk.ebms.routes.SedaHandOff;
import nl.opendk.ebms.routes.observe.MessageLogClearing;
import nl.opendk.ebms.service.lease.QueueOverflow;
import nl.opendk.ebms.service.send.SendQueue;
import org.apache.camel.CamelContext;
import org.apache.camel.builder.RouteBuilder;

/**
 * Sends stored outgoing messages (the outbox) to the receiving MSH and records every attempt. New work starts at
 * once on the thread that stored it while a send place is free ({@link #handOff}): the receive route's store thread
 * after the commit, a back end's request. Otherwise it waits in an in-memory queue, which also takes what the
 * outbox poll claims (retries, and work a stopped node left). The queue is only a shortcut: the database row,
 * leased to this node, is what makes the send survive a crash.
 *
 * <p>A message holds one of {@code concurrency} places from the start of its send until its attempt is committed
 * (the records of sends that end within {@code db.attempt-commit-gap} of each other share one transaction, see
 * {@code AttemptRecorder}). So a node that dies has sent at most {@code concurrency} messages whose attempts are not
 * recorded; those are sent again when their leases end. When recording is slow, sending waits.
 *
 * <p>No thread waits for a partner or for the database: a message is prepared and handed to the HTTP client, the
 * partner's answer is judged on the client's event loop, and the exchange ends on the recorder's thread after the
 * commit. Each thread a message wakes costs CPU (perf/results, "Issue 16, eighth round"); a sender that waited for
 * the answer and then for the commit was woken twice more per message.
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

    /** The send route's own entry, for work that holds a place already ({@link SendNow}, the queue's route). */
    static final String NOW = "direct:ebms-send";

    /** The queue's threads only prepare messages and hand them on; they wait only for a free place. */
    static final int QUEUE_THREADS = 4;

    private final SendSteps steps;
    private final int concurrency;
    private final String httpsOptions;
    private final String httpOptions;
    private final SendPlaces places;

    /** One HTTP client for every endpoint, https or not: for tests and trials on plain HTTP. */
    public SendRoute(SendSteps steps, int concurrency, String httpOptions) {
        this(steps, concurrency, httpOptions, httpOptions);
    }

    /**
     * @param concurrency messages sent at once, each until its attempt is recorded
     * @param httpsOptions options of the HTTP producer (vertx-http) for https endpoints: TLS with our client
     *     certificate (DK TLS001/TLS002), connect and response timeouts
     * @param httpOptions the same for http endpoints
     */
    public SendRoute(SendSteps steps, int concurrency, String httpsOptions, String httpOptions) {
        this.steps = steps;
        this.concurrency = concurrency;
        this.httpsOptions = httpsOptions;
        this.httpOptions = httpOptions;
        this.places = new SendPlaces(concurrency);
    }

    /**
     * Where stored work is handed to be sent at once: its send starts on the caller's thread while a place is free
     * ({@link SendNow}); otherwise it waits in the queue ({@link #HANDOFF}), or with the queue full in the database
     * for the outbox poll.
     */
    public SendQueue handOff(CamelContext context, QueueOverflow overflow) {
        return new SendNow(context, places, new SedaHandOff<>(context, HANDOFF, overflow, SendJob::id), overflow);
    }

    @Override
    public void configure() {
        // the exchange goes on, and ends, on the recorder's thread after the commit
        LaterStep record = new LaterStep(
                exchange -> steps.sending().recordLater(exchange.getMessage().getBody(Attempt.class)));
        ExecutorService replies = getContext()
                .getExecutorServiceManager()
                .newThreadPool(this, "ebms-send-replies", concurrency, concurrency);
        onException(Exception.class)
                .handled(true)
                .process(steps::failure)
                .filter(body().isNotNull())
                .process(record);

        from("seda:ebms-send?concurrentConsumers=" + Math.min(concurrency, QUEUE_THREADS))
                .routeId(RouteIds.SEND_QUEUE)
                .routePolicy(MessageLogClearing.policy())
                .process(places)
                .to(NOW);

        from(NOW)
                .routeId(RouteIds.SEND)
                .routePolicy(MessageLogClearing.policy())
                .filter(steps::stillLeased)
                .process(steps::prepare)
                // the target comes from the CamelHttpUri header set by prepare, per message; the client by its scheme
                .choice()
                .when(exchangeProperty(SendSteps.TLS))
                .to("vertx-http:https://ebms-partner?throwExceptionOnFailure=false" + httpsOptions)
                .otherwise()
                .to("vertx-http:http://ebms-partner?throwExceptionOnFailure=false" + httpOptions)
                .end()
                .process(new AnswerReader(steps, replies))
                .process(record)
                .end();
    }
}
