package nl.opendk.ebms.perf.faults;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import nl.opendk.ebms.perf.report.Markdown;

/** The report sections of the poison and fuzz scenarios. */
final class HostileSections {

    private HostileSections() {}

    static void poison(Markdown md, PoisonResult result) {
        md.heading(2, "poison: one hostile Ping among concurrent valid ones");
        md.paragraph(result.rounds() + " rounds of " + result.roundSize() + " Pings sent to one node at once (the nodes"
                + " take turns), one of them hostile, the kind and its place rotating. A valid Ping refused here was"
                + " refused because of its neighbour.");
        md.heading(3, "The valid Pings");
        TallySection.write(md, "valid Pings", result.valid());
        md.heading(3, "The hostile Pings");
        md.paragraph("Refused for good: an ebMS ErrorList, or a SOAP Fault other than Server. Retryable: 503 or a"
                + " SOAP Server fault, which a partner sends again and again. At the sink: what the adapter sent the"
                + " partner about them afterwards.");
        List<List<String>> rows = new ArrayList<>();
        for (HostileSummary summary : result.hostile()) {
            rows.add(List.of(
                    summary.hostility().description(),
                    Markdown.count(summary.sent()),
                    Markdown.count(summary.permanent()),
                    Markdown.count(summary.retryable()),
                    Markdown.count(summary.notSoap()),
                    Markdown.count(summary.accepted()),
                    counted(summary.answers()),
                    summary.atSink().isEmpty() ? "nothing" : counted(summary.atSink())));
        }
        md.table(
                List.of(
                        "hostile",
                        "sent",
                        "refused for good",
                        "retryable",
                        "not SOAP",
                        "accepted",
                        "answers",
                        "at the sink"),
                rows);
    }

    static void fuzz(Markdown md, FuzzResult result, FaultOptions options) {
        md.heading(2, "fuzz: mutated envelopes");
        fuzzFacts(md, result, options);
        TallySection.reasons(md, "Answers by status", result.byStatus());
        List<List<String>> rows = new ArrayList<>();
        for (MutationRow row : result.perMutation()) {
            rows.add(List.of(
                    row.mutation().name(),
                    Markdown.count(row.sent()),
                    counted(row.byStatus()),
                    Markdown.count(row.findings()),
                    Markdown.ms(row.maxMillis())));
        }
        md.table(List.of("mutation", "inputs", "answers", "findings", "longest"), rows);
        TallySection.examples(md, "Findings (answers without SOAP envelope, or without answer)", result.findings());
        md.heading(3, "The nodes after the inputs");
        md.table(
                List.of("node", "process", "a valid Ping got"),
                result.nodesAfter().stream()
                        .map(check -> List.of(check.node(), check.alive() ? "alive" : "**dead**", check.answer()))
                        .toList());
        md.heading(3, "The interleaved valid Pings");
        TallySection.write(md, "valid Pings", result.validPings());
    }

    private static void fuzzFacts(Markdown md, FuzzResult result, FaultOptions options) {
        md.facts(List.of(
                List.of(
                        "inputs",
                        result.sent() + ", seed " + result.seed() + ", " + result.concurrency()
                                + " in flight, round-robin over the nodes"),
                List.of(
                        "took",
                        FaultSections.seconds(result.took()) + " ("
                                + Markdown.rate(result.sent()
                                        * 1000.0
                                        / Math.max(1, result.took().toMillis())) + ")"),
                List.of("answer time p50 / p90 / p99 / max", TallySection.latencyFull(result.latency())),
                List.of("answers without a SOAP envelope", Markdown.count(result.notSoap())),
                List.of("of them 5xx without a SOAP Fault", Markdown.count(result.serverErrorsWithoutFault())),
                List.of("no answer (timeout, connection dropped)", Markdown.count(result.noAnswer())),
                List.of(
                        "answered 503 (retryable: a partner would send it again)",
                        Markdown.count(result.byStatus().getOrDefault("HTTP 503", 0L))),
                List.of("valid Pings interleaved", Markdown.rate(options.fuzzPingRate()))));
    }

    /** "12 x HTTP 200 ebMS ...; 3 x HTTP 500 ..." */
    static String counted(Map<String, Long> byKey) {
        return byKey.entrySet().stream()
                .map(entry -> entry.getValue() + " x " + entry.getKey())
                .collect(Collectors.joining("; "));
    }
}
