package nl.opendk.ebms.perf.faults;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * The database scenario: the shared database stopped under load for the outage, then started again.
 *
 * @param stoppedAfter from the start of the load to the stop
 * @param stopTook how long stopping the server took
 * @param startTook how long starting it again took, until it took connections
 * @param unavailable from the start of the stop until the server was back: the window of "while the database is down"
 * @param during the Pings due in that window
 * @param longestMillis the longest answer among them (failures included)
 * @param over2s how many of them took more than 2 s
 * @param duringBy their answers by reason
 * @param firstAcceptedMillis per node, from the database being back to the first accepted Ping answered after
 *     that; -1 for a node that accepted none
 * @param inFlightBound the duplicates an outage may cause: every node's sends in flight
 *     (nodes x outbox.send.concurrency), whose results could not be recorded
 * @param waited from the end of the load until the Pongs were counted
 */
public record OutageResult(
        Tally tally,
        Duration planned,
        Duration stoppedAfter,
        Duration stopTook,
        Duration startTook,
        Duration unavailable,
        long during,
        long longestMillis,
        long over2s,
        Map<String, Long> duringBy,
        Map<String, Long> firstAcceptedMillis,
        int inFlightBound,
        Duration lease,
        Duration waited)
        implements ScenarioResult {

    @Override
    public Optional<Tally> pings() {
        return Optional.of(tally);
    }

    @Override
    public String name() {
        return "database";
    }
}
