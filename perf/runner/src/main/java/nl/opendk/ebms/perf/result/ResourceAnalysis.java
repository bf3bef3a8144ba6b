package nl.opendk.ebms.perf.result;

import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.perf.resource.ResourceSample;
import nl.opendk.ebms.perf.resource.ResourceSample.ProcessReading;

/**
 * CPU figures of a step from the resource readings before, during and after it. A process that started or ended
 * during the step (JMeter) is counted from its first to its last reading.
 */
public final class ResourceAnalysis {

    private ResourceAnalysis() {}

    /** Time windows of a step, epoch ms, and the messages accepted in the step and in its hold. */
    public record Windows(
            long loadStart, long loadEnd, long holdStart, long holdEnd, long messages, long holdMessages) {}

    /**
     * @param roles the processes to report, in report order
     * @param series the readings from the "before" reading to the "after" reading, both included, in time order
     */
    public static List<CpuUse> cpu(List<String> roles, List<ResourceSample> series, Windows w) {
        if (series.isEmpty()) {
            return List.of();
        }
        ResourceSample before = series.get(0);
        ResourceSample after = series.get(series.size() - 1);
        List<ResourceSample> all = series;
        List<CpuUse> uses = new ArrayList<>();
        for (String role : roles) {
            Reading first =
                    reading(all, role, before.processes().containsKey(role) ? before.at() : w.loadStart(), true);
            Reading last = reading(all, role, after.at(), false);
            if (first == null || last == null) {
                continue;
            }
            long cpu = last.cpu() - first.cpu();
            uses.add(new CpuUse(
                    role,
                    cpu,
                    percent(all, role, w.loadStart(), w.loadEnd()),
                    w.messages() == 0 ? 0 : (double) cpu / w.messages(),
                    perMessage(all, role, w.holdStart(), w.holdEnd(), w.holdMessages())));
        }
        return uses;
    }

    /** Share of all CPUs busy over the load window, in percent of the machine (100 = every core busy). */
    public static double machineBusy(
            List<ResourceSample> series, ResourceSample before, ResourceSample after, long loadStart, long loadEnd) {
        ResourceSample start = atOrBefore(series, loadStart, before);
        ResourceSample end = atOrAfter(series, loadEnd, after);
        return end.machine().busyPercentSince(start.machine());
    }

    private record Reading(long at, long cpu) {}

    /**
     * The role's reading closest to {@code at}: at or after it for the start of a window (a process started
     * later counts from its first reading), at or before it for the end (one that ended counts to its last).
     */
    private static Reading reading(List<ResourceSample> all, String role, long at, boolean start) {
        Reading lastBefore = null;
        Reading firstAfter = null;
        for (ResourceSample sample : all) {
            ProcessReading reading = sample.processes().get(role);
            if (reading == null) {
                continue;
            }
            Reading candidate = new Reading(sample.at(), reading.cpuMillis());
            if (start ? sample.at() <= at : sample.at() < at) {
                lastBefore = candidate;
            } else if (firstAfter == null) {
                firstAfter = candidate;
            }
        }
        if (start) {
            return lastBefore != null ? lastBefore : firstAfter;
        }
        return firstAfter != null ? firstAfter : lastBefore;
    }

    private static double percent(List<ResourceSample> all, String role, long from, long to) {
        Reading a = reading(all, role, from, true);
        Reading b = reading(all, role, to, false);
        return a == null || b == null || b.at() <= a.at()
                ? Double.NaN
                : 100.0 * (b.cpu() - a.cpu()) / (b.at() - a.at());
    }

    private static double perMessage(List<ResourceSample> all, String role, long from, long to, long messages) {
        Reading a = reading(all, role, from, true);
        Reading b = reading(all, role, to, false);
        return a == null || b == null || b.at() <= a.at() || messages == 0
                ? Double.NaN
                : (double) (b.cpu() - a.cpu()) / messages;
    }

    static ResourceSample atOrBefore(List<ResourceSample> series, long at, ResourceSample fallback) {
        ResourceSample found = fallback;
        for (ResourceSample sample : series) {
            if (sample.at() <= at) {
                found = sample;
            }
        }
        return found;
    }

    static ResourceSample atOrAfter(List<ResourceSample> series, long at, ResourceSample fallback) {
        for (ResourceSample sample : series) {
            if (sample.at() >= at) {
                return sample;
            }
        }
        return fallback;
    }
}
