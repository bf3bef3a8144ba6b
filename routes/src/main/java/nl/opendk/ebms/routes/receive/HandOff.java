package nl.opendk.ebms.routes.receive;

import nl.opendk.ebms.routes.backend.DeliverRoute;
import nl.opendk.ebms.service.receive.Receipt;
import nl.opendk.ebms.service.send.SendQueue;
import org.apache.camel.CamelContext;
import org.apache.camel.Endpoint;
import org.apache.camel.Exchange;
import org.apache.camel.Processor;
import org.apache.camel.ProducerTemplate;
import org.apache.camel.support.service.ServiceHelper;
import org.apache.camel.support.service.ServiceSupport;

/**
 * Puts what a stored message caused on the send and delivery queues, as new exchanges of their own: the queues never
 * wait, and a full one leaves the work in the database for the polls (what the senders had no room for, the outbox
 * poll claims at once: {@link SendQueue}). The delivery queue's endpoint is looked up once, as the route starts
 * (after any test has put its mocks in place), not by its URI for every message.
 */
final class HandOff extends ServiceSupport implements Processor {

    private final CamelContext context;
    private final SendQueue sends;
    private ProducerTemplate template;
    private Endpoint deliver;

    HandOff(CamelContext context, SendQueue sends) {
        this.context = context;
        this.sends = sends;
    }

    @Override
    protected void doStart() {
        template = context.createProducerTemplate();
        deliver = context.getEndpoint(DeliverRoute.HANDOFF);
    }

    @Override
    protected void doStop() {
        ServiceHelper.stopService(template);
    }

    @Override
    public void process(Exchange exchange) {
        Receipt receipt = ReceiveSteps.receipt(exchange);
        receipt.leased().forEach(sends::hand);
        receipt.forBackEnd().forEach(job -> template.sendBody(deliver, job));
    }
}
