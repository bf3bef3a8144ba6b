package nl.opendk.ebms.service.send;

import nl.opendk.ebms.db.message.MessageStore;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;

/**
 * Stores a message the adapter sends on its own initiative and hands it to the sender at once. The stored row,
 * leased to this node, is what counts: if the hand-off is lost the outbox poll sends it when the lease runs out.
 */
public final class OutgoingHandoff {

    private final MessageStore store;
    private final SendQueue sender;

    public OutgoingHandoff(MessageStore store, SendQueue sender) {
        this.store = store;
        this.sender = sender;
    }

    public SendJob send(OutgoingMessage message) {
        SendJob job = store.send(message);
        sender.hand(job);
        return job;
    }
}
