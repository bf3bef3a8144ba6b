package nl.opendk.ebms.perf;

import nl.opendk.ebms.perf.run.Commands;

/** Entry point of perf/run: the command and its options; see perf/README.md. */
public final class PerfMain {

    private PerfMain() {}

    public static void main(String[] args) {
        System.exit(Commands.run(args));
    }
}
