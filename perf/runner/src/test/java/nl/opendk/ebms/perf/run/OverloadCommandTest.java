package nl.opendk.ebms.perf.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import nl.opendk.ebms.perf.load.ArrivalKind;
import nl.opendk.ebms.perf.load.OpenLoad;
import nl.opendk.ebms.perf.load.Phase;
import org.junit.jupiter.api.Test;

class OverloadCommandTest {

    @Test
    void theReturnToTheNormalRateIsMeasuredInPhasesOfFiveSeconds() {
        OpenLoad load = OverloadCommand.load(1000, 4000, Duration.ofSeconds(12), ArrivalKind.EVEN);

        assertThat(load.phases())
                .extracting(Phase::name)
                .containsExactly(
                        "before 1000/s", "overload 4000/s", "after 0 to 5 s", "after 5 to 10 s", "after 10 to 12 s");
        assertThat(load.phases()).extracting(Phase::rate).containsExactly(1000.0, 4000.0, 1000.0, 1000.0, 1000.0);
        assertThat(load.phases().get(4).length()).isEqualTo(Duration.ofSeconds(2));
    }
}
