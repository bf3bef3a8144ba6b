package nl.opendk.ebms.perf.faults;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import nl.opendk.ebms.perf.stats.LatencySummary;

/**
 * The fuzz scenario: mutated envelopes as fast as the nodes take them, valid Pings interleaved.
 *
 * @param seed the mutator's seed: with it the inputs can be made again
 * @param took from the first input to the last answer
 * @param concurrency inputs in flight at most
 * @param byStatus every answer by HTTP status or failure
 * @param notSoap answers without a SOAP envelope where one is due
 * @param serverErrorsWithoutFault of those, 5xx answers without a SOAP Fault
 * @param noAnswer timeouts and dropped connections
 * @param findings the first answers that are defects, with their input
 * @param validPings the interleaved valid Pings
 * @param nodesAfter each node after the last input
 */
public record FuzzResult(
        long seed,
        long sent,
        Duration took,
        int concurrency,
        Map<String, Long> byStatus,
        List<MutationRow> perMutation,
        long notSoap,
        long serverErrorsWithoutFault,
        long noAnswer,
        LatencySummary latency,
        List<String> findings,
        Tally validPings,
        List<NodeCheck> nodesAfter)
        implements ScenarioResult {

    public FuzzResult {
        perMutation = List.copyOf(perMutation);
        findings = List.copyOf(findings);
        nodesAfter = List.copyOf(nodesAfter);
    }

    @Override
    public Optional<Tally> pings() {
        return Optional.of(validPings);
    }

    @Override
    public String name() {
        return "fuzz";
    }
}
