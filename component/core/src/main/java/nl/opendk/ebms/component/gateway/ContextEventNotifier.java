package nl.opendk.ebms.component.gateway;

import org.apache.camel.support.EventNotifierSupport;

/**
 * An event notifier for the context's own start and stop, and for nothing per message. While every notifier of a
 * context ignores exchange events, Camel creates no event objects for each exchange and each step it takes; one
 * notifier that does not say so makes it create and dispatch them for every message on the hot path.
 */
public abstract class ContextEventNotifier extends EventNotifierSupport {

    protected ContextEventNotifier() {
        setIgnoreExchangeEvents(true);
        setIgnoreStepEvents(true);
        setIgnoreRouteEvents(true);
        setIgnoreServiceEvents(true);
    }
}
