package nl.opendk.ebms.perf.run;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import nl.opendk.ebms.perf.load.ClosedLoad;
import nl.opendk.ebms.perf.load.MessageKind;
import nl.opendk.ebms.perf.load.Profiles;
import nl.opendk.ebms.perf.load.Step;
import nl.opendk.ebms.perf.report.Markdown;
import nl.opendk.ebms.perf.report.StepSections;
import nl.opendk.ebms.perf.result.StepResult;

/**
 * The sweeps the seeds use to judge a system, each one command with its own report: capacity (raise the rate to
 * the knee), CPU scaling (the same with the adapter pinned to 1, then 2 CPUs; seed 003), client concurrency (5, 50,
 * 400 closed-model senders; seed 004) and payload size (128 B to 56 KB as in seed 002, and 1 MB). A sweep
 * measures, it does not judge: it exits 0 unless a step could not run at all.
 */
final class SweepCommands {

    static final double CAPACITY_TARGET = 2000;
    static final double SIGNED_CAPACITY_TARGET = 200;

    private SweepCommands() {}

    static int capacity(Settings settings) {
        RateSweep sweep = new RateSweep(settings.arguments());
        boolean signed = sweep.message() == MessageKind.SIGNED;
        Session session = Session.open(settings, sweep.message().signed());
        RateSweep.Outcome outcome;
        try (session) {
            session.startAdapter(settings.arguments().text("cpus", null));
            sweep.warmUp(session, settings.arguments());
            outcome = sweep.run(session, "");
        }
        double target = signed ? SIGNED_CAPACITY_TARGET : CAPACITY_TARGET;
        String headline = (signed ? "Signed capacity (osb-rm-s): " : "Capacity: ")
                + RateSweep.describe(outcome.knee()) + ". Target >= " + Profiles.rate(target)
                + (signed ? " signed messages" : "") + " with p99 < "
                + sweep.p99Limit().toMillis()
                + " ms (reported, not asserted): " + (outcome.knee().held() >= target ? "met." : "not met.");
        String what = signed ? "capacity-signed" : "capacity";
        return finish(session, what, "Perf capacity sweep", headline, md -> {
            md.heading(2, "Steps");
            md.paragraph("Each step offers a constant rate over 20 streams for " + Markdown.duration(sweep.hold())
                    + " on the same adapter; the sweep stops after the first step that does not hold (errors, p99 > "
                    + sweep.p99Limit().toMillis() + " ms, messages not sent or delayed, "
                    + sweep.message().answerName() + "s missing).");
            sweep.table(md, outcome);
        });
    }

    static int cpuScaling(Settings settings) {
        RateSweep sweep = new RateSweep(settings.arguments());
        List<String> cpuSets = Arrays.stream(
                        settings.arguments().text("cpu-sets", "0;0,1").split(";"))
                .map(String::trim)
                .toList();
        List<RateSweep.Outcome> outcomes = new ArrayList<>();
        Session session = Session.open(settings, sweep.message().signed());
        try (session) {
            for (String cpus : cpuSets) {
                session.startAdapter(cpus);
                sweep.warmUp(session, settings.arguments());
                outcomes.add(sweep.run(session, "CPUs " + cpus + ": "));
            }
        }
        return finish(session, "cpu-scaling", "Perf CPU scaling", scaling(cpuSets, outcomes), md -> {
            for (int i = 0; i < cpuSets.size(); i++) {
                md.heading(2, "Adapter on CPUs " + cpuSets.get(i) + " (taskset -c " + cpuSets.get(i) + ")");
                md.paragraph(RateSweep.describe(outcomes.get(i).knee()) + ".");
                sweep.table(md, outcomes.get(i));
            }
        });
    }

    /** Seed 003's normalised metric: each CPU set's knee divided by the first set's. */
    private static String scaling(List<String> cpuSets, List<RateSweep.Outcome> outcomes) {
        StringBuilder text = new StringBuilder("Knee per CPU set: ");
        double first = outcomes.get(0).knee().held();
        for (int i = 0; i < cpuSets.size(); i++) {
            double held = outcomes.get(i).knee().held();
            text.append("taskset -c ")
                    .append(cpuSets.get(i))
                    .append(": ")
                    .append(Double.isNaN(held) ? "none" : Profiles.rate(held))
                    .append(
                            Double.isNaN(held) || Double.isNaN(first)
                                    ? ""
                                    : " (x" + Markdown.decimal(held / first, 2) + ")")
                    .append(i + 1 < cpuSets.size() ? "; " : ".");
        }
        return text + " JMeter and the Pong sink are not pinned and run on every CPU; an embedded database"
                + " inherits the adapter's pinning.";
    }

    static int concurrency(Settings settings) {
        Arguments arguments = settings.arguments();
        Duration hold = arguments.duration("step-hold", Duration.ofSeconds(60));
        List<Step> steps = arguments.numbers("clients", List.of(5.0, 50.0, 400.0)).stream()
                .map(clients -> new Step(
                        "Ping " + clients.intValue() + " senders",
                        new ClosedLoad(clients.intValue(), hold, ramp(hold)),
                        MessageKind.PING,
                        0))
                .toList();
        List<SweepColumns> columns = List.of(
                SweepColumns.ACHIEVED,
                SweepColumns.P50,
                SweepColumns.P90,
                SweepColumns.P99,
                SweepColumns.MAX,
                SweepColumns.ERRORS,
                SweepColumns.PONGS,
                SweepColumns.PONG_P99,
                SweepColumns.ADAPTER_CPU,
                SweepColumns.ADAPTER_MS,
                SweepColumns.DATABASE_MS,
                SweepColumns.JMETER_CPU,
                SweepColumns.MACHINE);
        return closedSweep(settings, "concurrency", "Perf client concurrency", "senders", steps, columns);
    }

    static int payload(Settings settings) {
        Arguments arguments = settings.arguments();
        Duration hold = arguments.duration("step-hold", Duration.ofSeconds(30));
        int clients = (int) arguments.number("clients", 20);
        List<Step> steps =
                arguments.numbers("sizes", List.of(128.0, 1024.0, 4096.0, 16384.0, 57344.0, 1048576.0)).stream()
                        .map(size -> new Step(
                                Options.label(MessageKind.BUSINESS, size.intValue()),
                                new ClosedLoad(clients, hold, ramp(hold)),
                                MessageKind.BUSINESS,
                                size.intValue()))
                        .toList();
        List<SweepColumns> columns = List.of(
                SweepColumns.ACHIEVED,
                SweepColumns.P50,
                SweepColumns.P90,
                SweepColumns.P99,
                SweepColumns.MAX,
                SweepColumns.ERRORS,
                SweepColumns.STORED,
                SweepColumns.ADAPTER_CPU,
                SweepColumns.ADAPTER_MS,
                SweepColumns.DATABASE_MS,
                SweepColumns.JMETER_CPU,
                SweepColumns.COMMITS,
                SweepColumns.QUESTIONS);
        return closedSweep(settings, "payload", "Perf payload size", "payload", steps, columns);
    }

    private static Duration ramp(Duration hold) {
        Duration quarter = hold.dividedBy(4);
        return quarter.compareTo(Duration.ofSeconds(5)) < 0 ? quarter : Duration.ofSeconds(5);
    }

    private static int closedSweep(
            Settings settings,
            String what,
            String title,
            String firstColumn,
            List<Step> steps,
            List<SweepColumns> columns) {
        Session session = Session.open(settings, false);
        try (session) {
            session.startAdapter(settings.arguments().text("cpus", null));
            session.warmUp(
                    Options.warmUp(settings.arguments(), MessageKind.PING, Duration.ofSeconds(20)),
                    MessageKind.PING,
                    0);
            steps.forEach(session::run);
        }
        return finish(
                session,
                what,
                title,
                "Closed model: each sender sends its next message when the previous one"
                        + " is answered, without think time; the adapter stays up across the steps.",
                md -> {
                    List<String> header = new ArrayList<>(List.of(firstColumn));
                    header.addAll(SweepColumns.headers(columns));
                    List<List<String>> rows = new ArrayList<>();
                    for (StepResult result : session.results()) {
                        List<String> row = new ArrayList<>(List.of(result.step().label()));
                        row.addAll(SweepColumns.values(columns, result));
                        rows.add(row);
                    }
                    md.heading(2, "Steps").table(header, rows);
                });
    }

    /** Writes the report with every step's details after the summary; 2 when a step sent nothing. */
    private static int finish(
            Session session,
            String what,
            String title,
            String headline,
            java.util.function.Consumer<Markdown> summary) {
        Path report = Reporting.finish(session, what, title, headline, md -> {
            summary.accept(md);
            for (StepResult result : session.results()) {
                md.heading(2, "Step: " + result.step().label());
                StepSections.write(md, result, 3);
            }
        });
        System.out.println(headline);
        System.out.println("report: " + report);
        return session.results().stream().anyMatch(result -> result.total().samples() == 0) ? 2 : 0;
    }
}
