package nl.opendk.ebms.perf.run;

import java.util.List;
import java.util.function.LongSupplier;
import nl.opendk.ebms.perf.jmeter.Jtl;
import nl.opendk.ebms.perf.jmeter.Sample;
import nl.opendk.ebms.perf.stats.Percentiles;

/**
 * The line a run prints every {@link #EVERY_SECONDS} seconds while its load generator sends, so that a long run is
 * never silent: what was sent and answered in the last period, its p99, the errors and accepted messages so far and,
 * where messages are answered, how many Pongs or Acknowledgments the sink has. The figures come from the generator's
 * result file as it is written, which lags by the generator's write buffer, so the sink may count more answers than
 * the file shows accepted messages yet.
 */
final class Progress {

    static final int EVERY_SECONDS = 10;

    private final String label;
    private final Jtl.Tail jtl;
    private final LongSupplier answersAtSink;
    private final String answerName;
    private final long startNanos = System.nanoTime();
    private long lastNanos = startNanos;
    private long accepted;
    private long errors;

    /**
     * @param answersAtSink how many answers (Pongs, Acknowledgments) of this run the sink has; null when the messages
     *     are not answered
     */
    Progress(String label, Jtl.Tail jtl, LongSupplier answersAtSink, String answerName) {
        this.label = label;
        this.jtl = jtl;
        this.answersAtSink = answersAtSink;
        this.answerName = answerName;
    }

    String line() {
        List<Sample> samples = jtl.next();
        long now = System.nanoTime();
        double seconds = Math.max(0.001, (now - lastNanos) / 1e9);
        lastNanos = now;
        long ok = samples.stream().filter(Sample::success).count();
        accepted += ok;
        errors += samples.size() - ok;
        long[] latencies =
                samples.stream().mapToLong(Progress::latency).sorted().toArray();
        StringBuilder line = new StringBuilder()
                .append(label)
                .append(' ')
                .append(clock(now - startNanos))
                .append(": sent ")
                .append(Math.round(samples.size() / seconds))
                .append("/s, answered ")
                .append(Math.round(ok / seconds))
                .append("/s, p99 ")
                .append(latencies.length == 0 ? "-" : Percentiles.nearestRank(latencies, 99) + " ms")
                .append(", errors ")
                .append(errors);
        line.append(", accepted ").append(accepted);
        if (answersAtSink != null) {
            // the sink counts as Pongs arrive; the generator's file lags by its write buffer
            line.append(", ").append(answerName).append("s at the sink ").append(answersAtSink.getAsLong());
        }
        return line.toString();
    }

    /** From the due time where there is a schedule (open model), else the request's own time. */
    private static long latency(Sample sample) {
        return sample.dueAt() >= 0 ? Math.max(0, sample.end() - sample.dueAt()) : sample.elapsed();
    }

    private static String clock(long nanos) {
        long seconds = nanos / 1_000_000_000L;
        return String.format("%d:%02d", seconds / 60, seconds % 60);
    }
}
