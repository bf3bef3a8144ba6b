package nl.opendk.ebms.perf.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import nl.opendk.ebms.perf.load.MessageKind;
import org.junit.jupiter.api.Test;

/** A signed sweep or profile measures against the signed target, on a warmed-up adapter. */
class SignedSweepDefaultsTest {

    @Test
    void aSignedSweepUsesTheSignedRatesAndTheSignedLimit() {
        RateSweep sweep = new RateSweep(Arguments.parse("capacity", "--message", "signed"));

        assertThat(sweep.message()).isEqualTo(MessageKind.SIGNED);
        assertThat(sweep.p99Limit()).isEqualTo(Duration.ofMillis(250));
    }

    @Test
    void aPingSweepKeepsItsOwnLimit() {
        RateSweep sweep = new RateSweep(Arguments.parse("capacity"));

        assertThat(sweep.message()).isEqualTo(MessageKind.PING);
        assertThat(sweep.p99Limit()).isEqualTo(Duration.ofSeconds(1));
    }

    @Test
    void signedRunsWarmUpUnlessToldOtherwise() {
        assertThat(Options.warmUp(Arguments.parse("peak"), MessageKind.SIGNED, Duration.ZERO))
                .isEqualTo(Duration.ofSeconds(60));
        assertThat(Options.warmUp(Arguments.parse("peak"), MessageKind.PING, Duration.ZERO))
                .isEqualTo(Duration.ZERO);
        assertThat(Options.warmUp(Arguments.parse("peak", "--warmup", "PT0S"), MessageKind.SIGNED, Duration.ZERO))
                .isEqualTo(Duration.ZERO);
    }
}
