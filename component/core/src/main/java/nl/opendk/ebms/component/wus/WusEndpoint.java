package nl.opendk.ebms.component.wus;

import nl.opendk.ebms.component.gateway.Gateway;
import nl.opendk.ebms.component.relay.RelayProducer;
import nl.opendk.ebms.component.relay.RunningConsumer;
import org.apache.camel.Category;
import org.apache.camel.Consumer;
import org.apache.camel.Processor;
import org.apache.camel.Producer;
import org.apache.camel.spi.Metadata;
import org.apache.camel.spi.UriEndpoint;
import org.apache.camel.spi.UriParam;
import org.apache.camel.spi.UriPath;
import org.apache.camel.support.DefaultEndpoint;

/**
 * One {@code wus:} endpoint. {@code wus:provide} is a consumer: partners' calls of the service, once admitted,
 * verified and decrypted, come to the route as plain SOAP, and what the route answers goes back signed and encrypted
 * as the service's profile says. {@code wus:consume} is a producer: the body (a plain SOAP request, or its Body
 * element alone) goes to the partner's service with WS-Addressing and WS-Security, and its checked answer comes
 * back as the body.
 */
@UriEndpoint(
        firstVersion = "0.1.0",
        scheme = "wus",
        title = "Digikoppeling WUS",
        syntax = "wus:operation",
        category = {Category.WEBSERVICE},
        headersClass = WusConstants.class)
public class WusEndpoint extends DefaultEndpoint {

    @UriPath(description = "provide consumes the calls of a service we provide; consume calls a partner's service")
    @Metadata(required = true)
    private final WusOperation operation;

    @UriParam(description = "The WUS service's name, as defined in the adapter (admin UI or REST API)")
    @Metadata(required = true)
    private String service;

    @UriParam(
            label = "producer",
            description = "consume: the operation's SOAPAction, when the SOAPAction header does not name it")
    private String soapAction;

    @UriParam(
            label = "producer",
            defaultValue = "true",
            description = "consume: fail the exchange (WusFaultException) when the answer is a Fault; false leaves the"
                    + " Fault as the body with CamelHttpResponseCode 500")
    private boolean throwExceptionOnFault = true;

    /** The route providing the service, while it runs. */
    private final RunningConsumer route = new RunningConsumer(this);

    WusEndpoint(String uri, WusComponent component, WusOperation operation) {
        super(uri, component);
        this.operation = operation;
    }

    @Override
    public WusComponent getComponent() {
        return (WusComponent) super.getComponent();
    }

    /*
     * Producers and consumers are made while the context reads its routes, before the gateway is open: they take
     * what they need of it when they start.
     */

    /*
     * Producers and consumers are made while the context reads its routes, before the gateway is open: they take
     * what they need of it when they start.
     */

    @Override
    public Producer createProducer() {
        return operation == WusOperation.consume
                ? new ConsumeProducer(this)
                // what the adapter calls the service's back end with: the route providing it
                : new RelayProducer(this, route);
    }

    @Override
    public Consumer createConsumer(Processor processor) throws Exception {
        if (operation != WusOperation.provide) {
            throw new IllegalArgumentException("wus:consume calls a partner: use it in to(), not from()");
        }
        ProvideConsumer consumer = new ProvideConsumer(this, processor);
        configureConsumer(consumer);
        return consumer;
    }

    Gateway gateway() throws Exception {
        return getComponent().gateway();
    }

    RunningConsumer route() {
        return route;
    }

    public WusOperation getOperation() {
        return operation;
    }

    public String getService() {
        return service;
    }

    public void setService(String service) {
        this.service = service;
    }

    public String getSoapAction() {
        return soapAction;
    }

    public void setSoapAction(String soapAction) {
        this.soapAction = soapAction;
    }

    public boolean isThrowExceptionOnFault() {
        return throwExceptionOnFault;
    }

    public void setThrowExceptionOnFault(boolean throwExceptionOnFault) {
        this.throwExceptionOnFault = throwExceptionOnFault;
    }
}
