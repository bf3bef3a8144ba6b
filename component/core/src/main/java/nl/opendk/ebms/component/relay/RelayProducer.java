package nl.opendk.ebms.component.relay;

import org.apache.camel.AsyncCallback;
import org.apache.camel.Endpoint;
import org.apache.camel.Exchange;
import org.apache.camel.support.DefaultAsyncProducer;

/** What the adapter sends to an endpoint a route consumes: the exchange goes to that route ({@link RunningConsumer}). */
public final class RelayProducer extends DefaultAsyncProducer {

    private final RunningConsumer route;

    public RelayProducer(Endpoint endpoint, RunningConsumer route) {
        super(endpoint);
        this.route = route;
    }

    @Override
    public boolean process(Exchange exchange, AsyncCallback callback) {
        return route.process(exchange, callback);
    }
}
