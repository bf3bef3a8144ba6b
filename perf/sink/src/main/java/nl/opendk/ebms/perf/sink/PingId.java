package nl.opendk.ebms.perf.sink;

import java.util.Objects;
import java.util.Optional;

/**
 * The MessageId the load generator gives every message: {@code <run>.<stream>.<unique>.<sentAtMillis>@perf.test}.
 * The JMeter plan (perf/jmeter/src/test/jmeter/ebms-load.jmx) writes it into the message body when it sends; this
 * is the one place that reads it back. The send time in the id lets the sink measure Ping to Pong latency from the
 * Pong alone, and the run prefix keeps ids unique across runs on the same database, where a repeated id would be a
 * duplicate and get no second Pong.
 *
 * @param run the run id: letters and digits, one per JMeter run
 * @param stream the message stream: s01..s20 in the open model, the sender c1..cN in the closed model
 * @param unique unique within the run: the arrival's sequence number, or the sender's message counter
 * @param sentAtMillis when JMeter built the message, in epoch milliseconds
 */
public record PingId(String run, String stream, String unique, long sentAtMillis) {

    public static final String DOMAIN = "perf.test";

    public PingId {
        Objects.requireNonNull(run, "run");
        Objects.requireNonNull(stream, "stream");
        Objects.requireNonNull(unique, "unique");
    }

    /** @return the parts of a perf Ping id, or empty when the id does not have that form */
    public static Optional<PingId> parse(String messageId) {
        if (messageId == null || !messageId.endsWith("@" + DOMAIN)) {
            return Optional.empty();
        }
        String[] fields =
                messageId.substring(0, messageId.length() - DOMAIN.length() - 1).split("\\.", -1);
        if (fields.length != 4 || fields[0].isEmpty() || fields[1].isEmpty() || fields[2].isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(new PingId(fields[0], fields[1], fields[2], Long.parseLong(fields[3])));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** The ConversationId the plan sends with this Ping; the Pong must carry the same (ebMS 2.0 §3.1.3). */
    public String conversationId() {
        return run + "." + stream;
    }

    public String messageId() {
        return run + "." + stream + "." + unique + "." + sentAtMillis + "@" + DOMAIN;
    }
}
