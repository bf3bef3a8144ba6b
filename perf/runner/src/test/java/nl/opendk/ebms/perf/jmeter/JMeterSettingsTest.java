package nl.opendk.ebms.perf.jmeter;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JMeterSettingsTest {

    /** Renewing every connection at once each minute put a mutual TLS handshake storm into the signed runs. */
    @Test
    void connectionsLiveForTheWholeRun() {
        Map<String, String> settings = JMeter.withResultSettings(Map.of());

        assertThat(settings).containsEntry("httpclient.reset_state_on_thread_group_iteration", "false");
        assertThat(Long.parseLong(settings.get("httpclient4.time_to_live")))
                .isGreaterThanOrEqualTo(Duration.ofHours(2).toMillis());
    }
}
