package nl.opendk.ebms.perf.load;

import java.time.Duration;

/** How JMeter generates the messages of one step: at scheduled arrival times, or as fast as a set of senders can. */
public sealed interface Load permits OpenLoad, ClosedLoad {

    /** How long the load lasts, without JMeter's own start-up. */
    Duration length();
}
