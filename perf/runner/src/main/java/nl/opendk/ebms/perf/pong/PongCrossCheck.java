package nl.opendk.ebms.perf.pong;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import nl.opendk.ebms.perf.sink.PongRecord;
import nl.opendk.ebms.perf.stats.LatencySummary;

/**
 * Holds what reached the sink against what JMeter sent. The seed's criterion "every Pong actually sent" is checked
 * per Ping: a Pong counts once, only if the sink found nothing wrong with it and it refers to a Ping the adapter
 * accepted. A MessageError instead of a Pong means the adapter rejected a Ping after answering 204.
 */
public final class PongCrossCheck {

    static final int EXAMPLES = 10;

    private final Duration lateBound;

    public PongCrossCheck(Duration lateBound) {
        this.lateBound = lateBound;
    }

    /**
     * @param accepted MessageId to send time (epoch ms) of every Ping answered 204
     * @param failed MessageIds of the Pings JMeter counted as failed
     * @param records what reached the sink for this step
     */
    public PongResult check(Map<String, Long> accepted, Set<String> failed, Collection<PongRecord> records) {
        Tally tally = new Tally(accepted, failed, records.size());
        records.forEach(tally::add);
        return tally.result();
    }

    private final class Tally {

        private final Map<String, Long> accepted;
        private final Set<String> failed;
        private final Set<String> seen = new HashSet<>();
        private final List<String> examples = new ArrayList<>();
        private final long[] latencies;
        private int latencyCount;
        private long late;
        private long duplicates;
        private long problems;
        private long messageErrors;
        private long forFailed;

        Tally(Map<String, Long> accepted, Set<String> failed, int records) {
            this.accepted = accepted;
            this.failed = failed;
            this.latencies = new long[records];
        }

        void add(PongRecord record) {
            String ref = record.refToMessageId();
            if (!record.ok()) {
                problems++;
                messageErrors += "MessageError".equals(record.action()) ? 1 : 0;
                example(ref + ": " + record.problem());
            } else if (failed.contains(ref)) {
                forFailed++;
            } else if (!accepted.containsKey(ref)) {
                problems++;
                example(ref + ": a Pong for a Ping this step did not send");
            } else if (!seen.add(ref)) {
                duplicates++;
                example(ref + ": a second Pong");
            } else {
                long latency = record.receivedAtMillis() - accepted.get(ref);
                latencies[latencyCount++] = latency;
                late += latency > lateBound.toMillis() ? 1 : 0;
            }
        }

        PongResult result() {
            long missing = accepted.size() - seen.size();
            accepted.keySet().stream()
                    .filter(id -> !seen.contains(id))
                    .limit(EXAMPLES)
                    .forEach(id -> example(id + ": no Pong"));
            return new PongResult(
                    accepted.size(),
                    seen.size(),
                    missing,
                    late,
                    duplicates,
                    problems,
                    messageErrors,
                    forFailed,
                    LatencySummary.of(Arrays.copyOf(latencies, latencyCount)),
                    examples);
        }

        private void example(String text) {
            if (examples.size() < EXAMPLES) {
                examples.add(text);
            }
        }
    }
}
