package nl.opendk.ebms.routes.send;

import java.util.List;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.db.outbox.Outbox;

/** The outbox poll's step: claim what is due, at most a batch at a time. */
public final class OutboxPollSteps {

    private final Outbox outbox;
    private final int batchSize;

    public OutboxPollSteps(Outbox outbox, int batchSize) {
        this.outbox = outbox;
        this.batchSize = batchSize;
    }

    public List<SendJob> claimDue() {
        return outbox.claimDue(batchSize);
    }
}
