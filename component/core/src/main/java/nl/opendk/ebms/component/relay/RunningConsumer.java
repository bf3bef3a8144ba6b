package nl.opendk.ebms.component.relay;

import org.apache.camel.AsyncCallback;
import org.apache.camel.Endpoint;
import org.apache.camel.Exchange;
import org.apache.camel.support.DefaultConsumer;

/**
 * The one route consuming an endpoint that the adapter itself sends to (a received message's delivery, a provided
 * WUS call), while it runs. The route works on an exchange of its own, with the sender's message; when it completes
 * its answer goes back to the sender, and when it fails its exception does. The exchange is its own so that the
 * route's error handler, which marks what it gave up on as exhausted, leaves the sender's handling alone: the
 * delivery records the failure and tries again.
 */
public final class RunningConsumer {

    private final Endpoint endpoint;
    private volatile DefaultConsumer consumer;

    public RunningConsumer(Endpoint endpoint) {
        this.endpoint = endpoint;
    }

    /** @throws IllegalStateException when another route consumes the endpoint already */
    public synchronized void started(DefaultConsumer running) {
        if (consumer != null && consumer != running) {
            throw new IllegalStateException("only one route can consume " + endpoint.getEndpointUri());
        }
        consumer = running;
    }

    public synchronized void stopped(DefaultConsumer stopping) {
        if (consumer == stopping) {
            consumer = null;
        }
    }

    /** Hands the exchange to the route; without a running route the exchange fails, and its sender tries again. */
    public boolean process(Exchange exchange, AsyncCallback callback) {
        DefaultConsumer running = consumer;
        if (running == null || !running.isRunAllowed()) {
            exchange.setException(new IllegalStateException("no running route consumes " + endpoint.getEndpointUri()));
            callback.done(true);
            return true;
        }
        Exchange routes = running.createExchange(false);
        routes.setPattern(exchange.getPattern());
        routes.getIn().copyFrom(exchange.getIn());
        return running.getAsyncProcessor().process(routes, doneSync -> {
            if (routes.getException() != null) {
                exchange.setException(routes.getException());
            } else {
                exchange.getMessage().copyFrom(routes.getMessage());
            }
            running.releaseExchange(routes, false);
            callback.done(doneSync);
        });
    }
}
