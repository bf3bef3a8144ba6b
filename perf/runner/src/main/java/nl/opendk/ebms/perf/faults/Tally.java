package nl.opendk.ebms.perf.faults;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.perf.stats.LatencySummary;

/**
 * The per-message accounting of a set of Pings.
 *
 * @param sent Pings the load sent (each one once)
 * @param accepted answered 2xx without a SOAP Fault or ebMS ErrorList: the Pongs owed
 * @param refusedBy every other answer, by reason (HTTP status with the Fault or error code, connection refused,
 *     timeout, ...), most frequent first
 * @param delivered accepted Pings with at least one correct Pong
 * @param lost accepted Pings without a correct Pong when the wait ended
 * @param duplicated Pings with more than one correct Pong
 * @param extraPongs the Pongs beyond the first for those
 * @param pongsForRefused refused Pings that got a Pong all the same (stored although the answer said otherwise)
 * @param wrongAtSink messages at the sink about these Pings that were not a correct Pong (MessageErrors included)
 * @param latency of every answer, from the Ping's scheduled time, failures included
 * @param lateSends Pings that went out more than {@link #LATE_SEND_MILLIS} after their time: the load fell behind
 *     (every client slot taken, or the sending thread without CPU); their latency holds that wait
 * @param maxSendLagMillis the longest such wait
 */
public record Tally(
        long sent,
        long accepted,
        Map<String, Long> refusedBy,
        long delivered,
        long lost,
        long duplicated,
        long extraPongs,
        long pongsForRefused,
        long wrongAtSink,
        LatencySummary latency,
        long lateSends,
        long maxSendLagMillis,
        List<String> lostExamples,
        List<String> duplicateExamples) {

    public static final long LATE_SEND_MILLIS = 100;

    public Tally {
        refusedBy = Collections.unmodifiableMap(new LinkedHashMap<>(refusedBy));
        lostExamples = List.copyOf(lostExamples);
        duplicateExamples = List.copyOf(duplicateExamples);
    }

    public long refused() {
        return sent - accepted;
    }
}
