package nl.opendk.ebms.service.observe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Operators and their alerting find log lines by id, so an id, once given, keeps its event: renumbering or renaming
 * one fails here. A new event gets the next free id in 3000-3999 and a line in GIVEN.
 */
class FlowLogEventTest {

    private static final String GIVEN =
            """
            3001 REQUEST_REFUSED
            3002 STORE_UNAVAILABLE
            3003 STORE_REFUSED
            3004 RECEIVE_FAILED
            3101 SEND_LEASE_PASSED
            3102 SEND_FAILED_UNPREPARED
            3103 SEND_TAKEN_OVER
            3104 OUTGOING_ENDED
            3105 OUTGOING_QUEUED
            3201 DELIVERY_TAKEN_OVER
            3202 DELIVERY_FAILED_UNPREPARED
            3203 DELIVERY_REFUSED
            3204 DELIVERY_NO_ENDPOINT
            3301 EVENT_FAILED_UNPREPARED
            3302 EVENT_REFUSED
            3401 CPA_UNUSABLE
            3402 CPAS_LOADED
            3403 WUS_SERVICE_UNUSABLE
            3404 WUS_SERVICES_LOADED
            3405 EXPIRING
            3501 PURGED
            3601 REST_REFUSED
            3602 REST_FAILED
            3701 WUS_BACKEND_FAILED
            3702 WUS_PARTNER_FAILED
            3703 WUS_CALL_NOT_RECORDED
            3704 WUS_FAILED
            3801 GB_FILE_PUBLISHED
            3802 GB_FILE_SERVED
            3803 GB_FILE_REFUSED
            3804 GB_DOWNLOAD_COMPLETE
            3805 GB_DOWNLOAD_RETRY
            3806 GB_DOWNLOAD_FAILED
            3807 GB_FILES_PURGED
            3808 GB_FILE_PUT
            3809 GB_PUSH_CHECKED
            3810 GB_PUSH_RESPONSE_REFUSED
            3811 GB_UPLOAD_SENT
            3812 GB_UPLOAD_RETRY
            3813 GB_UPLOAD_FAILED
            3814 GB_PUSH_ANSWERED
            """;

    @Test
    void everyEventKeepsTheIdItWasGiven() {
        assertThat(Arrays.stream(FlowLogEvent.values()).map(event -> event.id() + " " + event.name()))
                .containsExactlyInAnyOrderElementsOf(GIVEN.lines().toList());
    }

    @Test
    void idsAreUniqueInTheirRangeAndEveryEventSaysWhatItMeans() {
        assertThat(Arrays.stream(FlowLogEvent.values()).map(FlowLogEvent::id))
                .doesNotHaveDuplicates()
                .allMatch(id -> id > 3000 && id < 4000);
        assertThat(FlowLogEvent.values())
                .allSatisfy(event -> assertThat(event.meaning()).isNotBlank());
        assertThat(FlowLogEvent.values()[0].line("text")).isEqualTo("EBMS-" + FlowLogEvent.values()[0].id() + " text");
    }
}
