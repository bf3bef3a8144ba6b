package nl.opendk.ebms.perf.faults;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import nl.opendk.ebms.perf.stats.LatencySummary;
import nl.opendk.ebms.perf.traffic.PingOutcome;

/**
 * Holds the Pings a scenario sent against what reached the sink. An accepted Ping owes exactly one Pong: none is a
 * lost message, two or more a duplicate; a refused Ping owes none, and a Pong for it means the adapter stored a
 * message it told the sender it had not.
 */
public final class Accounting {

    static final int EXAMPLES = 10;

    private Accounting() {}

    public static Tally tally(Collection<PingOutcome> outcomes, PongCounts pongs) {
        Counter counter = new Counter();
        outcomes.forEach(outcome -> counter.add(outcome, pongs));
        return new Tally(
                outcomes.size(),
                counter.accepted,
                byReason(
                        outcomes.stream().filter(outcome -> !outcome.accepted()).toList()),
                counter.delivered,
                counter.lost,
                counter.duplicated,
                counter.extra,
                counter.forRefused,
                counter.wrong,
                latency(outcomes),
                outcomes.stream()
                        .filter(outcome -> outcome.answer().sendLagMillis() > Tally.LATE_SEND_MILLIS)
                        .count(),
                outcomes.stream()
                        .mapToLong(outcome -> outcome.answer().sendLagMillis())
                        .max()
                        .orElse(0),
                counter.lostExamples,
                counter.duplicateExamples);
    }

    /** One Ping at a time against its Pongs. */
    private static final class Counter {

        private long accepted;
        private long delivered;
        private long lost;
        private long duplicated;
        private long extra;
        private long forRefused;
        private long wrong;
        private final List<String> lostExamples = new ArrayList<>();
        private final List<String> duplicateExamples = new ArrayList<>();

        void add(PingOutcome outcome, PongCounts pongs) {
            int correct = pongs.correct(outcome.messageId());
            wrong += pongs.problems(outcome.messageId()).size();
            if (correct > 1) {
                duplicated++;
                extra += correct - 1;
                example(duplicateExamples, outcome.messageId() + " (" + correct + " Pongs, " + outcome.node() + ")");
            }
            if (outcome.accepted()) {
                accepted++;
                delivered += correct > 0 ? 1 : 0;
                if (correct == 0) {
                    lost++;
                    example(lostExamples, outcome.messageId() + " (" + outcome.node() + ")");
                }
            } else if (correct > 0) {
                forRefused++;
            }
        }
    }

    /** Answers counted by reason ("HTTP 204" for an accepted Ping), most frequent first. */
    public static Map<String, Long> byReason(Collection<PingOutcome> outcomes) {
        return count(outcomes, outcome -> outcome.answer().reason());
    }

    /** The outcomes that match, counted by reason. */
    public static Map<String, Long> byReason(Collection<PingOutcome> outcomes, Predicate<PingOutcome> which) {
        return byReason(outcomes.stream().filter(which).toList());
    }

    public static LatencySummary latency(Collection<PingOutcome> outcomes) {
        return LatencySummary.of(outcomes.stream()
                .mapToLong(outcome -> outcome.answer().latencyMillis())
                .toArray());
    }

    /** Counted by key, most frequent first, ties by key, in a map that keeps that order. */
    static <T> Map<String, Long> count(Collection<T> items, Function<T, String> key) {
        return items.stream().collect(Collectors.groupingBy(key, Collectors.counting())).entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder())
                        .thenComparing(Map.Entry.comparingByKey()))
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, (a, b) -> a, LinkedHashMap::new));
    }

    private static void example(List<String> examples, String text) {
        if (examples.size() < EXAMPLES) {
            examples.add(text);
        }
    }
}
