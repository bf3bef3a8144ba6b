package nl.opendk.ebms.perf.result;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.perf.jmeter.Sample;
import nl.opendk.ebms.perf.resource.GcPause;
import nl.opendk.ebms.perf.resource.MachineTicks;
import nl.opendk.ebms.perf.resource.ResourceSample;
import nl.opendk.ebms.perf.resource.ResourceSample.ProcessReading;
import nl.opendk.ebms.perf.result.StepSeries.Point;
import org.junit.jupiter.api.Test;

class StepSeriesTest {

    @Test
    void intervalsOfAtLeastTwoSecondsAndAboutTwoHundredFortyPoints() {
        assertThat(StepSeries.bucketMillis(0, 80_000)).isEqualTo(2_000);
        assertThat(StepSeries.bucketMillis(0, 31 * 60_000)).isEqualTo(8_000);
    }

    @Test
    void ratesAndPercentilesPerInterval() {
        List<Sample> samples = new ArrayList<>();
        // interval 0 (0-2 s): 10 arrivals due, 10 answered in 5..14 ms; interval 1 (2-4 s): 20 due, 19 answered, 1
        // error
        for (int i = 0; i < 10; i++) {
            samples.add(sample(100 * i, 100 * i, 5 + i, true));
        }
        for (int i = 0; i < 20; i++) {
            samples.add(sample(2_000 + 50 * i, 2_000 + 50 * i, 20 + i, i != 7));
        }

        StepSeries series = StepSeries.of(samples, List.of(), List.of(), List.of(), 0, 4_000);

        assertThat(series.offered()).containsExactly(new Point(0, 5.0), new Point(2_000, 10.0));
        assertThat(series.achieved()).containsExactly(new Point(0, 5.0), new Point(2_000, 9.5));
        assertThat(series.p50()).containsExactly(new Point(0, 9), new Point(2_000, 29));
        assertThat(series.p99()).containsExactly(new Point(0, 14), new Point(2_000, 39));
    }

    @Test
    void theClosedModelOffersNoRateAndAnIntervalWithoutAnswersIsAGap() {
        List<Sample> samples = List.of(sample(100, -1, 10, true), sample(4_100, -1, 10, true));

        StepSeries series = StepSeries.of(samples, List.of(), List.of(), List.of(), 0, 6_000);

        assertThat(series.offered()).isEmpty();
        assertThat(series.p99()).extracting(Point::value).containsExactly(10.0, Double.NaN, 10.0);
    }

    @Test
    void cpuPerRoleAndHeapAfterEachPauseInTheLoad() {
        List<ResourceSample> readings = List.of(reading(0, 0), reading(2_000, 1_000), reading(4_000, 3_000));
        List<GcPause> pauses = List.of(
                new GcPause(-500, "Pause Young", 60, 20, 1024, 2),
                new GcPause(1_500, "Pause Young", 70, 30, 1024, 2),
                new GcPause(3_500, "Pause Young", 80, 40, 1024, 2));

        StepSeries series = StepSeries.of(List.of(), readings, pauses, List.of("adapter"), 0, 4_000);

        assertThat(series.cpu()).containsOnlyKeys("adapter");
        assertThat(series.cpu().get("adapter").get(0).value()).isCloseTo(50.0, within(1e-9));
        assertThat(series.cpu().get("adapter").get(1).value()).isCloseTo(100.0, within(1e-9));
        assertThat(series.heapAfterGc()).containsExactly(new Point(1_500, 30), new Point(3_500, 40));
    }

    private static Sample sample(long start, long dueAt, int elapsed, boolean success) {
        return new Sample(
                start,
                elapsed,
                "ping",
                success ? "204" : "500",
                success,
                success ? null : "500",
                0,
                "s01",
                start,
                start,
                dueAt,
                "hold",
                -1);
    }

    private static ResourceSample reading(long at, long adapterCpu) {
        return new ResourceSample(at, Map.of("adapter", new ProcessReading(adapterCpu, 1024)), new MachineTicks(0, 0));
    }
}
