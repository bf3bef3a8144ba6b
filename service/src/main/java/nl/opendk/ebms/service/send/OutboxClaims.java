package nl.opendk.ebms.service.send;

import static nl.opendk.ebms.service.observe.FlowLogEvent.OUTGOING_ENDED;

import java.util.List;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.db.outbox.Outbox;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.service.lease.QueueOverflow;
import nl.opendk.ebms.service.observe.MessageLogContext;
import nl.opendk.ebms.service.observe.MessageObserver;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Claims the outgoing messages that are due, at most a batch at a time: retries, work a stopped node left, and what
 * this node's senders had no room for ({@link QueueOverflow}).
 */
public final class OutboxClaims {

    private static final Logger LOG = LoggerFactory.getLogger(OutboxClaims.class);

    private final Outbox outbox;
    private final MessageObserver observer;
    private final int batchSize;
    private final QueueOverflow overflow;

    public OutboxClaims(Outbox outbox, MessageObserver observer, int batchSize, QueueOverflow overflow) {
        this.outbox = outbox;
        this.observer = observer;
        this.batchSize = batchSize;
        this.overflow = overflow;
    }

    /** Claims what is due; what the claim ended instead of sending is logged and observed. */
    public List<SendJob> claimDue() {
        List<Long> overflowed = overflow.take();
        Outbox.Claim claim = outbox.claim(Math.max(batchSize, overflowed.size()), overflowed);
        for (Outbox.Ended ended : claim.ended()) {
            MessageLogContext.enter(ended.messageId(), ended.cpaId());
            LOG.warn(
                    OUTGOING_ENDED.line("Outgoing message {} ended {}: {}"),
                    ended.messageId(),
                    ended.status(),
                    ended.status() == MessageStatus.EXPIRED
                            ? "its TimeToLive passed"
                            : "no Acknowledgment after the last retry");
            observer.ended(ended.messageId(), ended.status());
        }
        MessageLogContext.clear();
        return claim.jobs();
    }
}
