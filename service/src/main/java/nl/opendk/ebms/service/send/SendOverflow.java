package nl.opendk.ebms.service.send;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * Outgoing messages this node stored and leased but could not hand to its senders, because their in-memory queue
 * was full: their row ids, for the next outbox poll to claim at once ({@link OutboxClaims}). Under overload the
 * receive side can take messages faster than the senders send what they cause (Pongs, Acknowledgments); without
 * this, those would wait for their leases to run out ({@code outbox.lease}, minutes) after the load dropped. Only
 * ids are kept, a bounded number: past the bound a message waits for its lease, as it would without this.
 */
public final class SendOverflow {

    /** About 2 MB of ids at most: an overload of tens of seconds at thousands of messages a second. */
    static final int CAPACITY = 100_000;

    private final BlockingQueue<Long> ids;

    public SendOverflow() {
        this(CAPACITY);
    }

    SendOverflow(int capacity) {
        this.ids = new ArrayBlockingQueue<>(capacity);
    }

    /** Notes a message the senders' queue had no room for; false when the bound is reached. */
    public boolean add(long id) {
        return ids.offer(id);
    }

    /** Takes up to {@code max} of the ids noted, oldest first. */
    List<Long> take(int max) {
        List<Long> taken = new ArrayList<>(Math.min(max, ids.size()));
        ids.drainTo(taken, max);
        return taken;
    }

    /** Messages waiting here (for metrics and tests). */
    public int size() {
        return ids.size();
    }
}
