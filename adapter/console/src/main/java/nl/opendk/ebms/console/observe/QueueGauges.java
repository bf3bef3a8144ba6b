package nl.opendk.ebms.console.observe;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.function.Supplier;
import nl.opendk.ebms.db.backend.BackendQueue;
import nl.opendk.ebms.db.outbox.Outbox;

/**
 * How many messages wait in a queue and how old the oldest is, as two gauges: the outbox (waiting for a partner) and
 * the back end's backlog (received, not yet taken by the back end). Both are queries (a COUNT and a MIN), so they are
 * read at most once per {@code cacheFor}, however often Prometheus scrapes or the dashboard asks.
 */
public final class QueueGauges {

    /** One reading of the queue. */
    public record Reading(long depth, Optional<Instant> oldest, Instant readAt) {}

    private final String name;
    private final String what;
    private final Supplier<Reading> source;
    private final Clock clock;
    private final Duration cacheFor;
    private volatile Reading last;

    /**
     * @param name the meters' prefix: {@code ebms.outbox} gives {@code ebms.outbox.depth} and
     *     {@code ebms.outbox.oldest.age}
     * @param what what waits in the queue, for the meters' descriptions
     */
    QueueGauges(String name, String what, Supplier<Reading> source, Clock clock, Duration cacheFor) {
        this.name = name;
        this.what = what;
        this.source = source;
        this.clock = clock;
        this.cacheFor = cacheFor;
    }

    /** Outgoing messages waiting or being sent (QUEUED, SENDING, AWAITING_ACK). */
    public static QueueGauges outbox(Outbox outbox, Clock clock, Duration cacheFor) {
        return new QueueGauges(
                "ebms.outbox",
                "Outgoing messages waiting or being sent",
                () -> new Reading(outbox.depth(), outbox.oldestQueued(), clock.instant()),
                clock,
                cacheFor);
    }

    /**
     * Received business messages the back end has not taken yet, pushed or polled.
     *
     * @param backlog {@link BackendQueue#backlog} on the adapter's database
     */
    public static QueueGauges backendBacklog(Supplier<BackendQueue.Backlog> backlog, Clock clock, Duration cacheFor) {
        return new QueueGauges(
                "ebms.backend.backlog",
                "Received messages the back end has not taken yet",
                () -> {
                    BackendQueue.Backlog reading = backlog.get();
                    return new Reading(reading.count(), reading.oldest(), clock.instant());
                },
                clock,
                cacheFor);
    }

    /** The registry keeps the gauges alive: nothing else needs to hold on to them (Micrometer holds weakly by default). */
    public void register(MeterRegistry registry) {
        Gauge.builder(name + ".depth", this, gauges -> gauges.read().depth())
                .description(what)
                .strongReference(true)
                .register(registry);
        Gauge.builder(name + ".oldest.age", this, QueueGauges::oldestAgeSeconds)
                .description("Age of the oldest of them, 0 when there are none")
                .baseUnit("seconds")
                .strongReference(true)
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
