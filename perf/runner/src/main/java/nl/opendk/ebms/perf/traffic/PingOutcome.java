package nl.opendk.ebms.perf.traffic;

import java.util.Objects;

/**
 * One Ping and what it got: the per-message accounting of the fault scenarios.
 *
 * @param node the node it was sent to (n1, n2, ...)
 * @param scheduledAtMillis when it was due, epoch milliseconds; its latency counts from here
 */
public record PingOutcome(String messageId, String node, long scheduledAtMillis, Answer answer) {

    /** The columns of {@link #toLine()}. */
    public static final String HEADER = "message_id\tnode\tscheduled_ms\tlag_ms\tstatus\tlatency_ms\treason";

    public PingOutcome {
        Objects.requireNonNull(messageId, "messageId");
        Objects.requireNonNull(node, "node");
        Objects.requireNonNull(answer, "answer");
    }

    public boolean accepted() {
        return answer.accepted();
    }

    /** When the answer (or the failure) came, epoch milliseconds. */
    public long answeredAtMillis() {
        return scheduledAtMillis + answer.latencyMillis();
    }

    /** One tab-separated line of the raw file: id, node, scheduled, send lag, status, latency, reason. */
    public String toLine() {
        return clean(messageId) + "\t" + node + "\t" + scheduledAtMillis + "\t" + answer.sendLagMillis() + "\t"
                + answer.status() + "\t" + answer.latencyMillis() + "\t" + clean(answer.reason());
    }

    /** Ids of hostile Pings may hold line ends and tabs; the raw file keeps one line per Ping. */
    private static String clean(String value) {
        return value.replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r");
    }
}
