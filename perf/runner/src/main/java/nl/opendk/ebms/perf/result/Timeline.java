package nl.opendk.ebms.perf.result;

import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.perf.jmeter.Sample;
import nl.opendk.ebms.perf.resource.GcPause;
import nl.opendk.ebms.perf.resource.ResourceSample;
import nl.opendk.ebms.perf.resource.ResourceSample.ProcessReading;
import nl.opendk.ebms.perf.stats.Percentiles;

/** A step cut into equal intervals, about thirty, so that drift and saturation show as they happen. */
public final class Timeline {

    static final int ROWS = 30;

    private Timeline() {}

    /** An interval length of a whole number of seconds, at least 5, giving about {@link #ROWS} rows. */
    public static long bucketMillis(long from, long to) {
        long seconds = Math.max(5, (long) Math.ceil((to - from) / 1000.0 / ROWS));
        return seconds * 1000;
    }

    public static List<TimeBucket> of(
            List<Sample> samples, List<ResourceSample> series, List<GcPause> pauses, long from, long to) {
        long bucket = bucketMillis(from, to);
        int count = (int) Math.max(1, (to - from + bucket - 1) / bucket);
        List<List<Sample>> ended = byEnd(samples, from, bucket, count);
        List<TimeBucket> rows = new ArrayList<>();
        double heap = Double.NaN;
        for (int i = 0; i < count; i++) {
            long start = from + i * bucket;
            long end = start + bucket;
            heap = lastHeap(pauses, start, end, heap);
            long[] values =
                    ended.get(i).stream().mapToLong(Sample::elapsed).sorted().toArray();
            long ok = ended.get(i).stream().filter(Sample::success).count();
            rows.add(new TimeBucket(
                    start,
                    ok / (bucket / 1000.0),
                    values.length == 0 ? 0 : Percentiles.nearestRank(values, 99),
                    ended.get(i).size() - ok,
                    cpuPercent(series, "adapter", start, end),
                    rssMb(series, "adapter", end),
                    heap,
                    cpuPercent(series, "jmeter", start, end),
                    busy(series, start, end)));
        }
        return rows;
    }

    /** The samples by the interval their answer ended in; samples outside the {@code count} intervals are left out. */
    static List<List<Sample>> byEnd(List<Sample> samples, long from, long bucket, int count) {
        List<List<Sample>> ended = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            ended.add(new ArrayList<>());
        }
        for (Sample sample : samples) {
            long index = Math.floorDiv(sample.end() - from, bucket);
            if (index >= 0 && index < count) {
                ended.get((int) index).add(sample);
            }
        }
        return ended;
    }

    private static double lastHeap(List<GcPause> pauses, long start, long end, double previous) {
        double heap = previous;
        for (GcPause pause : pauses) {
            if (pause.at() >= start && pause.at() < end) {
                heap = pause.heapAfterMb();
            }
        }
        return heap;
    }

    /** CPU % (100 = one core) of a role between the readings at or before {@code start} and {@code end}; NaN without both. */
    static double cpuPercent(List<ResourceSample> series, String role, long start, long end) {
        ResourceSample a = ResourceAnalysis.atOrBefore(series, start, null);
        ResourceSample b = ResourceAnalysis.atOrBefore(series, end, null);
        if (a == null || b == null || b.at() <= a.at()) {
            return Double.NaN;
        }
        ProcessReading first = a.processes().get(role);
        ProcessReading last = b.processes().get(role);
        if (last == null) {
            return Double.NaN;
        }
        return 100.0 * (last.cpuMillis() - (first == null ? 0 : first.cpuMillis())) / (b.at() - a.at());
    }

    private static double rssMb(List<ResourceSample> series, String role, long at) {
        ResourceSample sample = ResourceAnalysis.atOrBefore(series, at, null);
        ProcessReading reading = sample == null ? null : sample.processes().get(role);
        return reading == null ? Double.NaN : reading.rssKb() / 1024.0;
    }

    private static double busy(List<ResourceSample> series, long start, long end) {
        ResourceSample a = ResourceAnalysis.atOrBefore(series, start, null);
        ResourceSample b = ResourceAnalysis.atOrBefore(series, end, null);
        return a == null || b == null || b.at() <= a.at()
                ? Double.NaN
                : b.machine().busyPercentSince(a.machine());
    }
}
