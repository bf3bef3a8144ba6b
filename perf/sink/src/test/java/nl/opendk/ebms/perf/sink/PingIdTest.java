package nl.opendk.ebms.perf.sink;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PingIdTest {

    @Test
    void readsTheIdTheJmeterPlanWrites() {
        String written = "r20261122t0205a.s07.6a1f0c3e-1b2d-4c5e-9f00-0123456789ab.1795312345678@perf.test";

        PingId id = PingId.parse(written).orElseThrow();

        assertThat(id.run()).isEqualTo("r20261122t0205a");
        assertThat(id.stream()).isEqualTo("s07");
        assertThat(id.unique()).isEqualTo("6a1f0c3e-1b2d-4c5e-9f00-0123456789ab");
        assertThat(id.sentAtMillis()).isEqualTo(1795312345678L);
        assertThat(id.conversationId()).isEqualTo("r20261122t0205a.s07");
        assertThat(id.messageId()).isEqualTo(written);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "r1.s07.uuid.123@other.test",
                "r1.s07.uuid@perf.test",
                "r1.s07.uuid.notanumber@perf.test",
                "r1..uuid.123@perf.test",
                "r1.s07.uuid.123.4@perf.test",
                ""
            })
    void refusesIdsOfAnotherForm(String messageId) {
        assertThat(PingId.parse(messageId)).isEmpty();
    }

    @Test
    void refusesNull() {
        assertThat(PingId.parse(null)).isEmpty();
    }
}
