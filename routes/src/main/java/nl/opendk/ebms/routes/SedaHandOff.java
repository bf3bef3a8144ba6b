package nl.opendk.ebms.routes;

import java.util.concurrent.BlockingQueue;
import java.util.function.ToLongFunction;
import nl.opendk.ebms.service.lease.QueueOverflow;
import org.apache.camel.CamelContext;
import org.apache.camel.CamelExecutionException;
import org.apache.camel.Endpoint;
import org.apache.camel.Exchange;
import org.apache.camel.ProducerTemplate;
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

    private record Target(ProducerTemplate template, Endpoint endpoint, BlockingQueue<Exchange> queue) {}

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

    public void hand(T work) {
        Target to = target();
        if (to.queue() != null && to.queue().remainingCapacity() == 0) {
            overflow.add(rowId.applyAsLong(work));
            return;
        }
        try {
            to.template().sendBody(to.endpoint(), work);
        } catch (CamelExecutionException e) {
            // another thread took the last place first: the queue refused this one (BlockingQueue.add)
            if (!(e.getCause() instanceof IllegalStateException)) {
                throw e;
            }
            overflow.add(rowId.applyAsLong(work));
        }
    }

    private void stopWithTheContext(ProducerTemplate template) {
        try {
            context.addService(template, true);
        } catch (Exception e) {
            throw RuntimeCamelException.wrapRuntimeCamelException(e);
        }
    }

    private Target target() {
        Target known = target;
        if (known == null) {
            synchronized (this) {
                if (target == null) {
                    Endpoint endpoint = context.getEndpoint(uri);
                    ProducerTemplate template = context.createProducerTemplate();
                    stopWithTheContext(template);
                    target = new Target(
                            template, endpoint, endpoint instanceof SedaEndpoint seda ? seda.getQueue() : null);
                }
                known = target;
            }
        }
        return known;
    }
}
