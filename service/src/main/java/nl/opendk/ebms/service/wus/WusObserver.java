package nl.opendk.ebms.service.wus;

import java.time.Duration;
import nl.opendk.ebms.db.wus.WusDirection;
import nl.opendk.ebms.db.wus.WusExchangeStatus;

/**
 * Told how each WUS call ended, for metrics. Implementations must be quick and must not throw: they run on the
 * caller's thread before it gets its answer.
 */
public interface WusObserver {

    /** Does nothing: the default when nothing observes. */
    WusObserver NONE = new WusObserver() {};

    /**
     * @param service the matched service's name, or null when none matched
     * @param operation the matched operation's name, or null
     * @param took from the request's arrival to its answer
     */
    default void called(
            WusDirection direction, String service, String operation, WusExchangeStatus status, Duration took) {}
}
