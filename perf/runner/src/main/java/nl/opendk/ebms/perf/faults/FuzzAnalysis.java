package nl.opendk.ebms.perf.faults;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.perf.hostile.Mutation;
import nl.opendk.ebms.perf.stats.LatencySummary;

/** Counts the fuzz scenario's answers: by status, per kind of input, and the defects among them. */
final class FuzzAnalysis {

    static final int FINDINGS = 20;

    private final List<FuzzOutcome> outcomes;

    FuzzAnalysis(List<FuzzOutcome> outcomes) {
        this.outcomes = List.copyOf(outcomes);
    }

    Map<String, Long> byStatus() {
        return Accounting.count(outcomes, FuzzOutcome::status);
    }

    List<MutationRow> perMutation() {
        Map<Mutation, List<FuzzOutcome>> grouped = new EnumMap<>(Mutation.class);
        outcomes.forEach(outcome -> grouped.computeIfAbsent(outcome.mutation(), kind -> new ArrayList<>())
                .add(outcome));
        List<MutationRow> rows = new ArrayList<>();
        grouped.forEach((mutation, group) -> rows.add(new MutationRow(
                mutation,
                group.size(),
                Accounting.count(group, FuzzOutcome::status),
                group.stream().filter(FuzzOutcome::finding).count(),
                group.stream()
                        .mapToLong(outcome -> outcome.answer().latencyMillis())
                        .max()
                        .orElse(0))));
        return rows;
    }

    long notSoap() {
        return outcomes.stream().filter(outcome -> outcome.answer().notSoap()).count();
    }

    long serverErrorsWithoutFault() {
        return outcomes.stream()
                .filter(outcome -> outcome.answer().status() >= 500
                        && !outcome.answer().body().isFault())
                .count();
    }

    long noAnswer() {
        return outcomes.stream().filter(outcome -> !outcome.answer().isHttp()).count();
    }

    LatencySummary latency() {
        return LatencySummary.of(outcomes.stream()
                .mapToLong(outcome -> outcome.answer().latencyMillis())
                .toArray());
    }

    /** The first findings: input number, kind, base, what was changed, node and answer. */
    List<String> findings() {
        return outcomes.stream()
                .filter(FuzzOutcome::finding)
                .limit(FINDINGS)
                .map(outcome -> "input " + outcome.index() + " (" + outcome.mutation() + ", " + outcome.base() + ", "
                        + outcome.detail() + ") to " + outcome.node() + ": "
                        + outcome.answer().reason())
                .toList();
    }
}
