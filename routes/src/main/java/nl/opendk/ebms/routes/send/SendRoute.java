package nl.opendk.ebms.routes.send;

import java.util.concurrent.ExecutorService;
import nl.opendk.ebms.routes.RouteIds;
import nl.opendk.ebms.routes.observe.MessageLogClearing;
import org.apache.camel.builder.RouteBuilder;

/**
 * Sends stored outgoing messages (the outbox) to the receiving MSH and records every attempt. Work arrives on an
 * in-memory queue: straight from the receive route after its commit (the fast path) or from the outbox poll
 * (retries, and work a stopped node left). The queue is only a shortcut: the database row, leased to this node,
 * is what makes the send survive a crash.
 *
 * <p>A message taken from the queue holds one of {@code concurrency} places until its attempt is committed (the
 * records of sends that end within {@code db.attempt-commit-gap} of each other share one transaction, see {@code
 * AttemptRecorder}). So a node that dies has sent at most {@code concurrency} messages whose attempts are not
 * recorded; those are sent again when their leases end. When recording is slow, sending waits.
 *
 * <p>No thread waits for a partner or for the database: the queue's threads prepare a message and hand it to the
 * HTTP client, the partner's answer is judged on the client's event loop, and the exchange ends on the recorder's
 * thread after the commit. Each thread a message wakes costs CPU (perf/results, "Issue 16, eighth round"); a sender
 * that waited for the answer and then for the commit was woken twice more per message.
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

    /** The queue's threads only prepare messages and hand them on; they wait only for a free place. */
    static final int QUEUE_THREADS = 4;

    private final SendSteps steps;
    private final int concurrency;
    private final String httpsOptions;
    private final String httpOptions;

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
    }

    @Override
    public void configure() {
        RecordLater record = new RecordLater(steps.sending());
        ExecutorService replies = getContext()
                .getExecutorServiceManager()
                .newThreadPool(this, "ebms-send-replies", concurrency, concurrency);
        onException(Exception.class)
                .handled(true)
                .process(steps::failure)
                .filter(body().isNotNull())
                .process(record);

        from("seda:ebms-send?concurrentConsumers=" + Math.min(concurrency, QUEUE_THREADS))
                .routeId(RouteIds.SEND)
                .routePolicy(MessageLogClearing.policy())
                .process(new SendPlaces(concurrency))
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
