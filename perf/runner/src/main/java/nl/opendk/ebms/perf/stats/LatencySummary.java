package nl.opendk.ebms.perf.stats;

import java.util.Arrays;

/**
 * Count, minimum, mean, p50, p90, p99 and maximum of a set of durations in milliseconds (nearest-rank percentiles,
 * see {@link Percentiles}). An empty set has count 0 and zeros elsewhere.
 */
public record LatencySummary(long count, long min, double mean, long p50, long p90, long p99, long max) {

    public static final LatencySummary EMPTY = new LatencySummary(0, 0, 0, 0, 0, 0, 0);

    /** Summarises the values; the array is sorted in place. */
    public static LatencySummary of(long[] values) {
        if (values.length == 0) {
            return EMPTY;
        }
        Arrays.sort(values);
        double sum = 0;
        for (long value : values) {
            sum += value;
        }
        return new LatencySummary(
                values.length,
                values[0],
                sum / values.length,
                Percentiles.nearestRank(values, 50),
                Percentiles.nearestRank(values, 90),
                Percentiles.nearestRank(values, 99),
                values[values.length - 1]);
    }
}
