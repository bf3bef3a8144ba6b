package nl.opendk.ebms.perf.machine;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class HandOffCostTest {

    @Test
    void theSleeperIsCountedAndTheWakersBusyPauseIsNot() {
        Duration pause = Duration.ofMillis(1);

        HandOffCost.Reading reading = HandOffCost.measure(pause, 50);

        // the sleeper ran for every item it took, so its CPU is never nothing
        assertThat(reading.sleeperMicros()).isPositive();
        // the waker spun a whole millisecond before each item; counted, that alone would be 1,000 µs an item. What is
        // left is one wake-up, which costs no machine anywhere near a millisecond.
        assertThat(reading.wakerMicros()).isLessThan(pause.toNanos() / 1000.0 / 2);
    }
}
