package nl.opendk.ebms.perf.jmeter;

import nl.opendk.ebms.perf.sink.PingId;

/**
 * One JMeter sample from the JTL: one message sent and its HTTP answer.
 *
 * @param start when JMeter started the request, epoch ms
 * @param elapsed request start to the last byte of the answer, ms (the response time of seed 001)
 * @param success true when the answer was 204 (the plan asserts it)
 * @param failure the failure message, or null for a success
 * @param connect time to open the connection, 0 when a kept-alive connection was reused
 * @param stream the stream (open model s01..s20) or sender (closed model c1..cN)
 * @param sentAt when the message body was built, epoch ms: the send time embedded in the MessageId, -1 if unknown
 * @param dueAt when the arrival schedule wanted the message sent, epoch ms; -1 in the closed model
 * @param sendLag how late the message went out against its schedule, ms, where the generator measured it apart
 *     (the light generator, whose sentAt is the due time in the MessageId); -1 where sentAt minus dueAt says it
 */
public record Sample(
        long start,
        int elapsed,
        String label,
        String responseCode,
        boolean success,
        String failure,
        int connect,
        String stream,
        long seq,
        long sentAt,
        long dueAt,
        String phase,
        long sendLag) {

    public long end() {
        return start + elapsed;
    }

    /** The MessageId of the message sent; see {@link PingId}. */
    public String messageId(String run) {
        return new PingId(run, stream, String.valueOf(seq), sentAt).messageId();
    }

    /** How late the generator sent the message against its schedule, ms; -1 when there was no schedule. */
    public long lag() {
        if (sendLag >= 0) {
            return sendLag;
        }
        return dueAt < 0 || sentAt < 0 ? -1 : Math.max(0, sentAt - dueAt);
    }
}
