package nl.opendk.ebms.console.observe;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.Test;

class QueueGaugesTest {

    private final MutableClock clock = new MutableClock(Instant.parse("2026-03-01T12:00:00Z"));
    private final AtomicInteger reads = new AtomicInteger();
    private final QueueGauges gauges = new QueueGauges(
            "ebms.outbox",
            "waiting",
            () -> new QueueGauges.Reading(
                    reads.incrementAndGet() * 10L, Optional.of(Instant.parse("2026-03-01T11:59:00Z")), clock.instant()),
            clock,
            Duration.ofSeconds(5));

    @Test
    void theQueueIsCountedAtMostOncePerCachePeriod() {
        SimpleMeterRegistry meters = new SimpleMeterRegistry();
        gauges.register(meters);

        assertThat(meters.get("ebms.outbox.depth").gauge().value()).isEqualTo(10.0);
        assertThat(meters.get("ebms.outbox.oldest.age").gauge().value()).isEqualTo(60.0);
        clock.advance(Duration.ofSeconds(4));
        assertThat(meters.get("ebms.outbox.depth").gauge().value()).isEqualTo(10.0);
        assertThat(reads).hasValue(1);
        clock.advance(Duration.ofSeconds(2));
        assertThat(meters.get("ebms.outbox.depth").gauge().value()).isEqualTo(20.0);
        assertThat(reads).hasValue(2);
    }
}
