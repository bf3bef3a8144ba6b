package nl.opendk.ebms.component.wus;

import nl.opendk.ebms.component.gateway.WusProviders;
import org.apache.camel.Processor;
import org.apache.camel.support.DefaultConsumer;

/**
 * A route that is the back end of a service we provide: while it runs, the service's calls go to it instead of the
 * back end in the service's definition. The request is a plain SOAP 1.1 envelope (the partner's Body element, no
 * WS-Addressing, no WS-Security) with {@link WusConstants} headers; the route answers with a plain envelope or the
 * response element alone, within the service's back-end timeout. A route that fails answers the partner with a
 * Server fault.
 */
final class ProvideConsumer extends DefaultConsumer {

    private WusProviders providers;

    ProvideConsumer(WusEndpoint endpoint, Processor processor) {
        super(endpoint, processor);
    }

    @Override
    public WusEndpoint getEndpoint() {
        return (WusEndpoint) super.getEndpoint();
    }

    @Override
    protected void doStart() throws Exception {
        super.doStart();
        providers = getEndpoint().gateway().parts().providers();
        getEndpoint().route().started(this);
        providers.provide(getEndpoint().getService(), getEndpoint().getEndpointUri());
    }

    @Override
    protected void doStop() throws Exception {
        providers.withdraw(getEndpoint().getService(), getEndpoint().getEndpointUri());
        getEndpoint().route().stopped(this);
        super.doStop();
    }
}
