package nl.opendk.ebms.perf.result;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.perf.jmeter.Sample;
import nl.opendk.ebms.perf.load.ArrivalKind;
import nl.opendk.ebms.perf.load.ClosedLoad;
import nl.opendk.ebms.perf.load.OpenLoad;
import nl.opendk.ebms.perf.load.Phase;
import org.junit.jupiter.api.Test;

class LoadAnalysisTest {

    private static final OpenLoad OPEN = new OpenLoad(
            List.of(
                    new Phase("ramp 50/s", 50, Duration.ofSeconds(10)),
                    new Phase("hold 100/s", 100, Duration.ofSeconds(20))),
            20,
            ArrivalKind.POISSON,
            Duration.ofSeconds(3));

    @Test
    void ratesArePerPhaseOverTheConfiguredLength() {
        List<Sample> samples = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            samples.add(sample(1_000 + i * 20L, 10, true, "ramp 50/s", 2));
        }
        for (int i = 0; i < 2000; i++) {
            samples.add(sample(11_000 + i * 9L, i % 50 == 0 ? 900 : 20, i % 400 != 0, "hold 100/s", 4));
        }

        List<PhaseStats> phases = LoadAnalysis.phases(samples, OPEN, new long[] {500, 2000});
        PhaseStats total = LoadAnalysis.total(samples, OPEN, new long[] {500, 2000});

        assertThat(phases.get(0).achievedRate()).isCloseTo(50.0, within(1e-9));
        assertThat(phases.get(0).offeredRate()).isEqualTo(50.0);
        PhaseStats hold = phases.get(1);
        assertThat(hold.samples()).isEqualTo(2000);
        assertThat(hold.errors()).isEqualTo(5);
        assertThat(hold.errorPercent()).isCloseTo(0.25, within(1e-9));
        assertThat(hold.achievedRate()).isCloseTo(1995 / 20.0, within(1e-9));
        assertThat(hold.latency().p99()).isEqualTo(900);
        assertThat(hold.latency().p90()).isEqualTo(20);
        assertThat(hold.lag().max()).isEqualTo(4);
        assertThat(total.scheduled()).isEqualTo(2500);
        assertThat(total.offeredRate()).isCloseTo(2500 / 30.0, within(1e-9));
        assertThat(total.achievedRate()).isCloseTo(2495 / 30.0, within(1e-9));
    }

    @Test
    void whenJMeterFellBehindTheRateIsOverTheTimeTheSamplesTook() {
        List<Sample> late = new ArrayList<>();
        for (int i = 0; i < 3000; i++) {
            late.add(sample(1_000 + i * 20L, 10, true, "hold 100/s", i * 10L));
        }

        PhaseStats hold = LoadAnalysis.phases(late, OPEN, new long[] {0, 3000}).get(1);

        assertThat(hold.achievedRate()).isCloseTo(3000 / 59.99, within(0.01));
        assertThat(hold.lag().max()).isEqualTo(29_990);
    }

    @Test
    void theClosedModelLeavesTheRampUpOutOfTheRate() {
        ClosedLoad closed = new ClosedLoad(5, Duration.ofSeconds(20), Duration.ofSeconds(5));
        List<Sample> samples = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            samples.add(sample(i * 50L, 10, true, "Ping 5 senders", -1));
        }
        for (int i = 0; i < 1500; i++) {
            samples.add(sample(5_000 + i * 10L, 10, true, "Ping 5 senders", -1));
        }

        PhaseStats total = LoadAnalysis.total(samples, closed, new long[] {-1});

        assertThat(total.samples()).isEqualTo(1600);
        assertThat(total.achievedRate()).isCloseTo(1500 / 15.0, within(0.01));
        assertThat(total.scheduled()).isEqualTo(-1);
        assertThat(total.lag().count()).isZero();
    }

    /** A sample with a send lag; lag -1 means no schedule (closed model). */
    private static Sample sample(long start, int elapsed, boolean success, String phase, long lag) {
        return new Sample(
                start,
                elapsed,
                "Ping",
                success ? "204" : "500",
                success,
                success ? null : "500",
                0,
                "s01",
                start,
                start,
                lag < 0 ? -1 : start - lag,
                phase,
                -1);
    }
}
