package nl.opendk.ebms.service.backend;

import java.util.List;
import nl.opendk.ebms.db.backend.BackendJob;
import nl.opendk.ebms.db.backend.BackendQueue;
import nl.opendk.ebms.db.lease.LeasedWork;
import nl.opendk.ebms.db.outbox.AttemptResult;

/**
 * Received messages waiting for the back end, leased to one node at a time: what {@link BackendDelivery} claims
 * and records. A delivered attempt marks the message processed, any other is tried again after the backoff;
 * {@code record} answers false when another node had taken the message over. The adapter keeps them in the
 * database ({@link #of}); route tests use a fake.
 */
public interface DeliveryQueue extends LeasedWork<BackendJob, AttemptResult, Boolean> {

    /** Gives the lease up without an attempt: the message waits for the back end to poll. */
    void release(BackendJob job);

    /**
     * Like {@link #claimDue(int)}, after the messages {@code givenBack} fell due now: messages this node leased when
     * it stored them but could not put on its delivery queue (it was full).
     */
    List<BackendJob> claimDue(int limit, List<Long> givenBack);

    @Override
    default List<BackendJob> claimDue(int limit) {
        return claimDue(limit, List.of());
    }

    static DeliveryQueue of(BackendQueue queue) {
        return new DeliveryQueue() {
            @Override
            public List<BackendJob> claimDue(int limit, List<Long> givenBack) {
                return queue.claimDue(limit, givenBack);
            }

            @Override
            public Boolean record(BackendJob job, AttemptResult result) {
                return queue.record(job, result);
            }

            @Override
            public void release(BackendJob job) {
                queue.release(job);
            }
        };
    }
}
