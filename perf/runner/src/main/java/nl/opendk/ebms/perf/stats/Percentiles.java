package nl.opendk.ebms.perf.stats;

/**
 * Percentiles by the nearest-rank method: the p-th percentile of n sorted values is the value at rank
 * ceil(p/100 * n), so it is always one of the measured values and p100 is the maximum. JMeter's dashboard
 * interpolates instead, so its figures can differ from the report's by up to one neighbouring value.
 */
public final class Percentiles {

    private Percentiles() {}

    /**
     * @param sorted values in ascending order, not empty
     * @param percent in (0, 100]
     */
    public static long nearestRank(long[] sorted, double percent) {
        if (sorted.length == 0) {
            throw new IllegalArgumentException("no values");
        }
        if (!(percent > 0 && percent <= 100)) {
            throw new IllegalArgumentException("percent must be in (0, 100], was " + percent);
        }
        int rank = (int) Math.ceil(percent / 100.0 * sorted.length);
        return sorted[Math.max(1, rank) - 1];
    }
}
