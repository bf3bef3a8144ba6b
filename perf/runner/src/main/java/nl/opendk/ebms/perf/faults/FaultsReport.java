package nl.opendk.ebms.perf.faults;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.perf.cluster.Node;
import nl.opendk.ebms.perf.cluster.Startup;
import nl.opendk.ebms.perf.machine.GitState;
import nl.opendk.ebms.perf.machine.MachineFacts;
import nl.opendk.ebms.perf.report.Markdown;
import nl.opendk.ebms.perf.report.RunFacts;

/**
 * The fault run's report: the run, the targets beside what was measured, a summary row per scenario, then a section
 * per scenario. Pure rendering from {@link ReportInput}, so it can be tested without a run.
 */
final class FaultsReport {

    private FaultsReport() {}

    /**
     * Everything the report shows.
     *
     * @param nodeCommands each node's name and first command line
     * @param startups each node's first start
     * @param database the server, its version and where it ran
     * @param notes what happened that the tables do not show (a node found dead and started again, ...)
     * @param cpu per scenario, machine busy and the runner's own CPU
     */
    record ReportInput(
            String commandLine,
            long startedMillis,
            long finishedMillis,
            GitState git,
            MachineFacts machine,
            FaultOptions options,
            Map<String, String> nodeCommands,
            List<Startup> startups,
            Map<String, String> adapterProperties,
            String database,
            String work,
            List<String> notes,
            List<ScenarioResult> results,
            Map<String, CpuUse> cpu) {}

    static String render(ReportInput input) {
        Markdown md = new Markdown().heading(1, "Perf faults").paragraph(headline(input));
        List<String> adapters = new ArrayList<>();
        input.nodeCommands().forEach((node, command) -> adapters.add(node + ": " + Markdown.code(command)));
        new RunFacts(
                        input.commandLine(),
                        RunFacts.utc(Instant.ofEpochMilli(input.startedMillis())),
                        RunFacts.utc(Instant.ofEpochMilli(input.finishedMillis())),
                        input.git(),
                        input.machine(),
                        adapters,
                        input.database(),
                        null,
                        input.work())
                .write(md);
        setup(md, input);
        md.heading(2, "Targets (reported, not asserted)");
        md.table(
                List.of("target", "scenario", "measured", "met"),
                FaultTargets.rows(input.results()).stream()
                        .map(row -> List.of(row.target(), row.scenario(), row.measured(), row.metText()))
                        .toList());
        summary(md, input.results(), input.cpu());
        sections(md, input);
        if (!input.notes().isEmpty()) {
            md.heading(2, "Notes");
            input.notes().forEach(md::bullet);
        }
        return md.toString();
    }

    private static String headline(ReportInput input) {
        List<TargetRow> rows = FaultTargets.rows(input.results());
        List<String> missed = rows.stream()
                .filter(row -> Boolean.FALSE.equals(row.met()))
                .map(row -> row.scenario() + ": " + row.target())
                .toList();
        String outcome = missed.isEmpty()
                ? "Every target that was measured was met."
                : "**Targets missed**: " + String.join("; ", missed) + ".";
        return "Fault and reliability scenarios on " + input.options().nodes() + " adapter nodes sharing one database: "
                + String.join(", ", input.options().scenarios()) + ". " + outcome;
    }

    private static void setup(Markdown md, ReportInput input) {
        FaultOptions options = input.options();
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of(
                "load",
                "open model, even gaps, " + Markdown.rate(options.rate()) + " over all nodes,"
                        + " round-robin (a node that is down gets its share and refuses it); Java HTTP/1.1 client with"
                        + " kept-alive connections, at most " + options.concurrency()
                        + " Pings in flight, answer timeout "
                        + Markdown.duration(options.answerTimeout())));
        rows.add(List.of("latency", "from the Ping's scheduled time to the end of its answer (or failure)"));
        rows.add(List.of(
                "Pongs", "the perf Pong sink, one record per message it received, counted per" + " RefToMessageId"));
        List<String> properties = input.adapterProperties().entrySet().stream()
                .filter(entry -> !entry.getKey().equals("admin.users"))
                .map(entry -> entry.getKey() + "=" + entry.getValue())
                .sorted()
                .toList();
        rows.add(List.of(
                "--adapter-property (every node)", properties.isEmpty() ? "none" : String.join(", ", properties)));
        rows.add(List.of(
                "outbox.lease, outbox.send.concurrency",
                Markdown.duration(options.lease()) + ", " + options.sendConcurrency()));
        List<String> nodes = new ArrayList<>(input.nodeCommands().keySet());
        for (int i = 0; i < input.startups().size() && i < nodes.size(); i++) {
            Startup startup = input.startups().get(i);
            rows.add(List.of(
                    nodes.get(i) + " first start to ready",
                    startup.readyMillis() + " ms (health 200 after " + startup.healthMillis() + " ms)"));
        }
        md.heading(2, "Set-up").facts(rows);
    }

    private static void summary(Markdown md, List<ScenarioResult> results, Map<String, CpuUse> cpu) {
        md.heading(2, "Summary");
        List<List<String>> rows = new ArrayList<>();
        for (ScenarioResult result : results) {
            if (result instanceof ScenarioResult.NotRun notRun) {
                List<String> row = new ArrayList<>(
                        List.of(notRun.name(), (notRun.skipped() ? "skipped: " : "**failed**: ") + notRun.reason()));
                while (row.size() < TallySection.SUMMARY_HEADER.size()) {
                    row.add("");
                }
                rows.add(row);
            } else {
                rows.add(TallySection.summaryRow(result.name(), result.pings().orElseThrow()));
            }
        }
        md.table(TallySection.SUMMARY_HEADER, rows);
        md.paragraph("Poison and fuzz rows count their valid Pings only. Lost: accepted without a Pong when the"
                + " count was made; duplicated: Pings with more than one Pong.");
        cpu(md, cpu);
    }

    /** Machine busy and the runner's CPU per scenario: whether the machine, not the adapter, was the limit. */
    private static void cpu(Markdown md, Map<String, CpuUse> cpu) {
        if (cpu.isEmpty()) {
            return;
        }
        List<List<String>> rows = new ArrayList<>();
        cpu.forEach((scenario, use) -> rows.add(
                List.of(scenario, Markdown.percent(use.machineBusyPercent()), Markdown.percent(use.runnerPercent()))));
        md.table(List.of("scenario", "machine busy (all CPUs)", "runner CPU (100 % = one core)"), rows);
        md.paragraph("Over each whole scenario, Pong wait included, from /proc. Nodes, database, sink, runner and"
                + " any other user of the machine share its CPUs; the runner sends the load and reads every answer.");
    }

    private static void sections(Markdown md, ReportInput input) {
        for (ScenarioResult result : input.results()) {
            if (result instanceof KillResult kill) {
                FaultSections.kill(md, kill, input.options());
            } else if (result instanceof OutageResult outage) {
                FaultSections.database(md, outage, input.options());
            } else if (result instanceof PoisonResult poison) {
                HostileSections.poison(md, poison);
            } else if (result instanceof FuzzResult fuzz) {
                HostileSections.fuzz(md, fuzz, input.options());
            }
        }
    }

    /** The input of a finished run; its nodes have stopped but still know their command lines. */
    static ReportInput input(
            FaultRun run, List<ScenarioResult> results, Map<String, CpuUse> cpu, long finishedMillis, String database) {
        Map<String, String> commands = new LinkedHashMap<>();
        for (Node node : run.cluster().nodes()) {
            commands.put(node.name(), node.command());
        }
        return new ReportInput(
                run.setup().commandLine(),
                run.startedMillis(),
                finishedMillis,
                run.git(),
                run.machine(),
                run.options(),
                commands,
                run.startups(),
                run.setup().adapter().properties(),
                database,
                run.work().toString(),
                run.notes(),
                results,
                cpu);
    }
}
