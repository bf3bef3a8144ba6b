package nl.opendk.ebms.console.observe;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.function.Supplier;
import nl.opendk.ebms.db.outbox.Outbox;

/**
 * The outbox depth and the age of its oldest message as gauges. Both are queries (a COUNT and a MIN), so they
 * are read at most once per {@code cacheFor}, however often Prometheus scrapes or the dashboard asks.
 */
public final class OutboxGauges {

    /** One reading of the outbox. */
    public record Reading(long depth, Optional<Instant> oldest, Instant readAt) {}

    private final Supplier<Reading> source;
    private final Clock clock;
    private final Duration cacheFor;
    private volatile Reading last;

    public OutboxGauges(Outbox outbox, Clock clock, Duration cacheFor) {
        this(() -> new Reading(outbox.depth(), outbox.oldestQueued(), clock.instant()), clock, cacheFor);
    }

    OutboxGauges(Supplier<Reading> source, Clock clock, Duration cacheFor) {
        this.source = source;
        this.clock = clock;
        this.cacheFor = cacheFor;
    }

    public void register(MeterRegistry registry) {
        Gauge.builder("ebms.outbox.depth", this, gauges -> gauges.read().depth())
                .description("Outgoing messages waiting or being sent (QUEUED + SENDING)")
                .register(registry);
        Gauge.builder("ebms.outbox.oldest.age", this, OutboxGauges::oldestAgeSeconds)
                .description("Age of the oldest outgoing message still waiting, 0 when the outbox is empty")
                .baseUnit("seconds")
                .register(registry);
    }

    /** The latest reading, taken again when older than the cache time. */
    public synchronized Reading read() {
        Reading current = last;
        if (current == null || current.readAt().plus(cacheFor).isBefore(clock.instant())) {
            current = source.get();
            last = current;
        }
        return current;
    }

    private double oldestAgeSeconds() {
        Reading reading = read();
        return reading.oldest()
                .map(oldest -> Duration.between(oldest, reading.readAt()).toMillis() / 1000.0)
                .orElse(0.0);
    }
}
