package nl.opendk.ebms.protocol.security.sign;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Operators and their alerting find log lines by id, so an id, once given, keeps its event: renumbering or renaming
 * one fails here. A new event gets the next free id in 1000-1999 and a line in GIVEN.
 */
class ProtocolLogEventTest {

    private static final String GIVEN = """
            1001 XPATH_TRANSFORM_KEPT
            """;

    @Test
    void everyEventKeepsTheIdItWasGiven() {
        assertThat(Arrays.stream(ProtocolLogEvent.values()).map(event -> event.id() + " " + event.name()))
                .containsExactlyInAnyOrderElementsOf(GIVEN.lines().toList());
    }

    @Test
    void idsAreUniqueInTheirRangeAndEveryEventSaysWhatItMeans() {
        assertThat(Arrays.stream(ProtocolLogEvent.values()).map(ProtocolLogEvent::id))
                .doesNotHaveDuplicates()
                .allMatch(id -> id > 1000 && id < 2000);
        assertThat(ProtocolLogEvent.values())
                .allSatisfy(event -> assertThat(event.meaning()).isNotBlank());
        assertThat(ProtocolLogEvent.values()[0].line("text"))
                .isEqualTo("EBMS-" + ProtocolLogEvent.values()[0].id() + " text");
    }
}
