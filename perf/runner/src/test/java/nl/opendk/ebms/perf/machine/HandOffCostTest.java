package nl.opendk.ebms.perf.machine;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class HandOffCostTest {

    @Test
    void theSleeperTakesEveryItemAndItsCpuIsSpreadOverThem() {
        HandOffCost.Reading reading = HandOffCost.measure(Duration.ofNanos(50_000), 200);

        assertThat(reading.items()).isEqualTo(200);
        assertThat(reading.pause()).isEqualTo(Duration.ofNanos(50_000));
        // the sleeper ran for every item it took, so its CPU is never nothing; no bound on how much (no timing here)
        assertThat(reading.sleeperMicros()).isPositive();
        assertThat(reading.totalMicros()).isEqualTo(reading.wakerMicros() + reading.sleeperMicros());
    }
}
