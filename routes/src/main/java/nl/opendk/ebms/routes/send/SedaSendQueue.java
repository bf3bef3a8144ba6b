package nl.opendk.ebms.routes.send;

import java.util.concurrent.BlockingQueue;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.service.send.SendOverflow;
import nl.opendk.ebms.service.send.SendQueue;
import org.apache.camel.CamelContext;
import org.apache.camel.CamelExecutionException;
import org.apache.camel.Endpoint;
import org.apache.camel.Exchange;
import org.apache.camel.ProducerTemplate;
import org.apache.camel.component.seda.SedaEndpoint;

/**
 * Hands stored outgoing messages to the send route's queue ({@link SendRoute#HANDOFF}), never waiting for the send.
 * A message the queue has no room for goes to the {@link SendOverflow}, for the next outbox poll. The queue is looked
 * up at the first message, after any test has put its mocks in place, not by its URI for every message.
 */
public final class SedaSendQueue implements SendQueue {

    private final CamelContext context;
    private final SendOverflow overflow;
    private volatile Target target;

    private record Target(ProducerTemplate template, Endpoint endpoint, BlockingQueue<Exchange> queue) {}

    public SedaSendQueue(CamelContext context, SendOverflow overflow) {
        this.context = context;
        this.overflow = overflow;
    }

    @Override
    public void hand(SendJob job) {
        Target to = target();
        if (to.queue() != null && to.queue().remainingCapacity() == 0) {
            overflow.add(job.id());
            return;
        }
        try {
            to.template().sendBody(to.endpoint(), job);
        } catch (CamelExecutionException e) {
            // another thread took the last place first: the queue refused this one (BlockingQueue.add)
            if (!(e.getCause() instanceof IllegalStateException)) {
                throw e;
            }
            overflow.add(job.id());
        }
    }

    private Target target() {
        Target known = target;
        if (known == null) {
            synchronized (this) {
                if (target == null) {
                    Endpoint endpoint = context.getEndpoint(SendRoute.HANDOFF);
                    target = new Target(
                            context.createProducerTemplate(),
                            endpoint,
                            endpoint instanceof SedaEndpoint seda ? seda.getQueue() : null);
                }
                known = target;
            }
        }
        return known;
    }
}
