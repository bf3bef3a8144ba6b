package nl.opendk.ebms.perf.result;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.perf.stats.LatencySummary;

/**
 * What JMeter measured in one phase of a step (or over the whole step).
 *
 * @param offeredRate the configured arrival rate per second; 0 in the closed model, which offers no rate
 * @param scheduled arrivals the schedule held for the phase; -1 in the closed model
 * @param samples messages JMeter sent
 * @param errors samples that failed: no answer, or an answer other than 204
 * @param achievedRate answered-with-204 messages per second over the phase's time (closed model: after the ramp-up)
 * @param latency JMeter's elapsed time of every sample, failures included (as in seed 001's tables)
 * @param lag how late JMeter sent against the schedule; empty in the closed model
 * @param start the first sample's start, epoch ms
 * @param end the last sample's end, epoch ms
 */
public record PhaseStats(
        String name,
        double offeredRate,
        long scheduled,
        long samples,
        long errors,
        double achievedRate,
        LatencySummary latency,
        LatencySummary lag,
        long start,
        long end) {

    public double errorPercent() {
        return samples == 0 ? 0 : 100.0 * errors / samples;
    }

    public double seconds() {
        return Math.max(0, end - start) / 1000.0;
    }

    /**
     * Why this phase did not hold at {@code p99Limit}, or null when it did: nothing sent, errors, p99 over the
     * limit, scheduled messages not sent, or sends delayed beyond the limit by a JMeter that fell behind.
     */
    public String failure(Duration p99Limit) {
        if (samples == 0) {
            return "no messages sent";
        }
        List<String> reasons = new ArrayList<>();
        if (errors > 0) {
            reasons.add(errors + " errors");
        }
        if (latency.p99() > p99Limit.toMillis()) {
            reasons.add("p99 " + latency.p99() + " ms > " + p99Limit.toMillis() + " ms");
        }
        if (scheduled > samples) {
            reasons.add("only " + samples + " of " + scheduled + " messages sent");
        }
        if (lag.p99() > p99Limit.toMillis()) {
            reasons.add(
                    "sends delayed by up to " + lag.p99() + " ms (p99): the load generator's senders were all waiting");
        }
        return reasons.isEmpty() ? null : String.join("; ", reasons);
    }
}
