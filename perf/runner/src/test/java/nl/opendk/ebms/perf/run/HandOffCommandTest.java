package nl.opendk.ebms.perf.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import nl.opendk.ebms.perf.machine.HandOffCost;
import org.junit.jupiter.api.Test;

class HandOffCommandTest {

    @Test
    void eachReadingIsARowInMicroseconds() {
        List<List<String>> rows =
                HandOffCommand.rows(List.of(new HandOffCost.Reading(Duration.ofMillis(1), 20_000, 20.04, 13.46)));

        assertThat(rows).containsExactly(List.of("1000 µs", "20000", "20.0", "13.5", "33.5"));
    }
}
