package nl.opendk.ebms.perf.profile;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Where the samples of a recording went, as Markdown: by library (the innermost frame outside the JDK: a HashMap
 * lookup inside Camel counts for Camel), the methods that were running (self) and the methods that were on the
 * stack (total), the busiest first. Total counts a method once per sample, however often it recurs.
 */
public final class HotSpots {

    private HotSpots() {}

    public static String markdown(StackSamples samples, int rows) {
        Map<String, Integer> self = new HashMap<>();
        Map<String, Integer> total = new HashMap<>();
        samples.stacks().forEach((stack, count) -> {
            if (!stack.isEmpty()) {
                self.merge(stack.get(stack.size() - 1), count, Integer::sum);
            }
            Set<String> seen = new HashSet<>();
            for (String frame : stack) {
                if (seen.add(frame)) {
                    total.merge(frame, count, Integer::sum);
                }
            }
        });
        Map<String, Integer> libraries = new HashMap<>();
        samples.stacks().forEach((stack, count) -> libraries.merge(library(stack), count, Integer::sum));
        StringBuilder out = new StringBuilder();
        if (!samples.threads().isEmpty()) {
            table(out, "thread the sample was on", samples.threads(), samples.total(), rows, "`");
        }
        table(out, "library the sample was in", libraries, samples.total(), rows, "");
        table(out, "running (self)", self, samples.total(), rows, "`");
        table(out, "on the stack (total)", total, samples.total(), rows, "`");
        return out.toString();
    }

    /** Libraries by package prefix; the JDK counts for the code that called it. */
    private static final List<List<String>> LIBRARIES = List.of(
            List.of("the adapter", "nl.opendk."),
            List.of("Camel", "org.apache.camel."),
            List.of("Vert.x and Netty (HTTP)", "io.vertx.", "io.netty."),
            List.of("MySQL driver and pool", "com.mysql.", "com.zaxxer."),
            List.of("XML (Woodstox, Santuario)", "com.ctc.wstx.", "org.codehaus.stax2.", "org.apache.xml.security."),
            List.of("CXF and WSS4J", "org.apache.cxf.", "org.apache.wss4j."),
            List.of("Micrometer", "io.micrometer."),
            List.of("logging", "ch.qos.logback.", "org.slf4j."));

    /** The JDK's classes and the JVM's own native code ({@link StackSamples#name}) count for their caller. */
    private static boolean isJdk(String frame) {
        return frame.startsWith("java.")
                || frame.startsWith("jdk.")
                || frame.startsWith("sun.")
                || frame.startsWith("native.");
    }

    /**
     * The library of the sample's innermost frame outside the JDK; a sample in the kernel (a system call, a page
     * fault, the scheduler; only async-profiler sees those) counts for the kernel.
     */
    static String library(List<String> stack) {
        if (!stack.isEmpty() && stack.get(stack.size() - 1).startsWith("kernel.")) {
            return "the kernel (system calls, network, scheduling)";
        }
        for (int i = stack.size() - 1; i >= 0; i--) {
            String frame = stack.get(i);
            if (isJdk(frame)) {
                continue;
            }
            for (List<String> library : LIBRARIES) {
                for (String prefix : library.subList(1, library.size())) {
                    if (frame.startsWith(prefix)) {
                        return library.get(0);
                    }
                }
            }
            return "other";
        }
        return "the JDK alone (GC, JIT and thread code)";
    }

    private static void table(
            StringBuilder out, String what, Map<String, Integer> counts, int all, int rows, String quote) {
        out.append("| ").append(what).append(" | samples | share |\n|---|---|---|\n");
        List<Map.Entry<String, Integer>> sorted = counts.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .limit(rows)
                .toList();
        for (Map.Entry<String, Integer> entry : sorted) {
            out.append("| ")
                    .append(quote)
                    .append(entry.getKey())
                    .append(quote)
                    .append(" | ")
                    .append(entry.getValue())
                    .append(" | ")
                    .append(String.format(Locale.ROOT, "%.1f %%", 100.0 * entry.getValue() / Math.max(1, all)))
                    .append(" |\n");
        }
        out.append('\n');
    }
}
