package nl.opendk.ebms.perf.faults;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.perf.report.Markdown;
import nl.opendk.ebms.perf.stats.LatencySummary;

/** The per-message accounting of a set of Pings in a report, and the summary row of a scenario. */
final class TallySection {

    static final List<String> SUMMARY_HEADER = List.of(
            "scenario",
            "Pings sent",
            "accepted",
            "refused",
            "Pongs delivered",
            "lost",
            "duplicated (extra Pongs)",
            "Pongs for refused Pings",
            "answer p50 / p99 / max");

    private TallySection() {}

    static List<String> summaryRow(String scenario, Tally tally) {
        return List.of(
                scenario,
                Markdown.count(tally.sent()),
                Markdown.count(tally.accepted()),
                Markdown.count(tally.refused()),
                Markdown.count(tally.delivered()),
                Markdown.count(tally.lost()),
                tally.duplicated() + " (" + tally.extraPongs() + ")",
                Markdown.count(tally.pongsForRefused()),
                latency(tally.latency()));
    }

    static void write(Markdown md, String what, Tally tally) {
        md.facts(List.of(
                List.of(what + " sent", Markdown.count(tally.sent())),
                List.of("accepted (2xx without SOAP Fault or ebMS ErrorList)", Markdown.count(tally.accepted())),
                List.of("refused", Markdown.count(tally.refused())),
                List.of("Pongs delivered (accepted, with a correct Pong)", Markdown.count(tally.delivered())),
                List.of("**lost** (accepted, no Pong)", Markdown.count(tally.lost())),
                List.of(
                        "**duplicated** (more than one Pong)",
                        tally.duplicated() + " Pings, " + tally.extraPongs() + " extra Pongs"),
                List.of("Pongs for refused Pings", Markdown.count(tally.pongsForRefused())),
                List.of("other messages at the sink about them", Markdown.count(tally.wrongAtSink())),
                List.of("answer time p50 / p90 / p99 / max", latencyFull(tally.latency())),
                List.of(
                        "sent over " + Tally.LATE_SEND_MILLIS + " ms after their due time (the load fell behind;"
                                + " in their answer time)",
                        tally.lateSends() + ", at most " + Markdown.ms(tally.maxSendLagMillis()))));
        reasons(md, "Refusals", tally.refusedBy());
        examples(md, "Lost", tally.lostExamples());
        examples(md, "Duplicated", tally.duplicateExamples());
    }

    /** A table of answers by reason, or nothing for none. */
    static void reasons(Markdown md, String title, Map<String, Long> byReason) {
        if (byReason.isEmpty()) {
            return;
        }
        List<List<String>> rows = new ArrayList<>();
        byReason.forEach((reason, count) -> rows.add(List.of(reason, Markdown.count(count))));
        md.table(List.of(title, "count"), rows);
    }

    static void examples(Markdown md, String title, List<String> examples) {
        if (examples.isEmpty()) {
            return;
        }
        md.paragraph(title + " (first " + examples.size() + "):");
        examples.forEach(example -> md.bullet(Markdown.code(example)));
    }

    static String latency(LatencySummary latency) {
        return latency.count() == 0 ? "-" : latency.p50() + " / " + latency.p99() + " / " + latency.max() + " ms";
    }

    static String latencyFull(LatencySummary latency) {
        return latency.count() == 0
                ? "-"
                : latency.p50() + " / " + latency.p90() + " / " + latency.p99() + " / " + latency.max() + " ms";
    }
}
