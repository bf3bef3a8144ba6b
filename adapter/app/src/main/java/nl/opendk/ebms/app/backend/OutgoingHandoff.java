package nl.opendk.ebms.app.backend;

import nl.opendk.ebms.db.message.MessageStore;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.routes.send.SendRoute;
import org.apache.camel.ProducerTemplate;

/**
 * Stores a message the adapter sends on its own initiative and hands it to the sender at once. The stored row,
 * leased to this node, is what counts: if the hand-off is lost the outbox poll sends it when the lease runs out.
 */
public final class OutgoingHandoff {

    private final MessageStore store;
    private final ProducerTemplate producer;

    public OutgoingHandoff(MessageStore store, ProducerTemplate producer) {
        this.store = store;
        this.producer = producer;
    }

    public SendJob send(OutgoingMessage message) {
        SendJob job = store.send(message);
        producer.sendBody(SendRoute.HANDOFF, job);
        return job;
    }
}
