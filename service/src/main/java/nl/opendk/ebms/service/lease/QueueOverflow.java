package nl.opendk.ebms.service.lease;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * Work this node stored and leased but could not hand to its workers, because their in-memory queue was full: the
 * rows' ids, for the next poll to claim at once. Under overload the receive side can take messages faster than the
 * senders send what they cause (Pongs, Acknowledgments) or the back end takes what arrived; without this, that work
 * would wait for its lease to run out (minutes) after the load dropped. Only ids are kept, a bounded number: past
 * the bound a row waits for its lease, as it would without this. One per queue: the senders' and the back end's.
 */
public final class QueueOverflow {

    /** About 2 MB of ids at most: an overload of tens of seconds at thousands of messages a second. */
    static final int CAPACITY = 100_000;

    /**
     * Most ids one poll takes: its workers' queue takes them as it drains (the poll waits for room), so they go
     * within seconds of the overload without a poll holding more than this in memory.
     */
    static final int MOST_PER_POLL = 2_000;

    private final BlockingQueue<Long> ids;

    public QueueOverflow() {
        this(CAPACITY);
    }

    QueueOverflow(int capacity) {
        this.ids = new ArrayBlockingQueue<>(capacity);
    }

    /** Notes a row the queue had no room for; false when the bound is reached. */
    public boolean add(long id) {
        return ids.offer(id);
    }

    /** Takes up to {@link #MOST_PER_POLL} of the ids noted, oldest first. */
    public List<Long> take() {
        return take(MOST_PER_POLL);
    }

    List<Long> take(int max) {
        List<Long> taken = new ArrayList<>(Math.min(max, ids.size()));
        ids.drainTo(taken, max);
        return taken;
    }

    /** Rows waiting here (for tests). */
    public int size() {
        return ids.size();
    }
}
