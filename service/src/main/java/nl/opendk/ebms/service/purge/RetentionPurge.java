package nl.opendk.ebms.service.purge;

import static nl.opendk.ebms.service.observe.FlowLogEvent.PURGED;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;
import nl.opendk.ebms.db.purge.MessagePurge;
import nl.opendk.ebms.db.purge.WusExchangePurge;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Purges finished messages older than the retention. The retention never drops below the longest PersistDuration
 * of the CPAs in use: received MessageIds must be remembered that long for duplicate elimination (ebMS 2.0 §6.4.6,
 * DK-ebMS2 ch05 "at least (1 + Retries) x RetryInterval"). Recorded WUS calls are kept for the retention itself:
 * WUS has no duplicate elimination to serve (DK-WUS WS003: synchronous calls only).
 */
public final class RetentionPurge {

    private static final Logger LOG = LoggerFactory.getLogger(RetentionPurge.class);
    private static final int BATCH = 1000;
    private static final int MAX_BATCHES_PER_RUN = 100;

    private final MessagePurge purge;
    private final WusExchangePurge wusPurge;
    private final Duration retention;
    private final Supplier<Duration> longestPersistDuration;
    private final Clock clock;

    public RetentionPurge(
            MessagePurge purge,
            WusExchangePurge wusPurge,
            Duration retention,
            Supplier<Duration> longestPersistDuration,
            Clock clock) {
        this.purge = purge;
        this.wusPurge = wusPurge;
        this.retention = retention;
        this.longestPersistDuration = longestPersistDuration;
        this.clock = clock;
    }

    /**
     * Deletes in batches until nothing is left to purge or this run has done its share, messages first, then WUS
     * calls; returns how many rows of both.
     */
    public int purge() {
        Duration keep = effectiveRetention();
        int messages = inBatches(cutoff -> purge.purge(cutoff, BATCH), keep);
        if (messages > 0) {
            LOG.info(PURGED.line("Purged {} finished message(s) older than {}"), messages, keep);
        }
        int calls = inBatches(cutoff -> wusPurge.purge(cutoff, BATCH), retention);
        if (calls > 0) {
            LOG.info(PURGED.line("Purged {} WUS call(s) older than {}"), calls, retention);
        }
        return messages + calls;
    }

    private int inBatches(ToIntFunction<Instant> batch, Duration keep) {
        int total = 0;
        for (int i = 0; i < MAX_BATCHES_PER_RUN; i++) {
            int deleted = batch.applyAsInt(clock.instant().minus(keep));
            total += deleted;
            if (deleted < BATCH) {
                break;
            }
        }
        return total;
    }

    Duration effectiveRetention() {
        Duration persist = longestPersistDuration.get();
        return persist.compareTo(retention) > 0 ? persist : retention;
    }
}
