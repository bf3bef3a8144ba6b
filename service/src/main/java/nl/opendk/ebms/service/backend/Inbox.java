package nl.opendk.ebms.service.backend;

import java.util.List;
import nl.opendk.ebms.db.backend.BackendQueue;
import nl.opendk.ebms.db.message.MessageSummary;

/**
 * The back end's pull side: the received business messages it has not taken, oldest first, and its confirmation
 * that it processed one.
 */
public final class Inbox {

    private final BackendQueue queue;

    public Inbox(BackendQueue queue) {
        this.queue = queue;
    }

    /**
     * One page of waiting messages after the row id {@code after}.
     *
     * @param next the id to continue after; null when the page is empty
     */
    public record Page(List<MessageSummary> messages, Long next) {}

    public Page waiting(long after, int limit) {
        List<MessageSummary> page = queue.inbox(after, limit);
        return new Page(page, page.isEmpty() ? null : page.get(page.size() - 1).id());
    }

    /** False when the message is not a received message waiting for the back end. */
    public boolean processed(long id) {
        return queue.confirmProcessed(id);
    }
}
