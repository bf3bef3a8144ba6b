package nl.opendk.ebms.routes.backend;

import java.util.List;
import nl.opendk.ebms.db.backend.BackendJob;
import nl.opendk.ebms.db.backend.BackendQueue;

/** Claims received messages due for the back end, at most a batch at a time. */
public final class DeliverPollSteps {

    private final BackendQueue queue;
    private final int batchSize;

    public DeliverPollSteps(BackendQueue queue, int batchSize) {
        this.queue = queue;
        this.batchSize = batchSize;
    }

    public List<BackendJob> claimDue() {
        return queue.claimDue(batchSize);
    }
}
