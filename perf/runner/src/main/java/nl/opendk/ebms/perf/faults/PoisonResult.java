package nl.opendk.ebms.perf.faults;

import java.util.List;
import java.util.Optional;

/**
 * The poison scenario: rounds of concurrent Pings to one node, one of each round hostile.
 *
 * @param valid the valid Pings: none may be refused, whatever their hostile neighbour did
 * @param hostile per hostile kind, in {@link nl.opendk.ebms.perf.hostile.Hostility} order
 */
public record PoisonResult(int rounds, int roundSize, Tally valid, List<HostileSummary> hostile)
        implements ScenarioResult {

    public PoisonResult {
        hostile = List.copyOf(hostile);
    }

    @Override
    public Optional<Tally> pings() {
        return Optional.of(valid);
    }

    @Override
    public String name() {
        return "poison";
    }
}
