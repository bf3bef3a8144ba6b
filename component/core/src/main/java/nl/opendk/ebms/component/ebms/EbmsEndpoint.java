package nl.opendk.ebms.component.ebms;

import nl.opendk.ebms.component.gateway.BackendUseCases;
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
 * One {@code ebms:} endpoint. {@code ebms:inbox} and {@code ebms:events} are consumers: the adapter's delivery hands
 * them what is due, one message per exchange, from the leased queue the push delivery uses, so several nodes share
 * the work and no message goes to two consumers at once. {@code ebms:send}, {@code ebms:ping} and
 * {@code ebms:status} are producers: the message is stored in the outbox before the exchange goes on, and the outbox
 * sends it.
 */
@UriEndpoint(
        firstVersion = "0.1.0",
        scheme = "ebms",
        title = "ebMS 2.0 (Digikoppeling)",
        syntax = "ebms:operation",
        category = {Category.MESSAGING},
        headersClass = EbmsConstants.class)
public class EbmsEndpoint extends DefaultEndpoint {

    @UriPath(description = "inbox and events consume; send, sendfile, ping and status produce")
    @Metadata(required = true)
    private final EbmsOperation operation;

    @UriParam(
            description = "The CPA (its CPAId). inbox: only messages under this CPA. send, ping: the agreement the"
                    + " message goes under; required unless the EbmsCpaId header is set.")
    private String cpaId;

    @UriParam(
            description = "The ebMS Service. inbox: only messages of this service. send: required unless the"
                    + " EbmsService header is set.")
    private String service;

    @UriParam(label = "producer", description = "send: the Service's type, when the CPA gives it one")
    private String serviceType;

    @UriParam(
            description = "The ebMS Action. inbox: only messages with this action. send: required unless the"
                    + " EbmsAction header is set.")
    private String action;

    @UriParam(
            label = "producer",
            description = "send: our PartyId, when the CPA does not make it unambiguous (header EbmsFromPartyId)")
    private String fromPartyId;

    @UriParam(
            label = "producer",
            description = "send: the partner's PartyId, when the CPA does not make it unambiguous (header"
                    + " EbmsToPartyId)")
    private String toPartyId;

    @UriParam(
            label = "producer",
            description = "ping: the PartyId of the partner to ping (header EbmsToPartyId); our party is the CPA's"
                    + " other one")
    private String partner;

    /** The route consuming this endpoint, while it runs. */
    private final RunningConsumer route = new RunningConsumer(this);

    EbmsEndpoint(String uri, EbmsComponent component, EbmsOperation operation) {
        super(uri, component);
        this.operation = operation;
    }

    @Override
    public EbmsComponent getComponent() {
        return (EbmsComponent) super.getComponent();
    }

    /*
     * Producers and consumers are made while the context reads its routes, before the gateway is open: they take
     * what they need of it when they start.
     */

    @Override
    public Producer createProducer() {
        return switch (operation) {
            case send -> new SendProducer(this);
            case sendfile -> new SendFileProducer(this);
            case ping -> new PingProducer(this);
            case status -> new StatusProducer(this);
                // what the adapter's delivery sends to: the route consuming this endpoint
            case inbox, events -> new RelayProducer(this, route);
        };
    }

    @Override
    public Consumer createConsumer(Processor processor) throws Exception {
        if (!operation.consumes()) {
            throw new IllegalArgumentException("ebms:" + operation + " sends: use it in to(), not from()");
        }
        SubscriberConsumer consumer = new SubscriberConsumer(this, processor);
        configureConsumer(consumer);
        return consumer;
    }

    /** The context's gateway, open by the time a producer or consumer starts. */
    Gateway gateway() throws Exception {
        return getComponent().gateway();
    }

    BackendUseCases useCases() throws Exception {
        return gateway().parts().backend();
    }

    RunningConsumer route() {
        return route;
    }

    public EbmsOperation getOperation() {
        return operation;
    }

    public String getCpaId() {
        return cpaId;
    }

    public void setCpaId(String cpaId) {
        this.cpaId = cpaId;
    }

    public String getService() {
        return service;
    }

    public void setService(String service) {
        this.service = service;
    }

    public String getServiceType() {
        return serviceType;
    }

    public void setServiceType(String serviceType) {
        this.serviceType = serviceType;
    }

    public String getAction() {
        return action;
    }

    public void setAction(String action) {
        this.action = action;
    }

    public String getFromPartyId() {
        return fromPartyId;
    }

    public void setFromPartyId(String fromPartyId) {
        this.fromPartyId = fromPartyId;
    }

    public String getToPartyId() {
        return toPartyId;
    }

    public void setToPartyId(String toPartyId) {
        this.toPartyId = toPartyId;
    }

    public String getPartner() {
        return partner;
    }

    public void setPartner(String partner) {
        this.partner = partner;
    }
}
