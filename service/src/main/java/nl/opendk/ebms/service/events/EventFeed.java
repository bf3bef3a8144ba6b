package nl.opendk.ebms.service.events;

import java.util.List;
import nl.opendk.ebms.db.backend.BackendEvent;

/** The back end reads its events in order, a page at a time, instead of having them pushed. */
public final class EventFeed {

    private final PendingEvents events;

    public EventFeed(PendingEvents events) {
        this.events = events;
    }

    /**
     * One page of events after the id {@code after}.
     *
     * @param next the id to continue after; null when the page is empty
     */
    public record Page(List<EventJson> events, Long next) {}

    public Page after(long after, int limit) {
        List<BackendEvent> page = events.after(after, limit);
        Long next = page.isEmpty() ? null : page.get(page.size() - 1).id();
        return new Page(page.stream().map(EventJson::of).toList(), next);
    }
}
