package nl.opendk.ebms.routes;

import java.util.concurrent.BlockingQueue;
import java.util.function.ToLongFunction;
import nl.opendk.ebms.service.lease.QueueOverflow;
import org.apache.camel.AsyncProducer;
import org.apache.camel.CamelContext;
import org.apache.camel.Endpoint;
import org.apache.camel.Exchange;
import org.apache.camel.RuntimeCamelException;
import org.apache.camel.component.seda.SedaEndpoint;

/**
 * Hands stored, leased work to the in-memory queue of the route that does it (the senders', the back end's), never
 * waiting for the work. What the queue has no room for goes to a {@link QueueOverflow}, for that route's next poll.
 * The queue is looked up at the first message, after any test has put its mocks in place, not by its URI for every
 * message.
 *
 * @param <T> the work: a row of the database, leased to this node, known by its id
 */
public final class SedaHandOff<T> {

    private final CamelContext context;
    private final String uri;
    private final QueueOverflow overflow;
    private final ToLongFunction<T> rowId;
    private volatile Target target;

    private record Target(Endpoint endpoint, AsyncProducer producer, BlockingQueue<Exchange> queue) {}

    /**
     * @param uri the queue, a seda endpoint that never waits for the work ({@code waitForTaskToComplete=Never}) and
     *     refuses what it has no room for (neither {@code blockWhenFull} nor {@code discardWhenFull})
     */
    public SedaHandOff(CamelContext context, String uri, QueueOverflow overflow, ToLongFunction<T> rowId) {
        this.context = context;
        this.uri = uri;
        this.overflow = overflow;
        this.rowId = rowId;
    }

    /** Straight to the queue's producer ({@link StartedProducer}), never through a producer template. */
    public void hand(T work) {
        Target to = target();
        if (to.queue() != null && to.queue().remainingCapacity() == 0) {
            overflow.add(rowId.applyAsLong(work));
            return;
        }
        Exchange exchange = to.endpoint().createExchange();
        exchange.getMessage().setBody(work);
        try {
            // a queue that never waits answers at once, so its failure is known on return
            to.producer().process(exchange, doneSync -> {});
        } catch (IllegalStateException full) {
            // another thread took the last place first: the queue refused this one (BlockingQueue.add)
            overflow.add(rowId.applyAsLong(work));
            return;
        }
        if (exchange.getException() != null) {
            throw RuntimeCamelException.wrapRuntimeCamelException(exchange.getException());
        }
    }

    private Target target() {
        Target known = target;
        if (known == null) {
            synchronized (this) {
                if (target == null) {
                    Endpoint endpoint = context.getEndpoint(uri);
                    target = new Target(
                            endpoint,
                            StartedProducer.of(context, endpoint),
                            endpoint instanceof SedaEndpoint seda ? seda.getQueue() : null);
                }
                known = target;
            }
        }
        return known;
    }
}
