package nl.opendk.ebms.component.observe;

import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The Pings this node sent from the console, by MessageId, until their Pong arrives: what the Ping→Pong latency is
 * measured from. Bounded and forgetful on purpose (a lost Pong must not keep memory); the stored messages remain
 * the record of what happened.
 */
public final class PingTracker {

    static final int MAX_PENDING = 1000;
    private static final Duration FORGET_AFTER = Duration.ofHours(1);

    /** The CPA a Ping was sent under and when it was queued. */
    public record SentPing(String cpaId, Instant queuedAt) {}

    private final Map<String, SentPing> pending = new LinkedHashMap<>(16, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, SentPing> eldest) {
            return size() > MAX_PENDING;
        }
    };

    public synchronized void sent(String messageId, String cpaId, Instant queuedAt) {
        pending.put(messageId, new SentPing(cpaId, queuedAt));
    }

    /** The Ping a Pong refers to, removed from the pending ones; empty when unknown or too old. */
    public synchronized Optional<SentPing> answered(String refToMessageId, Instant now) {
        SentPing ping = refToMessageId == null ? null : pending.remove(refToMessageId);
        if (ping == null || ping.queuedAt().plus(FORGET_AFTER).isBefore(now)) {
            return Optional.empty();
        }
        return Optional.of(ping);
    }
}
