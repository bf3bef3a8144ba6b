package nl.opendk.ebms.perf.faults;

import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.perf.hostile.Hostility;

/** Sums up what the hostile Pings of each kind got, over HTTP and afterwards at the sink. */
final class PoisonAnalysis {

    /** Longest text of a sink problem kept in a group key: details such as MessageIds differ per message. */
    static final int SINK_TEXT = 140;

    private PoisonAnalysis() {}

    static List<HostileSummary> summaries(Collection<HostileOutcome> outcomes, PongCounts pongs) {
        Map<Hostility, List<HostileOutcome>> grouped = new EnumMap<>(Hostility.class);
        outcomes.forEach(outcome -> grouped.computeIfAbsent(outcome.hostility(), kind -> new ArrayList<>())
                .add(outcome));
        List<HostileSummary> summaries = new ArrayList<>();
        grouped.forEach((hostility, group) -> summaries.add(summary(hostility, group, pongs)));
        return summaries;
    }

    private static HostileSummary summary(Hostility hostility, List<HostileOutcome> group, PongCounts pongs) {
        List<String> atSink = new ArrayList<>();
        for (HostileOutcome outcome : group) {
            for (int i = 0; i < pongs.correct(outcome.messageId()); i++) {
                atSink.add("Pong");
            }
            String id = PongCounts.key(outcome.messageId());
            pongs.problems(outcome.messageId())
                    .forEach(problem -> atSink.add(shorter(problem.replace(id, "<its MessageId>"))));
        }
        return new HostileSummary(
                hostility,
                group.size(),
                Accounting.count(group, outcome -> outcome.answer().reason()),
                Accounting.count(atSink, text -> text),
                count(group, HostileOutcome.Verdict.PERMANENT),
                count(group, HostileOutcome.Verdict.RETRYABLE),
                count(group, HostileOutcome.Verdict.NOT_SOAP),
                count(group, HostileOutcome.Verdict.ACCEPTED));
    }

    private static long count(List<HostileOutcome> group, HostileOutcome.Verdict verdict) {
        return group.stream().filter(outcome -> outcome.verdict() == verdict).count();
    }

    private static String shorter(String text) {
        return text.length() > SINK_TEXT ? text.substring(0, SINK_TEXT) + "..." : text;
    }
}
