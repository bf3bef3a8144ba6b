package nl.opendk.ebms.protocol.agreement;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * When to try sending an outgoing message again after a failed attempt.
 *
 * <p>A channel with CPA reliability retries {@code Retries} times, {@code RetryInterval} apart (ebMS 2.0 §6.4.3,
 * §6.4.4). Without it (best-effort signals such as Pong and MessageError) the adapter's own defaults apply: an
 * exponential backoff from {@code initialDelay}, doubling up to {@code maxDelay}, for at most {@code maxAttempts}
 * attempts in total.
 */
public record RetrySchedule(int maxAttempts, Duration initialDelay, Duration maxDelay) {

    public RetrySchedule {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("maxAttempts must be >= 1, was " + maxAttempts);
        }
        Objects.requireNonNull(initialDelay, "initialDelay");
        Objects.requireNonNull(maxDelay, "maxDelay");
        if (initialDelay.isNegative() || maxDelay.compareTo(initialDelay) < 0) {
            throw new IllegalArgumentException("need 0 <= initialDelay <= maxDelay");
        }
    }

    /** Total attempts allowed for a message on a channel with these terms (the first send plus the retries). */
    public int maxAttempts(Reliability reliability) {
        return reliability == null ? maxAttempts : reliability.retries() + 1;
    }

    /**
     * The wait before the next attempt, or empty when {@code attemptsMade} attempts exhaust the allowance and the
     * message has failed for good.
     */
    public Optional<Duration> delayAfter(int attemptsMade, Reliability reliability) {
        if (attemptsMade >= maxAttempts(reliability)) {
            return Optional.empty();
        }
        if (reliability != null) {
            return Optional.of(reliability.retryInterval());
        }
        Duration delay = initialDelay;
        for (int i = 1; i < attemptsMade && delay.compareTo(maxDelay) < 0; i++) {
            delay = delay.multipliedBy(2);
        }
        return Optional.of(delay.compareTo(maxDelay) > 0 ? maxDelay : delay);
    }
}
