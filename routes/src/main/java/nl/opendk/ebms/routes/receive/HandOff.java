package nl.opendk.ebms.routes.receive;

import nl.opendk.ebms.routes.backend.DeliverRoute;
import nl.opendk.ebms.routes.send.SendRoute;
import nl.opendk.ebms.service.receive.Receipt;
import org.apache.camel.CamelContext;
import org.apache.camel.Endpoint;
import org.apache.camel.Exchange;
import org.apache.camel.Processor;
import org.apache.camel.ProducerTemplate;
import org.apache.camel.support.service.ServiceHelper;
import org.apache.camel.support.service.ServiceSupport;

/**
 * Puts what a stored message caused on the send and delivery queues, as new exchanges of their own: the queues never
 * wait, and a full one leaves the work in the database for the polls. The queues' endpoints are looked up once, as
 * the route starts (after any test has put its mocks in place), not by their URI for every message.
 */
final class HandOff extends ServiceSupport implements Processor {

    private final CamelContext context;
    private ProducerTemplate template;
    private Endpoint send;
    private Endpoint deliver;

    HandOff(CamelContext context) {
        this.context = context;
    }

    @Override
    protected void doStart() {
        template = context.createProducerTemplate();
        send = context.getEndpoint(SendRoute.HANDOFF);
        deliver = context.getEndpoint(DeliverRoute.HANDOFF);
    }

    @Override
    protected void doStop() {
        ServiceHelper.stopService(template);
    }

    @Override
    public void process(Exchange exchange) {
        Receipt receipt = ReceiveSteps.receipt(exchange);
        receipt.leased().forEach(job -> template.sendBody(send, job));
        receipt.forBackEnd().forEach(job -> template.sendBody(deliver, job));
    }
}
