package nl.opendk.ebms.routes.send;

import java.util.List;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.db.outbox.Outbox;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.routes.observe.MessageObserver;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The outbox poll's step: claim what is due, at most a batch at a time. */
public final class OutboxPollSteps {

    private static final Logger LOG = LoggerFactory.getLogger(OutboxPollSteps.class);

    private final Outbox outbox;
    private final MessageObserver observer;
    private final int batchSize;

    public OutboxPollSteps(Outbox outbox, MessageObserver observer, int batchSize) {
        this.outbox = outbox;
        this.observer = observer;
        this.batchSize = batchSize;
    }

    /** Claims what is due; what the claim ended instead of sending is logged and observed. */
    public List<SendJob> claimDue() {
        Outbox.Claim claim = outbox.claim(batchSize);
        for (Outbox.Ended ended : claim.ended()) {
            LOG.warn(
                    "Outgoing message {} ended {}: {}",
                    ended.messageId(),
                    ended.status(),
                    ended.status() == MessageStatus.EXPIRED
                            ? "its TimeToLive passed"
                            : "no Acknowledgment after the last retry");
            observer.ended(ended.messageId(), ended.status());
        }
        return claim.jobs();
    }
}
