package nl.opendk.ebms.service.purge;

import static nl.opendk.ebms.service.observe.FlowLogEvent.PURGED;

import java.time.Clock;
import java.time.Duration;
import java.util.function.Supplier;
import nl.opendk.ebms.db.purge.MessagePurge;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Purges finished messages older than the retention. The retention never drops below the longest PersistDuration
 * of the CPAs in use: received MessageIds must be remembered that long for duplicate elimination (ebMS 2.0 §6.4.6,
 * DK-ebMS2 ch05 "at least (1 + Retries) x RetryInterval").
 */
public final class RetentionPurge {

    private static final Logger LOG = LoggerFactory.getLogger(RetentionPurge.class);
    private static final int BATCH = 1000;
    private static final int MAX_BATCHES_PER_RUN = 100;

    private final MessagePurge purge;
    private final Duration retention;
    private final Supplier<Duration> longestPersistDuration;
    private final Clock clock;

    public RetentionPurge(
            MessagePurge purge, Duration retention, Supplier<Duration> longestPersistDuration, Clock clock) {
        this.purge = purge;
        this.retention = retention;
        this.longestPersistDuration = longestPersistDuration;
        this.clock = clock;
    }

    /** Deletes in batches until nothing is left to purge or this run has done its share; returns how many. */
    public int purge() {
        Duration keep = effectiveRetention();
        int total = 0;
        for (int i = 0; i < MAX_BATCHES_PER_RUN; i++) {
            int deleted = purge.purge(clock.instant().minus(keep), BATCH);
            total += deleted;
            if (deleted < BATCH) {
                break;
            }
        }
        if (total > 0) {
            LOG.info(PURGED.line("Purged {} finished message(s) older than {}"), total, keep);
        }
        return total;
    }

    Duration effectiveRetention() {
        Duration persist = longestPersistDuration.get();
        return persist.compareTo(retention) > 0 ? persist : retention;
    }
}
