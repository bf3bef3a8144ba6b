package nl.opendk.ebms.service.events;

import java.util.List;
import nl.opendk.ebms.db.backend.BackendEvent;
import nl.opendk.ebms.db.backend.EventQueue;
import nl.opendk.ebms.db.lease.LeasedWork;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;

/**
 * The back end's events, in order, each leased to one node while it is pushed: a delivered push marks the event
 * sent, any other pushes it again after the backoff. The adapter keeps them in the database ({@link #of}); route
 * tests use a fake.
 */
public interface PendingEvents extends LeasedWork<BackendEvent, DeliveryVerdict, Boolean> {

    /** Events after the id {@code after}, in order, for a back end that reads them. */
    List<BackendEvent> after(long after, int limit);

    static PendingEvents of(EventQueue queue) {
        return new PendingEvents() {
            @Override
            public List<BackendEvent> claimDue(int limit) {
                return queue.claimDue(limit);
            }

            @Override
            public Boolean record(BackendEvent event, DeliveryVerdict verdict) {
                return queue.record(event, verdict);
            }

            @Override
            public List<BackendEvent> after(long after, int limit) {
                return queue.after(after, limit);
            }
        };
    }
}
