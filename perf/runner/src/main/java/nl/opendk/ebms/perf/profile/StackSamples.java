package nl.opendk.ebms.perf.profile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedMethod;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordingFile;

/**
 * The CPU samples of a JFR recording ({@code jdk.ExecutionSample}: a thread running Java code, taken every 10 or 20 ms
 * per thread by the {@code profile} or {@code default} settings) within a time window, as stacks from the thread's
 * root to the running method, each counted as often as it was sampled. JFR truncates stacks at 64 frames by default;
 * the adapter's are shallower than Camel's worst case, so the recording should use {@code stackdepth=256}.
 */
public record StackSamples(Map<List<String>, Integer> stacks, int total) {

    public static StackSamples read(Path recording, Instant from, Instant to) {
        Map<List<String>, Integer> stacks = new HashMap<>();
        int total = 0;
        try (RecordingFile file = new RecordingFile(recording)) {
            while (file.hasMoreEvents()) {
                RecordedEvent event = file.readEvent();
                if (!event.getEventType().getName().equals("jdk.ExecutionSample")) {
                    continue;
                }
                Instant at = event.getStartTime();
                if ((from != null && at.isBefore(from)) || (to != null && !at.isBefore(to))) {
                    continue;
                }
                RecordedStackTrace trace = event.getStackTrace();
                if (trace == null) {
                    continue;
                }
                stacks.merge(rootFirst(trace), 1, Integer::sum);
                total++;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + recording, e);
        }
        return new StackSamples(stacks, total);
    }

    /** Only the stacks with a frame whose name contains {@code method}. */
    public StackSamples through(String method) {
        Map<List<String>, Integer> kept = new HashMap<>();
        int count = 0;
        for (Map.Entry<List<String>, Integer> stack : stacks.entrySet()) {
            if (stack.getKey().stream().anyMatch(frame -> frame.contains(method))) {
                kept.put(stack.getKey(), stack.getValue());
                count += stack.getValue();
            }
        }
        return new StackSamples(kept, count);
    }

    /** When the recording's last CPU sample was taken. */
    public static Instant lastSample(Path recording) {
        Instant last = Instant.EPOCH;
        try (RecordingFile file = new RecordingFile(recording)) {
            while (file.hasMoreEvents()) {
                RecordedEvent event = file.readEvent();
                if (event.getEventType().getName().equals("jdk.ExecutionSample")
                        && event.getStartTime().isAfter(last)) {
                    last = event.getStartTime();
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + recording, e);
        }
        return last;
    }

    /** JFR lists the running method first; a flame graph grows from the root. */
    private static List<String> rootFirst(RecordedStackTrace trace) {
        List<RecordedFrame> frames = trace.getFrames();
        List<String> names = new ArrayList<>(frames.size() + 1);
        if (trace.isTruncated()) {
            names.add("[truncated]");
        }
        for (int i = frames.size() - 1; i >= 0; i--) {
            names.add(name(frames.get(i).getMethod()));
        }
        return List.copyOf(names);
    }

    /**
     * {@code package.Class.method}: the package colours the frame, the rest names it. A lambda's hidden class is
     * named after the class that wrote it ({@code Outer$$Lambda}), without the number and address that change from
     * run to run, so that two graphs of the same code line up.
     */
    static String name(RecordedMethod method) {
        return typeName(method.getType().getName()) + "." + method.getName();
    }

    static String typeName(String type) {
        int lambda = type.indexOf("$$Lambda");
        return lambda < 0 ? type : type.substring(0, lambda) + "$$Lambda";
    }
}
