package nl.opendk.ebms.perf.light;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes what each message got in the columns of JMeter's CSV results that {@code Jtl} reads, so that a run of the
 * light generator is analysed exactly as a JMeter run is: one line per message, from whichever connection's thread got the answer.
 *
 * <p>Unlike JMeter's, the times count from when the message was due: {@code timeStamp} is the due time and {@code
 * elapsed} runs from it to the last byte of the answer, so a generator that falls behind shows in the response times
 * instead of hiding in its own queue. {@code sentAt} and {@code dueAt} are both the due time, which is also the one
 * in the MessageId (the message was built before the run); {@code sendLag} is how long after it the request went
 * out (waiting for a connection included).
 */
final class JtlWriter implements AutoCloseable {

    static final String HEADER = "timeStamp,elapsed,label,responseCode,responseMessage,success,failureMessage,Connect,"
            + "stream,seq,sentAt,dueAt,phase,sendLag";

    private final BufferedWriter out;
    private final String label;

    JtlWriter(Path file, String label) {
        try {
            this.out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
            out.write(HEADER);
            out.write('\n');
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
        this.label = label;
    }

    /**
     * @param status the HTTP status, 0 when none came
     * @param failure why no answer came, or null
     * @param accepted the status the message must get (204 for Pings)
     */
    synchronized void write(
            Arrival arrival,
            long dueMillis,
            int status,
            long latencyMillis,
            long sendLagMillis,
            String failure,
            int accepted) {
        boolean success = status == accepted;
        String reason = failure != null ? failure : "HTTP " + status;
        StringBuilder line = new StringBuilder(160)
                .append(dueMillis)
                .append(',')
                .append(latencyMillis)
                .append(',')
                .append(label)
                .append(',')
                .append(status > 0 ? Integer.toString(status) : "none")
                .append(',')
                .append(',')
                .append(success)
                .append(',')
                .append(success ? "" : csv(reason))
                .append(",0,")
                .append(arrival.stream())
                .append(',')
                .append(arrival.seq())
                .append(',')
                .append(dueMillis)
                .append(',')
                .append(dueMillis)
                .append(',')
                .append(arrival.phase())
                .append(',')
                .append(sendLagMillis)
                .append('\n');
        try {
            out.write(line.toString());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the results", e);
        }
    }

    private static String csv(String text) {
        return "\"" + text.replace("\"", "\"\"").replace('\n', ' ') + "\"";
    }

    @Override
    public synchronized void close() {
        try {
            out.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close the results", e);
        }
    }
}
