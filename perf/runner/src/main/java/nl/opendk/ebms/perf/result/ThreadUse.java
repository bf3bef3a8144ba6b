package nl.opendk.ebms.perf.result;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The adapter's CPU over a step by kind of thread (its name with numbers as {@code #}): where a message's CPU goes,
 * read from the kernel's accounting of each thread rather than from a sampling profiler, whose samples are not
 * spread over threads in proportion to their CPU.
 *
 * @param kind the thread name as the kernel keeps it (15 characters), numbers as {@code #}
 * @param cpuMillis user and system CPU of those threads over the step
 * @param share of the adapter's CPU over the step, in per cent
 * @param millisPerMessage over the accepted messages of the step
 */
public record ThreadUse(String kind, long cpuMillis, double share, double millisPerMessage) {

    /** Kinds that used CPU between the two readings, most first; empty without readings. */
    public static List<ThreadUse> between(Map<String, Long> before, Map<String, Long> after, long messages) {
        long total = 0;
        Map<String, Long> used = new HashMap<>();
        for (Map.Entry<String, Long> entry : after.entrySet()) {
            long millis = entry.getValue() - before.getOrDefault(entry.getKey(), 0L);
            if (millis > 0) {
                used.put(entry.getKey(), millis);
                total += millis;
            }
        }
        List<ThreadUse> uses = new ArrayList<>();
        for (Map.Entry<String, Long> entry : used.entrySet()) {
            uses.add(new ThreadUse(
                    entry.getKey(),
                    entry.getValue(),
                    100.0 * entry.getValue() / total,
                    messages == 0 ? Double.NaN : (double) entry.getValue() / messages));
        }
        uses.sort(Comparator.comparingLong(ThreadUse::cpuMillis).reversed().thenComparing(ThreadUse::kind));
        return uses;
    }
}
