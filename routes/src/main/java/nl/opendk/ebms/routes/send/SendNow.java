package nl.opendk.ebms.routes.send;

import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.routes.SedaHandOff;
import nl.opendk.ebms.service.lease.QueueOverflow;
import nl.opendk.ebms.service.send.SendQueue;
import org.apache.camel.AsyncProducer;
import org.apache.camel.CamelContext;
import org.apache.camel.Endpoint;
import org.apache.camel.Exchange;
import org.apache.camel.RuntimeCamelException;

/**
 * Starts the send of stored work on the caller's thread while a send place is free ({@link SendPlaces}): the send
 * route's steps run here until the HTTP client takes the request to its event loop, and the rest happens on other
 * threads. The receive route hands over a Pong or an Acknowledgment on the store's thread right after the commit,
 * so it goes out without waking one of the queue's threads; each wake costs about 30 µs of CPU (perf/results,
 * "Issue 16, eighth round"). With every place taken the work goes to the send queue, whose threads wait for a
 * place; with the queue full, to the outbox poll. The place is given back when the send's exchange is done, after
 * its attempt is committed, as on the queue.
 */
final class SendNow implements SendQueue {

    private final CamelContext context;
    private final SendPlaces places;
    private final SedaHandOff<SendJob> queue;
    private final QueueOverflow overflow;
    private volatile Target target;

    private record Target(Endpoint endpoint, AsyncProducer producer) {}

    SendNow(CamelContext context, SendPlaces places, SedaHandOff<SendJob> queue, QueueOverflow overflow) {
        this.context = context;
        this.places = places;
        this.queue = queue;
        this.overflow = overflow;
    }

    @Override
    public void hand(SendJob job) {
        if (!places.tryTake()) {
            queue.hand(job);
            return;
        }
        try {
            Target to = target();
            Exchange exchange = to.endpoint().createExchange();
            exchange.getMessage().setBody(job);
            to.producer().process(exchange, doneSync -> {
                places.giveBack();
                // the route answers its own failures (onException); one left here means the route never ran
                if (exchange.getException() != null) {
                    overflow.add(job.id());
                }
            });
        } catch (RuntimeException e) {
            places.giveBack();
            overflow.add(job.id());
        }
    }

    private Target target() {
        Target known = target;
        if (known == null) {
            synchronized (this) {
                if (target == null) {
                    Endpoint endpoint = context.getEndpoint(SendRoute.NOW);
                    try {
                        AsyncProducer producer = endpoint.createAsyncProducer();
                        // started now and stopped with the context
                        context.addService(producer, true, true);
                        target = new Target(endpoint, producer);
                    } catch (Exception e) {
                        throw RuntimeCamelException.wrapRuntimeCamelException(e);
                    }
                }
                known = target;
            }
        }
        return known;
    }
}
