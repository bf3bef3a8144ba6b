package nl.opendk.ebms.perf.faults;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import nl.opendk.ebms.perf.cluster.Startup;

/**
 * The kill scenario: one node killed with SIGKILL under load, started again after a pause.
 *
 * @param node the node killed
 * @param killedAfter from the start of the load to the kill
 * @param down from the kill to the new process's start
 * @param startup the new process's time to its readiness check and to ready
 * @param whileDown the killed node's answers between the kill and its new start (Pings in flight at the kill
 *     included), by reason
 * @param whileStarting its answers between the new start and ready, by reason
 * @param inFlightBound the duplicates a kill may cause: the sends the node had in flight (outbox.send.concurrency)
 * @param lease the outbox.lease after which another node (or the restarted one) sends the killed node's work again
 * @param waited from the end of the load until the Pongs were counted
 */
public record KillResult(
        Tally tally,
        String node,
        Duration killedAfter,
        Duration down,
        Startup startup,
        Map<String, Long> whileDown,
        Map<String, Long> whileStarting,
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
        return "kill";
    }
}
