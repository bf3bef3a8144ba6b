package nl.opendk.ebms.routes.send;

import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.service.send.SendQueue;
import org.apache.camel.ProducerTemplate;

/** Hands stored outgoing messages to the send route's queue ({@link SendRoute#HANDOFF}), never waiting for the send. */
public final class SedaSendQueue implements SendQueue {

    private final ProducerTemplate producer;

    public SedaSendQueue(ProducerTemplate producer) {
        this.producer = producer;
    }

    @Override
    public void hand(SendJob job) {
        producer.sendBody(SendRoute.HANDOFF, job);
    }
}
