package nl.opendk.ebms.perf.faults;

import java.util.Optional;

/** What one scenario of a fault run came to: its figures, or why it has none. */
public sealed interface ScenarioResult
        permits KillResult, OutageResult, PoisonResult, FuzzResult, ScenarioResult.NotRun {

    /** kill, database, poison or fuzz. */
    String name();

    /** The accounting of the scenario's valid Pings; empty when it did not run. */
    Optional<Tally> pings();

    /**
     * A scenario without figures.
     *
     * @param skipped true when it was left out on purpose (e.g. no way to stop an external database), false when it
     *     failed while it ran
     */
    record NotRun(String name, boolean skipped, String reason) implements ScenarioResult {

        @Override
        public Optional<Tally> pings() {
            return Optional.empty();
        }
    }
}
