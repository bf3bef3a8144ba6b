package nl.opendk.ebms.perf.run;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.Consumer;
import nl.opendk.ebms.perf.adapter.DatabaseTarget;
import nl.opendk.ebms.perf.chart.RunCharts;
import nl.opendk.ebms.perf.report.Markdown;
import nl.opendk.ebms.perf.report.ResultFiles;
import nl.opendk.ebms.perf.report.RunFacts;
import nl.opendk.ebms.perf.result.StepResult;

/**
 * Finishes a command: the JMeter dashboard of all its steps (in the run's raw files), the charts beside the report,
 * the run facts and the report body, written to perf/target/results (or perf/results with --publish, or --results).
 * Runs after the session closed, so building the dashboard and drawing the charts disturb no measurement.
 */
final class Reporting {

    private Reporting() {}

    /** @return the report file */
    static Path finish(Session session, String what, String title, String headline, Consumer<Markdown> body) {
        Settings settings = session.settings();
        List<StepResult> results = session.results();
        long started =
                results.isEmpty() ? System.currentTimeMillis() : results.get(0).measuredFrom();
        long finished =
                results.isEmpty() ? started : results.get(results.size() - 1).measuredTo();
        ResultFiles files = ResultFiles.choose(
                settings.repository(),
                settings.results(),
                Instant.ofEpochMilli(started),
                what,
                session.git().commit());
        String dashboard = dashboard(session, title, started, finished);
        List<RunCharts.Chart> charts = RunCharts.draw(
                results.stream().map(StepResult::series).toList(), name -> files.beside("-" + name + ".png"));
        Markdown md = new Markdown().heading(1, title).paragraph(headline);
        facts(session, started, finished, dashboard).write(md);
        charts(md, charts);
        body.accept(md);
        files.write(md.toString());
        return files.report();
    }

    private static RunFacts facts(Session session, long started, long finished, String dashboard) {
        Settings settings = session.settings();
        return new RunFacts(
                settings.arguments().commandLine(),
                RunFacts.utc(Instant.ofEpochMilli(started)),
                RunFacts.utc(Instant.ofEpochMilli(finished)),
                session.git(),
                session.machine(),
                session.adapters().stream().map(Reporting::describe).toList(),
                database(session),
                settings.lightGenerator()
                        ? "the light generator (perf.light.LightLoad, every message built and signed before the"
                                + " run, response times from each message's due time), open-model arrivals "
                                + settings.arguments().text("arrivals", "poisson")
                        : "JMeter " + session.jmeter().home().version() + ", plan "
                                + settings.repository().relativize(settings.plan()) + ", open-model arrivals "
                                + settings.arguments().text("arrivals", "poisson") + "; dashboard: " + dashboard,
                session.work().toString());
    }

    /** The charts beside the report, linked by file name: they stay beside it wherever it is copied. */
    static void charts(Markdown md, List<RunCharts.Chart> charts) {
        if (charts.isEmpty()) {
            return;
        }
        md.heading(2, "Charts");
        md.paragraph("Drawn by the runner from the JTLs, the /proc readings and the adapter's GC log; the steps follow"
                + " each other on one time axis (UTC), with a gap where the load paused between them.");
        charts.forEach(
                chart -> md.image(chart.title(), chart.file().getFileName().toString()));
    }

    private static String describe(AdapterRun adapter) {
        return (adapter.cpus() == null ? "not pinned" : "pinned with taskset -c " + adapter.cpus()) + ": "
                + Markdown.code(adapter.command());
    }

    private static String database(Session session) {
        DatabaseTarget target = session.settings().adapter().database();
        if (session.settings().target().isPresent() && !(target instanceof DatabaseTarget.External)) {
            return "the deployed adapter's own, not read by the runner (--db-url names it)";
        }
        String version =
                session.adapters().isEmpty() ? "?" : session.adapters().get(0).databaseVersion();
        boolean measured =
                !session.adapters().isEmpty() && session.adapters().get(0).databaseMeasured();
        String where = target instanceof DatabaseTarget.External external
                ? "external " + Markdown.code(external.maskedUrl())
                : session.settings().target().isPresent()
                        ? "the deployed adapter's own, not read by the runner (no --db-url)"
                        : "the adapter's embedded MariaDB in " + ((DatabaseTarget.Embedded) target).directory()
                                + (session.settings().keepDatabase() ? " (kept from earlier runs)" : " (fresh)");
        return version + ", " + where + "; its CPU " + (measured ? "is measured" : "is not measured (--db-pid)");
    }

    /**
     * Builds the dashboard from all the command's JTLs into the run's raw files (it is generated, thousands of files:
     * it is not committed with the report); @return where it is, or why there is none.
     */
    private static String dashboard(Session session, String title, long from, long to) {
        Path combined = session.work().resolve("all-steps.jtl");
        concatenate(session.results().stream().map(StepResult::jtl).toList(), combined);
        long granularity = Math.max(1, (to - from) / 1000 / 150) * 1000;
        Path output = session.work().resolve("dashboard");
        int exit = session.jmeter().dashboard(combined, output, title, Duration.ofMillis(granularity), session.work());
        return exit == 0
                ? output.resolve("index.html") + " (with the raw files, not kept in the repository)"
                : "not built (exit " + exit + ", see " + session.work().resolve("dashboard.out") + ")";
    }

    /** Joins JTLs that share a header into one, keeping the first header only. */
    static void concatenate(List<Path> jtls, Path combined) {
        try (BufferedWriter out = Files.newBufferedWriter(combined, StandardCharsets.UTF_8)) {
            boolean header = true;
            for (Path jtl : jtls) {
                if (!Files.exists(jtl)) {
                    continue;
                }
                try (BufferedReader in = Files.newBufferedReader(jtl, StandardCharsets.UTF_8)) {
                    String first = in.readLine();
                    if (first != null && header) {
                        out.write(first);
                        out.write('\n');
                    }
                    for (String line = in.readLine(); line != null; line = in.readLine()) {
                        out.write(line);
                        out.write('\n');
                    }
                }
                header = false;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot join the JTLs into " + combined, e);
        }
    }
}
