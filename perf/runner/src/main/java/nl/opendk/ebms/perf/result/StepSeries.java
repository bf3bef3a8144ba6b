package nl.opendk.ebms.perf.result;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.perf.jmeter.Sample;
import nl.opendk.ebms.perf.resource.GcPause;
import nl.opendk.ebms.perf.resource.ResourceSample;
import nl.opendk.ebms.perf.stats.Percentiles;

/**
 * A step's measurements as time series for the charts, finer than the report's timeline table: intervals of a whole
 * number of seconds, at least 2 (the resources are read every second), about {@link #POINTS} of them. A point is at
 * the start of its interval, epoch ms; an interval without a value (no answer ended in it, too few readings) is NaN,
 * which a chart draws as a gap.
 *
 * @param offered arrivals the schedule had due in each interval, per second; empty in the closed model, which offers
 *     no rate
 * @param achieved answers with 204 that ended in each interval, per second
 * @param p50 JMeter's elapsed time of the samples that ended in each interval, ms, nearest rank
 * @param p99 likewise
 * @param cpu CPU % (100 = one core) of each watched process in each interval, by role, in the order given
 * @param heapAfterGc the adapter's heap in use after each GC pause, MB
 */
public record StepSeries(
        List<Point> offered,
        List<Point> achieved,
        List<Point> p50,
        List<Point> p99,
        Map<String, List<Point>> cpu,
        List<Point> heapAfterGc) {

    static final int POINTS = 240;

    /** One value at a time, epoch ms. */
    public record Point(long at, double value) {}

    public StepSeries {
        offered = List.copyOf(offered);
        achieved = List.copyOf(achieved);
        p50 = List.copyOf(p50);
        p99 = List.copyOf(p99);
        Map<String, List<Point>> roles = new LinkedHashMap<>();
        cpu.forEach((role, points) -> roles.put(role, List.copyOf(points)));
        cpu = Collections.unmodifiableMap(roles);
        heapAfterGc = List.copyOf(heapAfterGc);
    }

    public static long bucketMillis(long from, long to) {
        return Math.max(2, (long) Math.ceil((to - from) / 1000.0 / POINTS)) * 1000;
    }

    /**
     * @param readings the resource readings around the step, in time order
     * @param roles the processes whose CPU to chart
     * @param from start of the load, epoch ms
     * @param to end of the load, epoch ms
     */
    public static StepSeries of(
            List<Sample> samples,
            List<ResourceSample> readings,
            List<GcPause> pauses,
            List<String> roles,
            long from,
            long to) {
        long bucket = bucketMillis(from, to);
        int count = (int) Math.max(1, (to - from + bucket - 1) / bucket);
        List<List<Sample>> ended = Timeline.byEnd(samples, from, bucket, count);
        List<Point> achieved = new ArrayList<>();
        List<Point> p50 = new ArrayList<>();
        List<Point> p99 = new ArrayList<>();
        Map<String, List<Point>> cpu = new LinkedHashMap<>();
        roles.forEach(role -> cpu.put(role, new ArrayList<>()));
        for (int i = 0; i < count; i++) {
            long start = from + i * bucket;
            long end = Math.min(start + bucket, Math.max(to, start + 1));
            double seconds = (end - start) / 1000.0;
            long[] elapsed =
                    ended.get(i).stream().mapToLong(Sample::elapsed).sorted().toArray();
            long ok = ended.get(i).stream().filter(Sample::success).count();
            achieved.add(new Point(start, ok / seconds));
            p50.add(new Point(start, elapsed.length == 0 ? Double.NaN : Percentiles.nearestRank(elapsed, 50)));
            p99.add(new Point(start, elapsed.length == 0 ? Double.NaN : Percentiles.nearestRank(elapsed, 99)));
            cpu.forEach(
                    (role, points) -> points.add(new Point(start, Timeline.cpuPercent(readings, role, start, end))));
        }
        return new StepSeries(
                offered(samples, from, to, bucket, count), achieved, p50, p99, cpu, heap(pauses, from, to));
    }

    /** Arrivals due per second, from each sample's scheduled time; none when the samples had no schedule. */
    private static List<Point> offered(List<Sample> samples, long from, long to, long bucket, int count) {
        long[] due = new long[count];
        boolean scheduled = false;
        for (Sample sample : samples) {
            if (sample.dueAt() >= 0) {
                scheduled = true;
                int index = (int) Math.floorDiv(sample.dueAt() - from, bucket);
                due[Math.max(0, Math.min(count - 1, index))]++;
            }
        }
        List<Point> points = new ArrayList<>();
        for (int i = 0; scheduled && i < count; i++) {
            long start = from + i * bucket;
            double seconds = (Math.min(start + bucket, Math.max(to, start + 1)) - start) / 1000.0;
            points.add(new Point(start, due[i] / seconds));
        }
        return points;
    }

    private static List<Point> heap(List<GcPause> pauses, long from, long to) {
        return pauses.stream()
                .filter(pause -> pause.at() >= from && pause.at() <= to)
                .map(pause -> new Point(pause.at(), pause.heapAfterMb()))
                .toList();
    }
}
