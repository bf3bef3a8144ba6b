package nl.opendk.ebms.perf.pong;

import java.util.List;
import nl.opendk.ebms.perf.stats.LatencySummary;

/**
 * The Pongs of one step held against the Pings JMeter saw accepted (HTTP 204).
 *
 * @param expected Pings accepted, so Pongs owed; 0 for business messages
 * @param delivered accepted Pings with exactly one correct Pong (a second one counts as a duplicate)
 * @param missing accepted Pings without a correct Pong when the wait ended
 * @param late delivered Pongs that came more than the bound after their Ping
 * @param duplicates extra correct Pongs for a Ping that already had one
 * @param problems messages at the sink that failed the Pong checks, MessageErrors included
 * @param messageErrors of the problems, how many were MessageErrors from the adapter
 * @param forFailedPings correct Pongs for Pings JMeter counted as failed (e.g. answered after its timeout)
 * @param latency Ping to Pong: the Pong's arrival at the sink minus the send time in the Ping's MessageId
 * @param examples the first few problems, for the report
 */
public record PongResult(
        long expected,
        long delivered,
        long missing,
        long late,
        long duplicates,
        long problems,
        long messageErrors,
        long forFailedPings,
        LatencySummary latency,
        List<String> examples) {

    public PongResult {
        examples = List.copyOf(examples);
    }

    /** True when every accepted Ping got exactly one correct, timely Pong and nothing wrong reached the sink. */
    public boolean complete() {
        return missing == 0 && late == 0 && duplicates == 0 && problems == 0;
    }

    public double deliveredPercent() {
        return expected == 0 ? 100.0 : 100.0 * delivered / expected;
    }
}
