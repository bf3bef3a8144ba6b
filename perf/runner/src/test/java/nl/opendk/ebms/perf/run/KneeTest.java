package nl.opendk.ebms.perf.run;

import static nl.opendk.ebms.perf.testing.StepResults.step;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import nl.opendk.ebms.perf.result.StepResult;
import org.junit.jupiter.api.Test;

class KneeTest {

    private static final Duration LIMIT = Duration.ofSeconds(1);

    @Test
    void theKneeIsTheLastStepBeforeTheFirstThatDidNotHold() {
        List<StepResult> results = List.of(
                step().p99(40).build(),
                step().p99(300).build(),
                step().p99(1_500).build());

        Knee.Result knee = Knee.of(List.of(500.0, 1000.0, 1500.0), results, LIMIT);

        assertThat(knee.held()).isEqualTo(1000.0);
        assertThat(knee.failedAt()).isEqualTo(1500.0);
        assertThat(knee.reason()).isEqualTo("p99 1500 ms > 1000 ms");
    }

    @Test
    void errorsDelayedSendsAndMissingPongsEachEndTheSweep() {
        assertThat(Knee.failure(step().errors(2).build(), LIMIT)).isEqualTo("2 errors");
        assertThat(Knee.failure(step().lagP99(2_000).build(), LIMIT)).startsWith("sends delayed by up to 2000 ms");
        assertThat(Knee.failure(step().missingPongs(1).build(), LIMIT)).startsWith("1 Pongs missing");
        assertThat(Knee.failure(step().samples(10, 20).build(), LIMIT)).isEqualTo("only 10 of 20 messages sent");
        assertThat(Knee.failure(step().build(), LIMIT)).isNull();
    }

    @Test
    void whenEveryStepHoldsThereIsNoFailingRate() {
        Knee.Result knee = Knee.of(List.of(250.0, 500.0), List.of(step().build(), step().build()), LIMIT);

        assertThat(knee.held()).isEqualTo(500.0);
        assertThat(knee.failedAt()).isNaN();
        assertThat(RateSweep.describe(knee))
                .isEqualTo("held up to 500/s, and every step held: raise --rates to find the knee");
    }

    @Test
    void whenTheFirstStepFailsNothingHeld() {
        Knee.Result knee = Knee.of(List.of(250.0), List.of(step().errors(1).build()), LIMIT);

        assertThat(knee.held()).isNaN();
        assertThat(RateSweep.describe(knee)).isEqualTo("no step held; 250/s did not: 1 errors");
    }
}
