package nl.opendk.ebms.perf.result;

import java.util.List;
import nl.opendk.ebms.perf.resource.GcPause;
import nl.opendk.ebms.perf.resource.ResourceSample;
import nl.opendk.ebms.perf.stats.Trend;

/**
 * The adapter's memory over the hold: heap in use after each GC pause (what stays reachable, the leak indicator)
 * and resident set size (what the process takes from the machine: heap, metaspace, code, threads, buffers).
 *
 * @param heapAfterGc null with fewer than four pauses in the hold
 * @param rssMb null with fewer than four readings in the hold
 * @param heapCommittedMb the heap the JVM had reserved at the last pause
 */
public record MemoryStats(Trend heapAfterGc, Trend rssMb, double heapCommittedMb) {

    /** Slack for "flat": caches and JIT code may still grow by this much in the first minutes. */
    public static final double SLACK_MB = 16;

    public static MemoryStats of(List<GcPause> pauses, List<ResourceSample> series, long from, long to) {
        List<GcPause> inside =
                pauses.stream().filter(p -> p.at() >= from && p.at() <= to).toList();
        List<Double> rss = series.stream()
                .filter(s -> s.at() >= from && s.at() <= to && s.processes().containsKey("adapter"))
                .map(s -> s.processes().get("adapter").rssKb() / 1024.0)
                .toList();
        return new MemoryStats(
                Trend.of(inside.stream().map(GcPause::heapAfterMb).toList()),
                Trend.of(rss),
                inside.isEmpty() ? 0 : inside.get(inside.size() - 1).heapCommittedMb());
    }

    /** Flat means both series are flat; unknown (too few points) counts as not shown to be flat. */
    public boolean flat() {
        return heapAfterGc != null && rssMb != null && heapAfterGc.flat(SLACK_MB) && rssMb.flat(SLACK_MB);
    }
}
