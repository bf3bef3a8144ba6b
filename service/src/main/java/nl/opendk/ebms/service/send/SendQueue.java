package nl.opendk.ebms.service.send;

import nl.opendk.ebms.db.message.SendJob;

/**
 * The sender's in-memory queue: a stored message leased to this node, handed over to be sent at once. Never waits
 * for the send; work it cannot take waits in the database for the outbox poll, which claims it at its next poll
 * ({@link nl.opendk.ebms.service.lease.QueueOverflow}).
 */
@FunctionalInterface
public interface SendQueue {

    void hand(SendJob job);
}
