package nl.opendk.ebms.console.observe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Operators and their alerting find log lines by id, so an id, once given, keeps its event: renumbering or renaming
 * one fails here. A new event gets the next free id in 5000-5999 and a line in GIVEN.
 */
class ConsoleLogEventTest {

    private static final String GIVEN =
            """
            5001 FIRST_RUN_ACCOUNT
            5002 ADMIN_USERS
            5003 SIGNED_IN
            5004 SIGN_IN_REFUSED
            5101 CPA_SAVED
            5102 CPA_DELETED
            5103 MESSAGE_REQUEUED
            5104 PING_QUEUED
            5105 WUS_SERVICE_SAVED
            5106 WUS_SERVICE_DELETED
            5201 HAWTIO_STARTED
            5202 HAWTIO_UNREACHABLE
            5203 HAWTIO_STOP_UNCLEAN
            5204 HAWTIO_START_FAILED
            """;

    @Test
    void everyEventKeepsTheIdItWasGiven() {
        assertThat(Arrays.stream(ConsoleLogEvent.values()).map(event -> event.id() + " " + event.name()))
                .containsExactlyInAnyOrderElementsOf(GIVEN.lines().toList());
    }

    @Test
    void idsAreUniqueInTheirRangeAndEveryEventSaysWhatItMeans() {
        assertThat(Arrays.stream(ConsoleLogEvent.values()).map(ConsoleLogEvent::id))
                .doesNotHaveDuplicates()
                .allMatch(id -> id > 5000 && id < 6000);
        assertThat(ConsoleLogEvent.values())
                .allSatisfy(event -> assertThat(event.meaning()).isNotBlank());
        assertThat(ConsoleLogEvent.values()[0].line("text"))
                .isEqualTo("EBMS-" + ConsoleLogEvent.values()[0].id() + " text");
    }
}
