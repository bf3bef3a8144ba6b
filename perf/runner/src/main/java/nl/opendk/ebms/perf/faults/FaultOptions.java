package nl.opendk.ebms.perf.faults;

import java.time.Duration;
import java.util.List;

/**
 * What perf/run faults does: its options (perf/README.md, "perf/run faults"), with the two adapter settings the
 * accounting depends on.
 *
 * @param rate Pings per second over all nodes, in the kill and database scenarios
 * @param scenarios kill, database, poison, fuzz: which to run, in that order
 * @param length how long the load of the kill and database scenarios runs
 * @param down how long the killed node stays down before it is started again
 * @param outage how long the database stays stopped
 * @param pongWait after a load, how long to wait for the last Pongs at least (kill and database: also until the
 *     lease has passed since the fault, for the re-sends)
 * @param warmUp Pings at the rate before the first scenario, not reported
 * @param poisonRounds rounds of {@link nl.opendk.ebms.perf.hostile.PoisonRound#SIZE} Pings
 * @param fuzzCount mutated inputs
 * @param fuzzConcurrency fuzz inputs in flight at most
 * @param fuzzPingRate valid Pings per second during the fuzz inputs
 * @param concurrency Pings in flight at most in the load
 * @param answerTimeout how long a request may take before it counts as a timeout
 * @param seed the fuzz mutator's seed
 * @param lease the nodes' outbox.lease
 * @param sendConcurrency the nodes' outbox.send.concurrency: the sends one node has in flight
 */
public record FaultOptions(
        int nodes,
        double rate,
        List<String> scenarios,
        Duration length,
        Duration down,
        Duration outage,
        Duration pongWait,
        Duration warmUp,
        int poisonRounds,
        int fuzzCount,
        int fuzzConcurrency,
        double fuzzPingRate,
        int concurrency,
        Duration answerTimeout,
        long seed,
        Duration lease,
        int sendConcurrency) {

    public static final List<String> ALL = List.of("kill", "database", "poison", "fuzz");

    public FaultOptions {
        scenarios = List.copyOf(scenarios);
        if (nodes < 2) {
            throw new IllegalArgumentException("--nodes is at least 2: the kill scenario needs a node that stays up");
        }
        if (!ALL.containsAll(scenarios) || scenarios.isEmpty()) {
            throw new IllegalArgumentException(
                    "--scenarios is a list of " + String.join(",", ALL) + ", not " + scenarios);
        }
        if (rate <= 0
                || fuzzPingRate <= 0
                || fuzzCount < 1
                || poisonRounds < 1
                || concurrency < 1
                || fuzzConcurrency < 1) {
            throw new IllegalArgumentException("rates, counts and concurrencies must be positive");
        }
    }

    public boolean runs(String scenario) {
        return scenarios.contains(scenario);
    }
}
