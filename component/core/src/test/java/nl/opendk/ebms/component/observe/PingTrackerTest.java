package nl.opendk.ebms.component.observe;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class PingTrackerTest {

    private static final Instant T0 = Instant.parse("2026-03-01T12:00:00Z");

    private final PingTracker tracker = new PingTracker();

    @Test
    void aPongIsMatchedOnceToItsPing() {
        tracker.sent("ping@us", "cpa-1", T0);

        assertThat(tracker.answered("ping@us", T0.plusSeconds(1))).hasValue(new PingTracker.SentPing("cpa-1", T0));
        assertThat(tracker.answered("ping@us", T0.plusSeconds(2))).isEmpty();
        assertThat(tracker.answered(null, T0)).isEmpty();
    }

    @Test
    void oldAndExcessPingsAreForgotten() {
        tracker.sent("old@us", "cpa-1", T0);
        assertThat(tracker.answered("old@us", T0.plus(Duration.ofHours(2)))).isEmpty();

        for (int i = 0; i <= PingTracker.MAX_PENDING; i++) {
            tracker.sent("ping-" + i + "@us", "cpa-1", T0);
        }
        assertThat(tracker.answered("ping-0@us", T0)).isEmpty();
        assertThat(tracker.answered("ping-" + PingTracker.MAX_PENDING + "@us", T0))
                .isPresent();
    }
}
