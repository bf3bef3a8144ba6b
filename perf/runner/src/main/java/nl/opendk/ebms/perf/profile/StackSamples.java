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
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;

/**
 * The CPU samples of a recording within a time window, as stacks from the thread's root to the running method, each
 * counted as often as it was sampled, and the samples of each kind of thread. Two recorders write {@code
 * jdk.ExecutionSample} events: JFR itself (a thread running Java code, every 10 or 20 ms per thread by the {@code
 * profile} or {@code default} settings; JFR truncates stacks at 64 frames unless told {@code stackdepth=256}) and
 * async-profiler in {@code cpu} mode with {@code jfr} output (every interval of CPU time a thread used, whatever it
 * ran: Java, the JVM's own code, the kernel). Only the second is proportional to CPU time; it names native frames by
 * their library and kernel frames as the kernel's.
 *
 * @param threads samples per kind of thread: its name with each run of digits as {@code #}, so a pool counts once
 */
public record StackSamples(Map<List<String>, Integer> stacks, int total, Map<String, Integer> threads) {

    public StackSamples(Map<List<String>, Integer> stacks, int total) {
        this(stacks, total, Map.of());
    }

    public static StackSamples read(Path recording, Instant from, Instant to) {
        Map<List<String>, Integer> stacks = new HashMap<>();
        Map<String, Integer> threads = new HashMap<>();
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
                threads.merge(threadKind(threadName(event.getThread("sampledThread"))), 1, Integer::sum);
                total++;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + recording, e);
        }
        return new StackSamples(stacks, total, threads);
    }

    /** Only the stacks with a frame whose name contains {@code method} (without the counts per thread). */
    public StackSamples through(String method) {
        Map<List<String>, Integer> kept = new HashMap<>();
        int count = 0;
        for (Map.Entry<List<String>, Integer> stack : stacks.entrySet()) {
            if (stack.getKey().stream().anyMatch(frame -> frame.contains(method))) {
                kept.put(stack.getKey(), stack.getValue());
                count += stack.getValue();
            }
        }
        return new StackSamples(kept, count, Map.of());
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
            names.add(name(frames.get(i)));
        }
        return List.copyOf(names);
    }

    /**
     * A Java frame as {@link #name(RecordedMethod)}; async-profiler's kernel frames as {@code kernel.function} and the
     * frames of native libraries (the JVM, libc) as {@code native.function}, so that they group like packages.
     */
    static String name(RecordedFrame frame) {
        RecordedMethod method = frame.getMethod();
        if ("Kernel".equals(frame.getType())) {
            return "kernel." + method.getName();
        }
        return isLibrary(method.getType().getName()) ? "native." + method.getName() : name(method);
    }

    /** async-profiler gives a native function its library ({@code libjvm.so}) as its type, or nothing. */
    static boolean isLibrary(String type) {
        return type.isEmpty() || type.endsWith(".so") || type.contains(".so.");
    }

    private static String threadName(RecordedThread thread) {
        if (thread == null) {
            return null;
        }
        return thread.getJavaName() != null ? thread.getJavaName() : thread.getOSName();
    }

    /** A pool's threads differ only in their numbers ({@code vert.x-worker-thread-7}): one kind. */
    static String threadKind(String name) {
        return name == null ? "(unknown)" : name.replaceAll("[0-9]+", "#");
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
