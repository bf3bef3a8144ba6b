package nl.opendk.ebms.perf.run;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.perf.jmeter.Jtl;
import nl.opendk.ebms.perf.load.ArrivalKind;
import nl.opendk.ebms.perf.load.MessageKind;
import nl.opendk.ebms.perf.load.OpenLoad;
import nl.opendk.ebms.perf.load.Phase;
import nl.opendk.ebms.perf.load.Profiles;
import nl.opendk.ebms.perf.load.Step;
import nl.opendk.ebms.perf.report.Markdown;
import nl.opendk.ebms.perf.report.StepSections;
import nl.opendk.ebms.perf.result.OverloadAnalysis;
import nl.opendk.ebms.perf.result.StepResult;
import nl.opendk.ebms.perf.stats.LatencySummary;

/**
 * perf/run overload: Pings at a rate the adapter carries, then far more than it carries from many connections, then
 * the first rate again, in one run of the light generator. It shows what the bounded overload promises: what is
 * taken is answered within a second, the rest is refused at once with 503, and the adapter is back to normal
 * within seconds when the load drops. The return is measured in phases of 5 s, so the report says how soon.
 */
final class OverloadCommand {

    /** Connections of the load generator unless --open-threads says otherwise: the 2,000. */
    static final int CONNECTIONS = 2000;

    private static final Duration RETURN_STEP = Duration.ofSeconds(5);

    private OverloadCommand() {}

    static int run(Settings settings) {
        if (!settings.lightGenerator()) {
            throw new IllegalArgumentException("overload needs --generator light: JMeter cannot offer such rates here");
        }
        Arguments arguments = settings.arguments();
        List<Double> rates = arguments.numbers("rates", List.of(1000.0, 4000.0));
        if (rates.size() != 2) {
            throw new IllegalArgumentException(
                    "overload --rates is the normal rate and the overload rate, e.g. 1000,4000");
        }
        Duration hold = arguments.duration("step-hold", Duration.ofSeconds(30));
        OpenLoad load = load(rates.get(0), rates.get(1), hold, Options.arrivals(arguments));
        Step step = new Step("Ping overload", load, MessageKind.PING, 0);
        Session session = Session.open(settings, false);
        session.lightConnections(CONNECTIONS);
        StepResult result;
        try (session) {
            session.startAdapter(arguments.text("cpus", null));
            session.warmUp(Options.warmUp(arguments, MessageKind.PING, Duration.ofSeconds(20)), MessageKind.PING, 0);
            result = session.run(step);
        }
        List<OverloadAnalysis.Row> rows = OverloadAnalysis.rows(Jtl.read(result.jtl()));
        String overloadPhase = load.phases().get(1).name();
        List<String> shortfalls = OverloadAnalysis.shortfalls(rows, overloadPhase, result.pongs());
        String headline = (shortfalls.isEmpty() ? "**Met**" : "**Not met**: " + String.join("; ", shortfalls))
                + ". Profile: " + ProfileCommand.describe(load) + "; " + connections(settings) + " connections.";
        Path report = Reporting.finish(session, "overload", "Perf overload", headline, md -> {
            table(md, rows);
            md.heading(2, "Details");
            StepSections.write(md, result, 3);
        });
        System.out.println(shortfalls.isEmpty() ? "MET" : "NOT MET: " + String.join("; ", shortfalls));
        System.out.println("report: " + report);
        return shortfalls.isEmpty() ? 0 : 1;
    }

    /** Normal for {@code hold}, overload for {@code hold}, then normal again in 5 s phases up to {@code hold}. */
    static OpenLoad load(double normal, double overload, Duration hold, ArrivalKind arrivals) {
        List<Phase> phases = new ArrayList<>();
        phases.add(new Phase("before " + Profiles.rate(normal), normal, hold));
        phases.add(new Phase("overload " + Profiles.rate(overload), overload, hold));
        for (Duration from = Duration.ZERO; from.compareTo(hold) < 0; from = from.plus(RETURN_STEP)) {
            Duration to = from.plus(RETURN_STEP).compareTo(hold) < 0 ? from.plus(RETURN_STEP) : hold;
            phases.add(new Phase("after " + from.toSeconds() + " to " + to.toSeconds() + " s", normal, to.minus(from)));
        }
        return new OpenLoad(phases, Profiles.STREAMS, arrivals, Profiles.LEAD);
    }

    static int connections(Settings settings) {
        return settings.openThreads() > 0 ? settings.openThreads() : CONNECTIONS;
    }

    private static void table(Markdown md, List<OverloadAnalysis.Row> rows) {
        md.heading(2, "Taken and refused, phase by phase");
        List<List<String>> lines = new ArrayList<>();
        for (OverloadAnalysis.Row row : rows) {
            lines.add(List.of(
                    row.phase(),
                    Markdown.count(row.taken().count()),
                    times(row.taken()),
                    Markdown.count(row.refused().count()),
                    times(row.refused()),
                    Markdown.count(row.other())));
        }
        md.table(
                List.of(
                        "phase",
                        "taken (204)",
                        "taken p50 / p99 / max ms",
                        "refused (503)",
                        "refused p50 / p99 / max ms",
                        "neither"),
                lines);
        md.paragraph("Times run from each Ping's due time to the last byte of its answer (the light generator's"
                + " clock), so a generator that falls behind adds to them. The bar: during the overload every answer,"
                + " taken or refused, within " + OverloadAnalysis.ANSWER_LIMIT_MS + " ms; no Ping without an answer;"
                + " every taken Ping Ponged; and a phase after the overload back to normal (every Ping taken, p99 <= "
                + OverloadAnalysis.NORMAL_P99_MS + " ms).");
    }

    private static String times(LatencySummary latency) {
        return latency.count() == 0 ? "-" : latency.p50() + " / " + latency.p99() + " / " + latency.max();
    }
}
