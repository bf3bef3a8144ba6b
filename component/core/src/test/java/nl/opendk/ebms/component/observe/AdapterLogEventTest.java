package nl.opendk.ebms.component.observe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Operators and their alerting find log lines by id, so an id, once given, keeps its event: renumbering or renaming
 * one fails here. A new event gets the next free id in 4000-4999 and a line in GIVEN.
 */
class AdapterLogEventTest {

    private static final String GIVEN =
            """
            4001 START_FAILED
            4002 NODE_STARTING
            4003 LEASES_TAKEN_BACK
            4004 PLAIN_HTTP
            4005 TLS_SERVER
            4006 BODY_TOO_LARGE
            4007 REQUEST_UNREADABLE
            4008 VERSION
            4009 DEMO
            4010 SECURITY_RELOADED
            4011 SECURITY_RELOAD_FAILED
            4012 GB_DIRECTORY_NOT_WRITABLE
            4013 GB_DROP_REFUSED
            4101 JMS_BROKER
            4201 METRICS_NOT_RECORDED
            """;

    @Test
    void everyEventKeepsTheIdItWasGiven() {
        assertThat(Arrays.stream(AdapterLogEvent.values()).map(event -> event.id() + " " + event.name()))
                .containsExactlyInAnyOrderElementsOf(GIVEN.lines().toList());
    }

    @Test
    void idsAreUniqueInTheirRangeAndEveryEventSaysWhatItMeans() {
        assertThat(Arrays.stream(AdapterLogEvent.values()).map(AdapterLogEvent::id))
                .doesNotHaveDuplicates()
                .allMatch(id -> id > 4000 && id < 5000);
        assertThat(AdapterLogEvent.values())
                .allSatisfy(event -> assertThat(event.meaning()).isNotBlank());
        assertThat(AdapterLogEvent.values()[0].line("text"))
                .isEqualTo("EBMS-" + AdapterLogEvent.values()[0].id() + " text");
    }
}
