package nl.opendk.ebms.perf.faults;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import nl.opendk.ebms.perf.report.Markdown;

/** The report sections of the kill and database scenarios. */
final class FaultSections {

    private FaultSections() {}

    static void kill(Markdown md, KillResult result, FaultOptions options) {
        md.heading(2, "kill: a node killed under load");
        md.facts(List.of(
                List.of(
                        "load",
                        Markdown.rate(options.rate()) + " for " + Markdown.duration(options.length())
                                + ", round-robin over " + options.nodes() + " nodes"),
                List.of("killed", result.node() + " (SIGKILL) after " + seconds(result.killedAfter())),
                List.of("started again", seconds(result.down()) + " after the kill"),
                List.of(
                        "time to ready (process start to health 200 / to a Ping accepted)",
                        result.startup().healthMillis() + " ms / "
                                + result.startup().readyMillis() + " ms"),
                List.of("outbox.lease", Markdown.duration(result.lease())),
                List.of(
                        "Pongs counted",
                        seconds(result.waited()) + " after the load ended (at least the lease"
                                + " + 30 s after the kill)")));
        md.paragraph("What " + result.node() + " answered to its share of the load: while it was down (from the kill,"
                + " Pings in flight then included, to its new start) and while it started (from its new start to"
                + " ready).");
        Set<String> reasons = new LinkedHashSet<>(result.whileDown().keySet());
        reasons.addAll(result.whileStarting().keySet());
        List<List<String>> rows = new ArrayList<>();
        for (String reason : reasons) {
            rows.add(List.of(
                    reason,
                    Markdown.count(result.whileDown().getOrDefault(reason, 0L)),
                    Markdown.count(result.whileStarting().getOrDefault(reason, 0L))));
        }
        md.table(List.of("answer", "while down", "while starting"), rows);
        md.heading(3, "Pings and Pongs");
        TallySection.write(md, "Pings", result.tally());
    }

    static void database(Markdown md, OutageResult result, FaultOptions options) {
        md.heading(2, "database: the shared database stopped under load");
        List<List<String>> facts = new ArrayList<>(List.of(
                List.of(
                        "load",
                        Markdown.rate(options.rate()) + " for " + Markdown.duration(options.length())
                                + ", round-robin over " + options.nodes() + " nodes"),
                List.of(
                        "stopped",
                        "after " + seconds(result.stoppedAfter()) + " (the stop took "
                                + result.stopTook().toMillis() + " ms)"),
                List.of(
                        "started again",
                        Markdown.duration(result.planned()) + " after the stop began (the start took "
                                + result.startTook().toMillis() + " ms)"),
                List.of("unavailable", seconds(result.unavailable()) + ": from the stop until it took connections"),
                List.of("Pings due while it was unavailable", Markdown.count(result.during())),
                List.of("**longest answer** to them", Markdown.ms(result.longestMillis())),
                List.of("answers over 2 s", Markdown.count(result.over2s()))));
        result.firstAcceptedMillis()
                .forEach((node, millis) -> facts.add(List.of(
                        "first Ping accepted by " + node + " after the database was back",
                        millis < 0 ? "none" : Markdown.ms(millis))));
        facts.add(List.of("outbox.lease", Markdown.duration(result.lease())));
        facts.add(List.of(
                "Pongs counted",
                seconds(result.waited()) + " after the load ended (at least the lease + 30 s"
                        + " after the database was back)"));
        md.facts(facts);
        TallySection.reasons(md, "Answers while the database was unavailable", result.duringBy());
        md.heading(3, "Pings and Pongs");
        TallySection.write(md, "Pings", result.tally());
    }

    static String seconds(Duration duration) {
        return Markdown.decimal(duration.toMillis() / 1000.0, 1) + " s";
    }
}
