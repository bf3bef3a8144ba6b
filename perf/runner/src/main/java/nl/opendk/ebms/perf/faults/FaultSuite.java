package nl.opendk.ebms.perf.faults;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import nl.opendk.ebms.perf.cluster.DatabaseLogin;
import nl.opendk.ebms.perf.database.DatabaseProbe;
import nl.opendk.ebms.perf.report.ResultFiles;
import nl.opendk.ebms.perf.resource.ProcFs;
import nl.opendk.ebms.perf.traffic.PingOutcome;

/**
 * perf/run faults: starts the sink, the database and the nodes, warms them up, runs the chosen scenarios one after
 * the other, stops everything and writes the report. A scenario that fails is reported as failed and the others
 * still run; the exit code is 0 when every chosen scenario ran (or was skipped for a stated reason), 2 otherwise.
 * Targets missed do not change the exit code.
 */
public final class FaultSuite {

    private FaultSuite() {}

    public static int run(SuiteSetup setup, FaultOptions options) {
        List<ScenarioResult> results = new ArrayList<>();
        Map<String, CpuUse> cpu = new LinkedHashMap<>();
        FaultRun run = FaultRun.open(setup, options);
        String database;
        long finished;
        try (run) {
            database = describe(run);
            warmUp(run);
            ProcFs proc = ProcFs.system();
            for (String scenario : options.scenarios()) {
                CpuUse.Mark mark = CpuUse.Mark.now(proc);
                ScenarioResult result = runOne(run, scenario);
                results.add(result);
                cpu.put(scenario, mark.since(proc));
                System.out.println(line(result));
            }
            finished = System.currentTimeMillis();
        }
        Path report = write(run, results, cpu, finished, database);
        System.out.println("report: " + report);
        boolean failed = results.stream()
                .anyMatch(result -> result instanceof ScenarioResult.NotRun notRun && !notRun.skipped());
        return failed ? 2 : 0;
    }

    private static ScenarioResult runOne(FaultRun run, String scenario) {
        Optional<String> skip =
                "database".equals(scenario) ? run.cluster().database().notStoppable() : Optional.empty();
        if (skip.isPresent()) {
            return new ScenarioResult.NotRun(scenario, true, skip.get());
        }
        System.out.println(scenario + ": starting");
        try {
            run.ensureReady(scenario);
            return switch (scenario) {
                case "kill" -> new KillScenario(run).run();
                case "database" -> new DatabaseScenario(run).run();
                case "poison" -> new PoisonScenario(run).run();
                default -> new FuzzScenario(run).run();
            };
        } catch (RuntimeException e) {
            e.printStackTrace();
            return new ScenarioResult.NotRun(
                    scenario,
                    false,
                    String.valueOf(e.getMessage())
                            .lines()
                            .findFirst()
                            .orElse(e.getClass().getSimpleName()));
        }
    }

    /** Pings at the load's rate before the first scenario, so it does not measure JVMs that are still cold. */
    private static void warmUp(FaultRun run) {
        Duration length = run.options().warmUp();
        if (length.isZero()) {
            return;
        }
        List<PingOutcome> outcomes =
                run.startLoad(run.runId("warm"), run.options().rate(), length).outcomes();
        System.out.println(
                "warm-up: " + outcomes.stream().filter(PingOutcome::accepted).count() + " of " + outcomes.size()
                        + " Pings accepted (not reported)");
    }

    private static String describe(FaultRun run) {
        DatabaseLogin login = run.cluster().database().login();
        String version = new DatabaseProbe(run.cluster().database().url(), login.user(), login.password()).version();
        return version + ", " + run.cluster().database().describe() + ", shared by every node";
    }

    private static String line(ScenarioResult result) {
        if (result instanceof ScenarioResult.NotRun notRun) {
            return result.name() + ": " + (notRun.skipped() ? "skipped: " : "FAILED: ") + notRun.reason();
        }
        Tally tally = result.pings().orElseThrow();
        return result.name() + ": " + tally.sent() + " Pings sent, " + tally.accepted() + " accepted, "
                + tally.refused() + " refused, " + tally.delivered() + " Pongs delivered, " + tally.lost() + " lost, "
                + tally.duplicated() + " duplicated";
    }

    private static Path write(
            FaultRun run, List<ScenarioResult> results, Map<String, CpuUse> cpu, long finished, String database) {
        ResultFiles files = ResultFiles.choose(
                run.setup().repository(),
                run.setup().results(),
                Instant.ofEpochMilli(run.startedMillis()),
                "faults",
                run.git().commit());
        files.write(FaultsReport.render(FaultsReport.input(run, results, cpu, finished, database)));
        return files.report();
    }
}
