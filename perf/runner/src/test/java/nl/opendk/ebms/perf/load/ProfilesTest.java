package nl.opendk.ebms.perf.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class ProfilesTest {

    @Test
    void nominalRampsInStepsOfFiftyOverAMinuteThenHoldsTwoHundred() {
        OpenLoad nominal = Profiles.nominal(Profiles.RAMP, Profiles.HOLD, ArrivalKind.POISSON);

        assertThat(nominal.streams()).isEqualTo(20);
        assertThat(nominal.phases())
                .extracting(Phase::name, Phase::rate, Phase::length)
                .containsExactly(
                        tuple("ramp 50/s", 50.0, Duration.ofSeconds(15)),
                        tuple("ramp 100/s", 100.0, Duration.ofSeconds(15)),
                        tuple("ramp 150/s", 150.0, Duration.ofSeconds(15)),
                        tuple("ramp 200/s", 200.0, Duration.ofSeconds(15)),
                        tuple("hold 200/s", 200.0, Duration.ofMinutes(30)));
        assertThat(nominal.length()).isEqualTo(Duration.ofMinutes(31));
    }

    @Test
    void peakRampsInStepsOfAHundredToFiveHundred() {
        OpenLoad peak = Profiles.peak(Profiles.RAMP, Duration.ofMinutes(5), ArrivalKind.EVEN);

        assertThat(peak.phases()).extracting(Phase::rate).containsExactly(100.0, 200.0, 300.0, 400.0, 500.0, 500.0);
        assertThat(peak.phases().get(0).length()).isEqualTo(Duration.ofSeconds(12));
        assertThat(peak.maxRate()).isEqualTo(500.0);
        assertThat(peak.arrivals()).isEqualTo(ArrivalKind.EVEN);
    }

    @Test
    void aTargetThatIsNotAWholeNumberOfStepsIsRefused() {
        assertThatThrownBy(() -> Profiles.stepped(220, 50, Profiles.RAMP, Profiles.HOLD, ArrivalKind.POISSON))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void ratesReadAsPerSecond() {
        assertThat(Profiles.rate(200)).isEqualTo("200/s");
        assertThat(Profiles.rate(2.5)).isEqualTo("2.5/s");
    }
}
