package nl.opendk.ebms.routes.receive;

import nl.opendk.ebms.db.backend.BackendJob;
import nl.opendk.ebms.routes.SedaHandOff;
import nl.opendk.ebms.service.receive.Receipt;
import nl.opendk.ebms.service.send.SendQueue;
import org.apache.camel.Exchange;
import org.apache.camel.Processor;

/**
 * Puts what a stored message caused on the send and delivery queues, as new exchanges of their own. The queues never
 * wait: what they have no room for waits in the database, and their polls claim it at once ({@link SedaHandOff}).
 */
final class HandOff implements Processor {

    private final SendQueue sends;
    private final SedaHandOff<BackendJob> deliveries;

    HandOff(SendQueue sends, SedaHandOff<BackendJob> deliveries) {
        this.sends = sends;
        this.deliveries = deliveries;
    }

    @Override
    public void process(Exchange exchange) {
        Receipt receipt = ReceiveSteps.receipt(exchange);
        receipt.leased().forEach(sends::hand);
        receipt.forBackEnd().forEach(deliveries::hand);
    }
}
