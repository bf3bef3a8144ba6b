package nl.opendk.ebms.perf.faults;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.perf.sink.PongRecord;

/**
 * What reached the sink, per RefToMessageId: how many correct Pongs (more than one is a duplicate), and what was
 * wrong with the others (a MessageError instead of a Pong, a Pong that fails the sink's checks).
 */
public final class PongCounts {

    private final Map<String, Integer> correct;
    private final Map<String, List<String>> problems;

    private PongCounts(Map<String, Integer> correct, Map<String, List<String>> problems) {
        this.correct = correct;
        this.problems = problems;
    }

    public static PongCounts of(Collection<PongRecord> records) {
        Map<String, Integer> correct = new HashMap<>();
        Map<String, List<String>> problems = new HashMap<>();
        for (PongRecord record : records) {
            if (record.ok()) {
                correct.merge(record.refToMessageId(), 1, Integer::sum);
            } else {
                problems.computeIfAbsent(record.refToMessageId(), ref -> new ArrayList<>())
                        .add(record.action() + ": " + record.problem());
            }
        }
        return new PongCounts(correct, problems);
    }

    /** Correct Pongs that refer to this MessageId. */
    public int correct(String messageId) {
        return correct.getOrDefault(key(messageId), 0);
    }

    /** What was wrong with the other messages that refer to it. */
    public List<String> problems(String messageId) {
        return problems.getOrDefault(key(messageId), List.of());
    }

    /** The sink writes line ends and tabs of a RefToMessageId as spaces (PongRecord); a lookup must too. */
    static String key(String messageId) {
        return new PongRecord(0, "", messageId, "").refToMessageId();
    }
}
