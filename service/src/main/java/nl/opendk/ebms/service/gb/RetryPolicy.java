package nl.opendk.ebms.service.gb;

import java.time.Duration;
import java.util.List;

/**
 * When a transfer that may pass is tried again (DK-GB GB013; DK-BP-GB: short after an interrupted transfer, long to
 * bridge outages and service windows), and how often before it is given up.
 *
 * @param delays the waits after successive failed attempts; the last repeats
 * @param maxAttempts attempts before a transfer without an expirationTime is given up
 */
public record RetryPolicy(List<Duration> delays, int maxAttempts) {

    public RetryPolicy {
        delays = List.copyOf(delays);
        if (delays.isEmpty() || maxAttempts < 1) {
            throw new IllegalArgumentException("at least one delay and one attempt");
        }
    }

    /** The wait after the attempt with this number (from 0) failed. */
    public Duration after(int attempt) {
        return delays.get(Math.min(attempt, delays.size() - 1));
    }
}
