package nl.opendk.ebms.service.send;

import static nl.opendk.ebms.service.observe.FlowLogEvent.SEND_LEASE_PASSED;
import static nl.opendk.ebms.service.observe.FlowLogEvent.SEND_TAKEN_OVER;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import nl.opendk.ebms.db.DataAccessException;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.db.outbox.Attempt;
import nl.opendk.ebms.db.outbox.AttemptLog;
import nl.opendk.ebms.db.outbox.AttemptResult;
import nl.opendk.ebms.db.outbox.Recorded;
import nl.opendk.ebms.protocol.handle.SynchronousReplies;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;
import nl.opendk.ebms.service.observe.MessageLogContext;
import nl.opendk.ebms.service.observe.MessageObserver;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sending one stored outgoing message: whether it may still be sent, how the peer's answer is judged, and the
 * record of the attempt. The HTTP exchange itself is the send route's.
 */
public final class Sending {

    private static final Logger LOG = LoggerFactory.getLogger(Sending.class);
    private static final int MAX_DETAIL = 500;

    private final AttemptLog recorder;
    private final SynchronousReplies synchronousReplies;
    private final MessageObserver observer;
    private final Clock clock;

    public Sending(AttemptLog recorder, SynchronousReplies synchronousReplies, MessageObserver observer, Clock clock) {
        this.recorder = recorder;
        this.synchronousReplies = synchronousReplies;
        this.observer = observer;
        this.clock = clock;
    }

    /**
     * A job that waited in memory past its lease may already be claimed by another node (or this node's poll):
     * sending it now could send the message twice, so it is left to whoever holds it.
     */
    public boolean stillLeased(SendJob job) {
        MessageLogContext.enter(job.messageId(), job.cpaId());
        boolean leased = clock.instant().isBefore(job.leaseUntil());
        if (!leased) {
            LOG.warn(
                    SEND_LEASE_PASSED.line("Outgoing message {} waited past its lease; the outbox poll sends it"),
                    job.messageId());
        }
        return leased;
    }

    /** When an attempt starts: its record carries the time. */
    public Instant now() {
        return clock.instant();
    }

    /**
     * What the peer answered, judged per the Digikoppeling HTTP binding; a reliable message's synchronous reply
     * (an Acknowledgment or MessageError in the response, ebMS 2.0 §4.3) settles it at once.
     *
     * @param status the HTTP status, 0 when there was none
     */
    public Attempt answered(SendJob job, Instant started, int status, String contentType, byte[] body) {
        DeliveryVerdict verdict = DeliveryVerdict.ofHttpStatus(status);
        if (verdict != DeliveryVerdict.DELIVERED) {
            return attempt(job, started, status, verdict, "HTTP " + status + ": " + text(body));
        }
        if (!job.ackRequested()) {
            return attempt(job, started, status, verdict, null);
        }
        SynchronousReplies.Reply reply = synchronousReplies.read(contentType, body, job.messageId(), job.envelope());
        return attempt(job, started, status, reply.verdict(), reply.detail());
    }

    /** The peer could not be reached or did not answer in time: worth another try (DK-ebMS2 "HTTP Binding"). */
    public Attempt unreachable(SendJob job, Instant started, Throwable cause) {
        return attempt(
                job,
                started,
                null,
                DeliveryVerdict.RETRYABLE,
                cause.getClass().getSimpleName() + ": " + cause.getMessage());
    }

    /**
     * Records the attempt without waiting for it: the stage completes after the commit, on the recorder's thread,
     * and the send route holds the message's place until then. An attempt that cannot be recorded at all completes
     * it too: the recorder logged it, and its message is sent again when its lease ends. Anything else fails it.
     */
    public CompletionStage<Void> recordLater(Attempt attempt) {
        return recorder.recordLater(attempt).handle((recorded, failure) -> {
            if (failure == null) {
                recorded(attempt, recorded);
                return null;
            }
            Throwable cause =
                    failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
            if (cause instanceof DataAccessException) {
                return null;
            }
            throw cause instanceof RuntimeException runtime ? runtime : new CompletionException(cause);
        });
    }

    private void recorded(Attempt attempt, Recorded recorded) {
        observer.attempted(attempt.job(), attempt.result(), recorded.moved());
        // a message that ended meanwhile is no news: its Acknowledgment overtook this send's HTTP answer
        if (recorded.outcome() == Recorded.Outcome.TAKEN_OVER) {
            LOG.warn(
                    SEND_TAKEN_OVER.line("Outgoing message {} was taken over by another node while being sent"),
                    attempt.job().messageId());
        }
    }

    private Attempt attempt(SendJob job, Instant started, Integer httpStatus, DeliveryVerdict verdict, String detail) {
        return new Attempt(job, new AttemptResult(started, clock.instant(), httpStatus, verdict, truncate(detail)));
    }

    private static String text(byte[] body) {
        return body == null ? "" : new String(body, 0, Math.min(body.length, MAX_DETAIL), StandardCharsets.UTF_8);
    }

    private static String truncate(String detail) {
        return detail == null || detail.length() <= MAX_DETAIL ? detail : detail.substring(0, MAX_DETAIL);
    }
}
