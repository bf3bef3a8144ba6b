package nl.opendk.ebms.perf.sink;

import java.util.Objects;

/**
 * One message the sink received, as one tab-separated line of its record file: when it arrived, its Action, the
 * RefToMessageId and what was wrong with it (empty when it was a correct Pong).
 */
public record PongRecord(long receivedAtMillis, String action, String refToMessageId, String problem) {

    public PongRecord {
        action = clean(action);
        refToMessageId = clean(refToMessageId);
        problem = clean(problem);
    }

    public boolean ok() {
        return problem.isEmpty();
    }

    /** This record with one more problem. */
    public PongRecord withProblem(String another) {
        return new PongRecord(
                receivedAtMillis, action, refToMessageId, problem.isEmpty() ? another : problem + "; " + another);
    }

    public String toLine() {
        return receivedAtMillis + "\t" + action + "\t" + refToMessageId + "\t" + problem;
    }

    public static PongRecord parse(String line) {
        String[] fields = line.split("\t", -1);
        if (fields.length != 4) {
            throw new IllegalArgumentException("not a Pong record: " + line);
        }
        return new PongRecord(Long.parseLong(fields[0]), fields[1], fields[2], fields[3]);
    }

    /** Tabs and line ends would break the line format; senders control these values, so they are replaced. */
    private static String clean(String value) {
        return Objects.requireNonNullElse(value, "")
                .replace('\t', ' ')
                .replace('\n', ' ')
                .replace('\r', ' ');
    }
}
