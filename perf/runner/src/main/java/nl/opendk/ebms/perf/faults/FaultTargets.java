package nl.opendk.ebms.perf.faults;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The targets of the fault suite beside what a run measured. They are reported, never asserted: a run that worked
 * exits 0 whatever it found, and the report says plainly which targets were missed.
 */
final class FaultTargets {

    private FaultTargets() {}

    static List<TargetRow> rows(List<ScenarioResult> results) {
        List<TargetRow> rows = new ArrayList<>();
        for (String scenario : FaultOptions.ALL) {
            tally(results, scenario).ifPresent(tally -> rows.add(lost(scenario, tally)));
        }
        rows.add(refusedByNeighbour("poison", find(results, PoisonResult.class).map(PoisonResult::valid)));
        rows.add(refusedByNeighbour("fuzz", find(results, FuzzResult.class).map(FuzzResult::validPings)));
        find(results, KillResult.class)
                .ifPresent(kill -> rows.add(duplicates(
                        "kill",
                        kill.tally(),
                        kill.inFlightBound(),
                        "1 killed node x outbox.send.concurrency " + kill.inFlightBound())));
        find(results, OutageResult.class)
                .ifPresent(outage -> rows.add(duplicates(
                        "database",
                        outage.tally(),
                        outage.inFlightBound(),
                        "every node's sends in flight: " + outage.inFlightBound())));
        rows.add(outageAnswers(find(results, OutageResult.class)));
        rows.add(hostileAnswers(find(results, PoisonResult.class)));
        rows.add(fuzzAnswers(find(results, FuzzResult.class)));
        rows.add(fuzzNodes(find(results, FuzzResult.class)));
        return rows;
    }

    private static TargetRow lost(String scenario, Tally tally) {
        return new TargetRow(
                "0 lost (accepted without a Pong)",
                scenario,
                tally.lost() + " of " + tally.accepted() + " accepted",
                tally.lost() == 0);
    }

    /** Valid Pings sent beside hostile ones (poison: in the same round; fuzz: at the same time). */
    private static TargetRow refusedByNeighbour(String scenario, Optional<Tally> valid) {
        String target = "0 valid messages refused because of another message";
        return valid.map(tally -> new TargetRow(
                        target,
                        scenario,
                        tally.refused() + " of " + tally.sent() + " valid Pings refused" + reasons(tally.refusedBy()),
                        tally.refused() == 0))
                .orElse(new TargetRow(target, scenario, "-", null));
    }

    private static TargetRow duplicates(String scenario, Tally tally, int bound, String why) {
        return new TargetRow(
                "duplicates within the in-flight bound (" + why + ")",
                scenario,
                tally.duplicated() + " Pings with more than one Pong (" + tally.extraPongs() + " extra Pongs)",
                tally.duplicated() <= bound);
    }

    private static TargetRow outageAnswers(Optional<OutageResult> outage) {
        String target = "every answer while the database is down within 2 s";
        return outage.map(result -> new TargetRow(
                        target,
                        "database",
                        "longest " + result.longestMillis() + " ms; " + result.over2s() + " of " + result.during()
                                + " over 2 s",
                        result.during() > 0 && result.over2s() == 0))
                .orElse(new TargetRow(target, "database", "-", null));
    }

    private static TargetRow hostileAnswers(Optional<PoisonResult> poison) {
        String target = "hostile Pings refused for good (ErrorList or SOAP Fault), never 503 or a 5xx without Fault";
        return poison.map(result -> {
                    long sent = result.hostile().stream()
                            .mapToLong(HostileSummary::sent)
                            .sum();
                    long permanent = result.hostile().stream()
                            .mapToLong(HostileSummary::permanent)
                            .sum();
                    long retryable = result.hostile().stream()
                            .mapToLong(HostileSummary::retryable)
                            .sum();
                    long notSoap = result.hostile().stream()
                            .mapToLong(HostileSummary::notSoap)
                            .sum();
                    long accepted = result.hostile().stream()
                            .mapToLong(HostileSummary::accepted)
                            .sum();
                    return new TargetRow(
                            target,
                            "poison",
                            permanent + " of " + sent + " refused for good; " + retryable + " retryable (503 or Server"
                                    + " fault), " + notSoap + " without SOAP envelope, " + accepted + " accepted",
                            permanent == sent);
                })
                .orElse(new TargetRow(target, "poison", "-", null));
    }

    private static TargetRow fuzzAnswers(Optional<FuzzResult> fuzz) {
        String target = "every fuzz answer a SOAP envelope (no 5xx without SOAP Fault), none dropped or timed out";
        return fuzz.map(result -> new TargetRow(
                        target,
                        "fuzz",
                        result.notSoap() + " without SOAP envelope (" + result.serverErrorsWithoutFault()
                                + " of them 5xx), " + result.noAnswer() + " without answer, of " + result.sent(),
                        result.notSoap() == 0 && result.noAnswer() == 0))
                .orElse(new TargetRow(target, "fuzz", "-", null));
    }

    private static TargetRow fuzzNodes(Optional<FuzzResult> fuzz) {
        String target = "every node alive and accepting a valid Ping after the fuzz inputs";
        return fuzz.map(result -> new TargetRow(
                        target,
                        "fuzz",
                        String.join(
                                ", ",
                                result.nodesAfter().stream()
                                        .map(check -> check.node() + ": " + (check.alive() ? "alive" : "dead") + ", "
                                                + check.answer())
                                        .toList()),
                        result.nodesAfter().stream().allMatch(check -> check.alive() && check.accepted())))
                .orElse(new TargetRow(target, "fuzz", "-", null));
    }

    /** The accounting of a scenario's (valid) Pings. */
    static Optional<Tally> tally(List<ScenarioResult> results, String scenario) {
        return results.stream()
                .filter(result -> result.name().equals(scenario))
                .findFirst()
                .flatMap(ScenarioResult::pings);
    }

    static <T extends ScenarioResult> Optional<T> find(List<ScenarioResult> results, Class<T> type) {
        return results.stream().filter(type::isInstance).map(type::cast).findFirst();
    }

    private static String reasons(Map<String, Long> refusedBy) {
        return refusedBy.isEmpty()
                ? ""
                : " ("
                        + String.join(
                                "; ",
                                refusedBy.entrySet().stream()
                                        .limit(3)
                                        .map(entry -> entry.getValue() + " " + entry.getKey())
                                        .toList())
                        + ")";
    }
}
