package nl.opendk.ebms.component.ebms;

import nl.opendk.ebms.component.gateway.Subscriptions;
import org.apache.camel.Processor;
import org.apache.camel.support.DefaultConsumer;

/**
 * A route consuming {@code ebms:inbox} or {@code ebms:events}: while it runs, the adapter's delivery hands it what
 * matches and records the message delivered only when the route's exchange completed. A failed exchange is tried
 * again after the back end's backoff ({@code backend.retry.*}); a received message is never given up.
 */
final class SubscriberConsumer extends DefaultConsumer {

    private final Subscriptions.Subscription subscription;
    private Subscriptions subscriptions;

    SubscriberConsumer(EbmsEndpoint endpoint, Processor processor) {
        super(endpoint, processor);
        this.subscription = new Subscriptions.Subscription(
                endpoint.getCpaId(), endpoint.getService(), endpoint.getAction(), endpoint.getEndpointUri());
    }

    @Override
    public EbmsEndpoint getEndpoint() {
        return (EbmsEndpoint) super.getEndpoint();
    }

    @Override
    protected void doStart() throws Exception {
        super.doStart();
        subscriptions = getEndpoint().gateway().parts().subscriptions();
        getEndpoint().route().started(this);
        if (getEndpoint().getOperation() == EbmsOperation.inbox) {
            subscriptions.subscribe(subscription);
        } else {
            subscriptions.subscribeEvents(getEndpoint().getEndpointUri());
        }
    }

    @Override
    protected void doStop() throws Exception {
        if (getEndpoint().getOperation() == EbmsOperation.inbox) {
            subscriptions.unsubscribe(subscription);
        } else {
            subscriptions.unsubscribeEvents(getEndpoint().getEndpointUri());
        }
        getEndpoint().route().stopped(this);
        super.doStop();
    }
}
