package nl.opendk.ebms.component.observe;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import nl.opendk.ebms.db.wus.WusDirection;
import nl.opendk.ebms.db.wus.WusExchangeStatus;
import org.junit.jupiter.api.Test;

/** Every WUS call is timed by direction, service, operation and outcome; unmatched calls add no series. */
class WusMetricsTest {

    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final WusMetrics metrics = new WusMetrics(registry);

    @Test
    void callsAreTimedByDirectionServiceOperationAndOutcome() {
        metrics.called(WusDirection.PROVIDE, "brp", "ZoekPersoon", WusExchangeStatus.ANSWERED, Duration.ofMillis(12));
        metrics.called(WusDirection.PROVIDE, "brp", "ZoekPersoon", WusExchangeStatus.ANSWERED, Duration.ofMillis(8));
        metrics.called(WusDirection.CONSUME, "kvk", "Zoek", WusExchangeStatus.PARTNER_FAILED, Duration.ofSeconds(30));

        Timer answered = registry.get("ebms.wus.call.duration")
                .tags("direction", "provide", "service", "brp", "operation", "ZoekPersoon", "outcome", "answered")
                .timer();
        assertThat(answered.count()).isEqualTo(2);
        assertThat(answered.totalTime(java.util.concurrent.TimeUnit.MILLISECONDS))
                .isEqualTo(20);
        assertThat(registry.get("ebms.wus.call.duration")
                        .tags("direction", "consume", "outcome", "partner_failed")
                        .timer()
                        .count())
                .isEqualTo(1);
    }

    @Test
    void aCallThatMatchedNoServiceCountsAsNone() {
        metrics.called(WusDirection.PROVIDE, null, null, WusExchangeStatus.REJECTED, Duration.ofMillis(1));

        assertThat(registry.get("ebms.wus.call.duration")
                        .tags("service", "none", "operation", "none", "outcome", "rejected")
                        .timer()
                        .count())
                .isEqualTo(1);
    }
}
