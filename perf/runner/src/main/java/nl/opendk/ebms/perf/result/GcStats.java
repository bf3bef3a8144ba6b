package nl.opendk.ebms.perf.result;

import java.util.List;
import nl.opendk.ebms.perf.resource.GcPause;

/**
 * The adapter's stop-the-world GC pauses within a step's window.
 *
 * @param pausedPercent the pauses' total as a share of the window's wall time
 */
public record GcStats(int pauses, double totalMillis, double maxMillis, double pausedPercent, double perMinute) {

    public static GcStats of(List<GcPause> pauses, long from, long to) {
        List<GcPause> inside =
                pauses.stream().filter(p -> p.at() >= from && p.at() <= to).toList();
        double total = inside.stream().mapToDouble(GcPause::millis).sum();
        double max = inside.stream().mapToDouble(GcPause::millis).max().orElse(0);
        double window = Math.max(1, to - from);
        return new GcStats(inside.size(), total, max, 100.0 * total / window, inside.size() / (window / 60_000.0));
    }
}
