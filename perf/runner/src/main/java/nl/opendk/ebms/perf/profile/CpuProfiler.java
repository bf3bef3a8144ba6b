package nl.opendk.ebms.perf.profile;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * async-profiler as the adapter's JVM agent, for {@code --cpu-profile}: it samples each thread after every 10 ms of
 * CPU it used (Linux perf events), in Java code, the JVM's own code and the kernel alike, and writes
 * the samples as a JFR recording when the adapter stops, which {@code perf/run flame} reads like JFR's own. perf/run
 * fetches it from Maven Central into perf/target/profiler the first time it is asked for. Sampling every millisecond
 * made the adapter use 40 % more CPU at 1,000 Pings/s on a 2-CPU virtual machine, much of it in the kernel, which
 * skews the very shares it shows; every 10 ms still gives about 2,000 samples in a 30-second step.
 */
public final class CpuProfiler {

    /** Where perf/run unpacks the agent: the jar's folder for this machine's architecture. */
    static final String HOME = "perf/target/profiler";

    private CpuProfiler() {}

    /** The JVM option that starts the profiler with the JVM and has it write {@code recording} when the JVM ends. */
    public static String agent(Path repository, Path recording) {
        Path library = repository
                .resolve(HOME)
                .resolve(platform(System.getProperty("os.arch")))
                .resolve("libasyncProfiler.so");
        if (!Files.isRegularFile(library)) {
            throw new IllegalArgumentException("--cpu-profile needs async-profiler in " + library.getParent()
                    + ": run through perf/run, which" + " fetches it");
        }
        return "-agentpath:" + library + "=start,event=cpu,interval=10ms,jfr,file=" + recording;
    }

    /** The jar's folder for a JVM's {@code os.arch}: async-profiler ships Linux x64 and arm64. */
    static String platform(String arch) {
        return switch (arch.toLowerCase(Locale.ROOT)) {
            case "amd64", "x86_64" -> "linux-x64";
            case "aarch64", "arm64" -> "linux-arm64";
            default -> throw new IllegalArgumentException("async-profiler has no Linux build for " + arch);
        };
    }
}
