package nl.opendk.ebms.service.backend;

import static nl.opendk.ebms.service.observe.FlowLogEvent.DELIVERY_NO_ENDPOINT;
import static nl.opendk.ebms.service.observe.FlowLogEvent.DELIVERY_REFUSED;
import static nl.opendk.ebms.service.observe.FlowLogEvent.DELIVERY_TAKEN_OVER;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import nl.opendk.ebms.db.backend.BackendJob;
import nl.opendk.ebms.db.outbox.AttemptResult;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;
import nl.opendk.ebms.service.lease.QueueOverflow;
import nl.opendk.ebms.service.observe.MessageLogContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Delivering received business messages to the back end: claim what is due, choose the endpoint, and mark a message
 * processed only when the endpoint took it; otherwise it is tried again, every attempt recorded.
 */
public final class BackendDelivery {

    private static final Logger LOG = LoggerFactory.getLogger(BackendDelivery.class);

    private final DeliveryQueue queue;
    private final BackendEndpoints endpoints;
    private final int batchSize;
    private final Clock clock;
    private final QueueOverflow overflow;

    /** @param overflow what the receive route stored and leased but the delivery queue had no room for */
    public BackendDelivery(
            DeliveryQueue queue, BackendEndpoints endpoints, int batchSize, Clock clock, QueueOverflow overflow) {
        this.queue = queue;
        this.endpoints = endpoints;
        this.batchSize = batchSize;
        this.clock = clock;
        this.overflow = overflow;
    }

    /**
     * Claims received messages due for the back end (retries, work of stopped nodes), at most a batch, and what the
     * delivery queue had no room for, which would otherwise wait for its lease to run out.
     */
    public List<BackendJob> claimDue() {
        List<Long> overflowed = overflow.take();
        return queue.claimDue(Math.max(batchSize, overflowed.size()), overflowed);
    }

    /** A job that waited past its lease may be another node's by now: left to whoever holds it. */
    public boolean stillLeased(BackendJob job) {
        MessageLogContext.enter(job.header());
        return clock.instant().isBefore(job.leaseUntil());
    }

    /** The endpoint chosen by CPA and service; empty when the back end polls for the message. */
    public Optional<String> endpointFor(BackendJob job) {
        return endpoints.messagesFor(job.header());
    }

    /** When an attempt starts: its record carries the time. */
    public Instant now() {
        return clock.instant();
    }

    /** The endpoint took the message: it is processed. */
    public void delivered(BackendJob job, Instant started, Integer httpStatus) {
        if (!queue.record(job, result(started, httpStatus, DeliveryVerdict.DELIVERED, null))) {
            LOG.warn(
                    DELIVERY_TAKEN_OVER.line(
                            "Received message {} was delivered to the back end after another node took it over"),
                    job.header().messageId());
        }
    }

    /** The endpoint did not take the message: it is tried again after the backoff (nothing received is given up). */
    public void failed(BackendJob job, Instant started, Integer httpStatus, Throwable cause) {
        LOG.warn(
                DELIVERY_REFUSED.line("Back end did not take {} (attempt {}): {}"),
                job.header().messageId(),
                job.attemptNo(),
                String.valueOf(cause));
        queue.record(
                job,
                result(
                        started,
                        httpStatus,
                        DeliveryVerdict.RETRYABLE,
                        cause == null ? null : cause.getClass().getSimpleName() + ": " + cause.getMessage()));
    }

    /** Messages left for polling: nothing to deliver, and the lease goes so the inbox shows them at once. */
    public void leftForPolling(BackendJob job) {
        LOG.info(
                DELIVERY_NO_ENDPOINT.line("No back-end endpoint for {} any more; it waits in the inbox"),
                job.header().messageId());
        queue.release(job);
    }

    private AttemptResult result(Instant started, Integer httpStatus, DeliveryVerdict verdict, String detail) {
        return new AttemptResult(started, clock.instant(), httpStatus, verdict, detail);
    }
}
