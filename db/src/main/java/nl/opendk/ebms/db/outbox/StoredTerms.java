package nl.opendk.ebms.db.outbox;

import java.time.Duration;
import java.util.Optional;
import nl.opendk.ebms.protocol.agreement.Reliability;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;

/**
 * The retry terms stored with an outgoing message.
 *
 * @param maxAttempts the attempts allowed in total; null for rows without it, which get the adapter default
 * @param retryIntervalMs the CPA RetryInterval (ebMS 2.0 §6.4.4); null when the adapter's backoff applies
 */
record StoredTerms(Integer maxAttempts, Long retryIntervalMs) {

    /**
     * The wait before the next attempt after {@code attemptsMade} attempts, or empty when they are used up. The
     * stored max_attempts decides, whatever the schedule's own maximum is now; the schedule supplies the backoff.
     */
    /** The wait for an Acknowledgment before the message is sent again: the CPA's RetryInterval (§6.4.4). */
    Duration interval(RetrySchedule schedule) {
        return retryIntervalMs == null ? schedule.initialDelay() : Duration.ofMillis(retryIntervalMs);
    }

    Optional<Duration> delayAfter(RetrySchedule schedule, int attemptsMade) {
        int allowed = maxAttempts == null ? schedule.maxAttempts() : maxAttempts;
        if (attemptsMade >= allowed) {
            return Optional.empty();
        }
        // PersistDuration plays no part in the delay; the CPA's Retries are the allowed attempts minus the first.
        Reliability reliability = retryIntervalMs == null
                ? null
                : new Reliability(allowed - 1, Duration.ofMillis(retryIntervalMs), Duration.ZERO);
        return new RetrySchedule(allowed, schedule.initialDelay(), schedule.maxDelay())
                .delayAfter(attemptsMade, reliability);
    }
}
