package nl.opendk.ebms.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Operators and their alerting find log lines by id, so an id, once given, keeps its event: renumbering or renaming
 * one fails here. A new event gets the next free id in 2000-2999 and a line in GIVEN.
 */
class DatabaseLogEventTest {

    private static final String GIVEN =
            """
            2001 DATABASE_OPENED
            2002 SCHEMA_CURRENT
            2003 SCHEMA_MIGRATED
            2004 EMBEDDED_STARTED
            2005 EMBEDDED_STOPPED
            2006 EMBEDDED_ACCOUNT_MADE
            2101 ATTEMPT_RECORDED_LATE
            2102 ATTEMPT_NOT_RECORDED_YET
            2103 ATTEMPT_NOT_RECORDED
            """;

    @Test
    void everyEventKeepsTheIdItWasGiven() {
        assertThat(Arrays.stream(DatabaseLogEvent.values()).map(event -> event.id() + " " + event.name()))
                .containsExactlyInAnyOrderElementsOf(GIVEN.lines().toList());
    }

    @Test
    void idsAreUniqueInTheirRangeAndEveryEventSaysWhatItMeans() {
        assertThat(Arrays.stream(DatabaseLogEvent.values()).map(DatabaseLogEvent::id))
                .doesNotHaveDuplicates()
                .allMatch(id -> id > 2000 && id < 3000);
        assertThat(DatabaseLogEvent.values())
                .allSatisfy(event -> assertThat(event.meaning()).isNotBlank());
        assertThat(DatabaseLogEvent.values()[0].line("text"))
                .isEqualTo("EBMS-" + DatabaseLogEvent.values()[0].id() + " text");
    }
}
