package nl.opendk.ebms.perf.result;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.perf.resource.ThreadCpu;

/**
 * The adapter's CPU over a step by kind of thread (its name with numbers as {@code #}): where a message's CPU goes,
 * read from the kernel's accounting of each thread rather than from a sampling profiler, whose samples are not
 * spread over threads in proportion to their CPU.
 *
 * @param kind the thread name as the kernel keeps it (15 characters), numbers as {@code #}
 * @param cpuMillis user and system CPU of those threads over the step
 * @param systemShare the part of it in the kernel (system time), in per cent
 * @param share of the adapter's CPU over the step, in per cent
 * @param millisPerMessage over the accepted messages of the step
 */
public record ThreadUse(String kind, long cpuMillis, double systemShare, double share, double millisPerMessage) {

    private static final ThreadCpu NONE = new ThreadCpu(0, 0);

    /** Kinds that used CPU between the two readings, most first; empty without readings. */
    public static List<ThreadUse> between(Map<String, ThreadCpu> before, Map<String, ThreadCpu> after, long messages) {
        long total = 0;
        Map<String, ThreadCpu> used = new HashMap<>();
        for (Map.Entry<String, ThreadCpu> entry : after.entrySet()) {
            ThreadCpu start = before.getOrDefault(entry.getKey(), NONE);
            long millis = entry.getValue().millis() - start.millis();
            if (millis > 0) {
                used.put(entry.getKey(), new ThreadCpu(millis, entry.getValue().systemMillis() - start.systemMillis()));
                total += millis;
            }
        }
        List<ThreadUse> uses = new ArrayList<>();
        for (Map.Entry<String, ThreadCpu> entry : used.entrySet()) {
            long millis = entry.getValue().millis();
            uses.add(new ThreadUse(
                    entry.getKey(),
                    millis,
                    100.0 * entry.getValue().systemMillis() / millis,
                    100.0 * millis / total,
                    messages == 0 ? Double.NaN : (double) millis / messages));
        }
        uses.sort(Comparator.comparingLong(ThreadUse::cpuMillis).reversed().thenComparing(ThreadUse::kind));
        return uses;
    }
}
