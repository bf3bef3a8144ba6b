package nl.opendk.ebms.db.lease;

import java.time.Instant;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;

/**
 * The waits between attempts at work that is never given up, such as a received message for the back end: the
 * schedule's delays, growing up to its longest, for as many attempts as it takes.
 */
public final class Backoff {

    private final RetrySchedule endless;

    /** @param schedule the delays between attempts; its maximum attempts do not apply */
    public Backoff(RetrySchedule schedule) {
        this.endless = new RetrySchedule(Integer.MAX_VALUE, schedule.initialDelay(), schedule.maxDelay());
    }

    /** When the work is due again after its attempt number {@code attemptNo} failed at {@code now}. */
    public Instant nextAttempt(int attemptNo, Instant now) {
        return now.plus(endless.delayAfter(attemptNo, null).orElseThrow());
    }
}
