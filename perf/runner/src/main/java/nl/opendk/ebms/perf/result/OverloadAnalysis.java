package nl.opendk.ebms.perf.result;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.perf.jmeter.Sample;
import nl.opendk.ebms.perf.pong.PongResult;
import nl.opendk.ebms.perf.stats.LatencySummary;

/**
 * The answers of an overload run, phase by phase and split by what the adapter did with each message: taken (204),
 * refused with 503 (the bounded overload answer), or anything else (another status, or no answer at all). The
 * issue's bar: what is taken is answered within a second, the rest is refused at once, nothing goes unanswered, and
 * after the overload the adapter is back to normal within seconds.
 */
public final class OverloadAnalysis {

    /** The bound on every answer, taken or refused, during the overload. */
    public static final long ANSWER_LIMIT_MS = 1000;

    /** Normal: what a Ping at a rate this machine carries gets (the capacity knee's steps held within it). */
    public static final long NORMAL_P99_MS = 100;

    /** One phase: its taken and refused messages and their response times, and the messages that got neither. */
    public record Row(String phase, LatencySummary taken, LatencySummary refused, long other, String otherExample) {

        boolean normal() {
            return other == 0 && refused.count() == 0 && taken.count() > 0 && taken.p99() <= NORMAL_P99_MS;
        }
    }

    private OverloadAnalysis() {}

    /** One row per phase, in the order the phases came. */
    public static List<Row> rows(List<Sample> samples) {
        Map<String, List<Sample>> byPhase = new LinkedHashMap<>();
        for (Sample sample : samples) {
            byPhase.computeIfAbsent(sample.phase(), phase -> new ArrayList<>()).add(sample);
        }
        List<Row> rows = new ArrayList<>();
        byPhase.forEach((phase, list) -> rows.add(row(phase, list)));
        return rows;
    }

    private static Row row(String phase, List<Sample> samples) {
        List<Long> taken = new ArrayList<>();
        List<Long> refused = new ArrayList<>();
        long other = 0;
        String example = null;
        for (Sample sample : samples) {
            if (sample.success()) {
                taken.add((long) sample.elapsed());
            } else if ("503".equals(sample.responseCode())) {
                refused.add((long) sample.elapsed());
            } else {
                other++;
                if (example == null) {
                    example = sample.responseCode() + ": " + sample.failure();
                }
            }
        }
        return new Row(phase, summary(taken), summary(refused), other, example);
    }

    private static LatencySummary summary(List<Long> values) {
        return LatencySummary.of(values.stream().mapToLong(Long::longValue).toArray());
    }

    /**
     * Where the run fell short of the bar, empty when it did not: the overload phase ({@code overloadPhase}) answered
     * late or not at all, accepted messages without their Pong, or no phase after it back to normal.
     */
    public static List<String> shortfalls(List<Row> rows, String overloadPhase, PongResult pongs) {
        List<String> shortfalls = new ArrayList<>();
        int overload = -1;
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).phase().equals(overloadPhase)) {
                overload = i;
            }
        }
        if (overload < 0) {
            return List.of("no message was sent in the phase " + overloadPhase);
        }
        Row row = rows.get(overload);
        if (row.taken().max() > ANSWER_LIMIT_MS) {
            shortfalls.add("a taken message was answered after " + row.taken().max() + " ms");
        }
        if (row.refused().max() > ANSWER_LIMIT_MS) {
            shortfalls.add("a refusal came after " + row.refused().max() + " ms");
        }
        for (Row any : rows) {
            if (any.other() > 0) {
                shortfalls.add(any.other() + " messages of " + any.phase() + " neither taken nor refused with 503 ("
                        + any.otherExample() + ")");
            }
        }
        if (pongs.missing() > 0 || pongs.problems() > 0) {
            shortfalls.add(pongs.missing() + " Pongs missing and " + pongs.problems() + " wrong for taken Pings");
        }
        if (rows.subList(overload + 1, rows.size()).stream().noneMatch(Row::normal)) {
            shortfalls.add("not back to normal (every Ping taken, p99 <= " + NORMAL_P99_MS + " ms) in any phase after"
                    + " the overload");
        }
        return shortfalls;
    }
}
