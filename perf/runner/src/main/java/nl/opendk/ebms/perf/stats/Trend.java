package nl.opendk.ebms.perf.stats;

import java.util.Arrays;
import java.util.List;

/**
 * Whether a series measured over a hold stays flat: the median of its last quarter against the median of its first
 * quarter. Medians of quarters ignore single spikes and the saw-tooth of a heap between collections; a series that
 * keeps growing shows up as a last quarter above the first. "Flat" allows growth up to 10% of the first quarter
 * plus a fixed slack (16 MB for memory), because caches and JIT code still settle in the first minutes.
 *
 * @param first median of the first quarter of the values
 * @param last median of the last quarter
 * @param max the largest value
 * @param points how many values the series had
 */
public record Trend(double first, double last, double max, int points) {

    public static final double RELATIVE_SLACK = 0.10;

    /** @return the trend of the values in time order, or null when there are fewer than four */
    public static Trend of(List<Double> values) {
        if (values.size() < 4) {
            return null;
        }
        int quarter = values.size() / 4;
        double first = median(values.subList(0, quarter));
        double last = median(values.subList(values.size() - quarter, values.size()));
        double max = values.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        return new Trend(first, last, max, values.size());
    }

    public double growth() {
        return last - first;
    }

    public boolean flat(double absoluteSlack) {
        return growth() <= first * RELATIVE_SLACK + absoluteSlack;
    }

    private static double median(List<Double> values) {
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
}
