package nl.opendk.ebms.perf.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import nl.opendk.ebms.perf.result.PhaseStats;
import nl.opendk.ebms.perf.stats.LatencySummary;
import org.junit.jupiter.api.Test;

/** The signed target is judged per phase of a stepped ramp: the highest rate that held. */
class SignedTargetTest {

    @Test
    void theHighestPhaseThatHeldCounts() {
        List<PhaseStats> phases = List.of(
                phase("ramp 100/s", 100, 99.5, 0, 40, 0),
                phase("ramp 200/s", 200, 199.0, 0, 180, 2),
                phase("ramp 300/s", 300, 298.0, 0, 260, 3),
                phase("hold 400/s", 400, 390.0, 0, 900, 1200));

        assertThat(Targets.highestHeld(phases, Duration.ofMillis(250)).name()).isEqualTo("ramp 200/s");
    }

    @Test
    void ofTwoPhasesAtTheSameRateTheHoldCounts() {
        List<PhaseStats> phases =
                List.of(phase("ramp 200/s", 200, 207, 0, 160, 0), phase("hold 200/s", 200, 200.4, 0, 32, 0));

        assertThat(Targets.highestHeld(phases, Duration.ofMillis(250)).name()).isEqualTo("hold 200/s");
    }

    @Test
    void errorsAFallingBehindJMeterOrMissingAnswersDoNotHold() {
        assertThat(Targets.highestHeld(List.of(phase("errors", 200, 199, 1, 20, 0)), Duration.ofMillis(250)))
                .isNull();
        assertThat(Targets.highestHeld(List.of(phase("lag", 200, 199, 0, 20, 300)), Duration.ofMillis(250)))
                .isNull();
        assertThat(Targets.highestHeld(List.of(phase("short", 200, 180, 0, 20, 0)), Duration.ofMillis(250)))
                .isNull();
    }

    private static PhaseStats phase(String name, double offered, double achieved, long errors, long p99, long lagP99) {
        return new PhaseStats(
                name,
                offered,
                1000,
                1000,
                errors,
                achieved,
                new LatencySummary(1000, 1, p99 / 4.0, p99 / 4, p99 / 2, p99, p99 + 10),
                new LatencySummary(1000, 0, lagP99 / 4.0, 0, lagP99 / 2, lagP99, lagP99 + 5),
                0,
                1000);
    }
}
