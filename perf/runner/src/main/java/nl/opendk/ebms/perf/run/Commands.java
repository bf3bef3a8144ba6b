package nl.opendk.ebms.perf.run;

import java.nio.file.Path;

/**
 * Dispatches perf/run's commands. Exit codes: 0 done (a profile passed), 1 a profile failed its criteria, 2 the
 * command could not run (bad options, a process that would not start, a step that sent nothing).
 */
public final class Commands {

    static final String USAGE =
            """
            usage: perf/run <command> [--option value ...]
              nominal      seed 001 nominal profile: 20 streams, 200/s in steps of 50/s over --ramp (PT1M), --hold (PT30M)
              peak         seed 001 peak profile: 20 streams, 500/s in steps of 100/s
              smoke        nominal with --ramp PT20S --hold PT60S (CI); fails on any error or missing Pong
              capacity     --rates 250,...,3000 with --step-hold PT30S until p99 > --p99-limit (PT1S) or errors
              cpu-scaling  the capacity sweep with the adapter pinned to each of --cpu-sets "0;0,1"
              concurrency  closed model, --clients 5,50,400 senders for --step-hold PT60S each
              payload      business messages of --sizes 128,...,1048576 bytes, --clients 20, --step-hold PT30S
              jmh          the hot-path JMH benchmarks (--jmh "extra JMH options")
              overload     --generator light: Pings at --rates 1000,4000 (normal, then overload from 2000 connections), then normal again
              faults       --nodes 3 adapters on one database: kill, database, poison, fuzz (--scenarios)
              handoff      the CPU this machine spends each time work passes to a sleeping thread
              flame        --jfr <recording> [--last PT30S | --from --to ISO instants] [--out x.svg]: flame graph and hot methods
              large        Grote Berichten of --sizes 1073741824,5368709120 bytes between two adapters over mutual TLS
            reports go to perf/target/results, with --publish to perf/results; see perf/README.md for every option""";

    private Commands() {}

    public static int run(String[] args) {
        if (args.length == 0 || args[0].equals("help") || args[0].equals("--help")) {
            System.out.println(USAGE);
            return args.length == 0 ? 2 : 0;
        }
        Settings settings;
        try {
            settings = Settings.from(Arguments.parse(args), Path.of("").toAbsolutePath());
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.err.println(USAGE);
            return 2;
        }
        try {
            return dispatch(settings);
        } catch (IllegalArgumentException | IllegalStateException | java.io.UncheckedIOException e) {
            System.err.println("perf/run " + settings.command() + " could not run: " + e.getMessage());
            return 2;
        }
    }

    private static int dispatch(Settings settings) {
        return switch (settings.command()) {
            case "nominal", "peak", "smoke" -> ProfileCommand.run(settings);
            case "capacity" -> SweepCommands.capacity(settings);
            case "cpu-scaling" -> SweepCommands.cpuScaling(settings);
            case "concurrency" -> SweepCommands.concurrency(settings);
            case "payload" -> SweepCommands.payload(settings);
            case "jmh" -> JmhCommand.run(settings);
            case "handoff" -> HandOffCommand.run(settings);
            case "overload" -> OverloadCommand.run(settings);
            case "faults" -> FaultsCommand.run(settings);
            case "flame" -> FlameCommand.run(settings);
            case "large" -> LargeFileCommand.run(settings);
            default -> {
                System.err.println("unknown command " + settings.command());
                System.err.println(USAGE);
                yield 2;
            }
        };
    }
}
