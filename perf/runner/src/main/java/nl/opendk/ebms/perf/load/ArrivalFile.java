package nl.opendk.ebms.perf.load;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;

/**
 * Writes the arrival schedule of an open load for the JMeter plan: one line {@code dueOffsetMillis,stream,seq,phase}
 * per message, in time order. Every stream is its own arrival process at its share of each phase's rate. A Poisson
 * process that crosses into the next phase restarts at the phase boundary at the new rate, which is exact because
 * exponential gaps have no memory.
 *
 * <p>The schedule is computed here rather than by JMeter's Open Model Thread Group because that group starts a new
 * thread, test tree and HTTP connection for every arrival, which cost JMeter about 2 ms of CPU per message on two
 * cores (0.35 ms with reused threads and connections); at the rates of the capacity sweep JMeter would eat the
 * machine.
 */
public final class ArrivalFile {

    private static final int STREAM_BITS = 8;
    private static final int PHASE_BITS = 8;

    private ArrivalFile() {}

    /** @return how many arrivals each phase got, in phase order */
    public static long[] write(OpenLoad load, long seed, Path file) {
        long[] arrivals = schedule(load, new Random(seed));
        Arrays.sort(arrivals);
        long[] perPhase = new long[load.phases().size()];
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
            for (int i = 0; i < arrivals.length; i++) {
                long packed = arrivals[i];
                int phase = (int) (packed & ((1 << PHASE_BITS) - 1));
                int stream = (int) ((packed >>> PHASE_BITS) & ((1 << STREAM_BITS) - 1));
                long offset = packed >>> (PHASE_BITS + STREAM_BITS);
                perPhase[phase]++;
                out.write(offset + "," + OpenLoad.streamName(stream) + "," + (i + 1) + ","
                        + load.phases().get(phase).name() + "\n");
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the arrivals to " + file, e);
        }
        return perPhase;
    }

    /** Every arrival packed into one long (offset, stream, phase), so that sorting the array sorts by time. */
    static long[] schedule(OpenLoad load, Random random) {
        long expected = 0;
        for (Phase phase : load.phases()) {
            expected += (long) Math.ceil(phase.rate() * phase.seconds());
        }
        long[] out = new long[(int) Math.min(Integer.MAX_VALUE - 8, expected + expected / 10 + 1024)];
        int count = 0;
        for (int stream = 0; stream < load.streams(); stream++) {
            double start = load.lead().toMillis() / 1000.0;
            for (int phase = 0; phase < load.phases().size(); phase++) {
                Phase current = load.phases().get(phase);
                double rate = current.rate() / load.streams();
                double end = start + current.seconds();
                double t = first(load.arrivals(), start, rate, random);
                while (rate > 0 && t < end) {
                    if (count == out.length) {
                        out = Arrays.copyOf(out, out.length + out.length / 2);
                    }
                    out[count++] = pack(Math.round(t * 1000), stream, phase);
                    t += gap(load.arrivals(), rate, random);
                }
                start = end;
            }
        }
        return Arrays.copyOf(out, count);
    }

    /** Even streams start at a random point of their first gap, so that the streams do not fire together. */
    private static double first(ArrivalKind kind, double start, double rate, Random random) {
        if (rate <= 0) {
            return start;
        }
        return kind == ArrivalKind.EVEN ? start + random.nextDouble() / rate : start + gap(kind, rate, random);
    }

    private static double gap(ArrivalKind kind, double rate, Random random) {
        return kind == ArrivalKind.EVEN ? 1.0 / rate : -Math.log(1.0 - random.nextDouble()) / rate;
    }

    private static long pack(long offsetMillis, int stream, int phase) {
        return (offsetMillis << (PHASE_BITS + STREAM_BITS)) | ((long) stream << PHASE_BITS) | phase;
    }
}
