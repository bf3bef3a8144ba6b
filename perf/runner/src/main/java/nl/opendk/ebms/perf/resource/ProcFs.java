package nl.opendk.ebms.perf.resource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Reads CPU time and memory of processes, and of the whole machine, from Linux's /proc (proc(5)): utime + stime of
 * /proc/PID/stat, VmRSS of /proc/PID/status and the first line of /proc/stat. CPU times are in clock ticks of
 * 1/CLK_TCK s; CLK_TCK is 100 on Linux on x86 and ARM, which {@link #clockTicksPerSecond()} checks with getconf.
 * A process's threads are read from /proc/PID/task/TID/stat.
 */
public final class ProcFs {

    private final Path root;
    private final long ticksPerSecond;

    public ProcFs(Path root, long ticksPerSecond) {
        this.root = root;
        this.ticksPerSecond = ticksPerSecond;
    }

    public static ProcFs system() {
        return new ProcFs(Path.of("/proc"), clockTicksPerSecond());
    }

    /** CPU time the process used so far, user and system, in ms; empty when it is gone. */
    public Optional<Long> cpuMillis(long pid) {
        return read(root.resolve(pid + "/stat")).map(stat -> cpuTicks(stat) * 1000 / ticksPerSecond);
    }

    /**
     * CPU time the process's threads used so far, added up by {@link #threadKind kind}; empty when the process is
     * gone. A thread that ended is no longer counted.
     */
    public Map<String, ThreadCpu> threadCpu(long pid) {
        Map<String, ThreadCpu> byKind = new TreeMap<>();
        try (Stream<Path> tasks = Files.list(root.resolve(pid + "/task"))) {
            tasks.forEach(task -> read(task.resolve("stat"))
                    .ifPresent(stat -> byKind.merge(
                            threadKind(threadName(stat)),
                            new ThreadCpu(
                                    cpuTicks(stat) * 1000 / ticksPerSecond, systemTicks(stat) * 1000 / ticksPerSecond),
                            ThreadCpu::plus)));
        } catch (IOException | RuntimeException e) {
            return Map.of();
        }
        return byKind;
    }

    /**
     * A thread's name with every number as {@code #}, so that a pool's threads count as one kind
     * ({@code vert.x-worker-thread-#}). The kernel keeps the first 15 characters of a name.
     */
    static String threadKind(String name) {
        return name.replaceAll("\\d+", "#");
    }

    /** The command name of a stat line: between the first '(' and the last ')'. */
    static String threadName(String stat) {
        return stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    }

    /** Resident set size in kB; empty when the process is gone. */
    public Optional<Long> rssKb(long pid) {
        return read(root.resolve(pid + "/status")).map(ProcFs::rssKb);
    }

    /** Busy and total ticks of all CPUs together since boot. */
    public Optional<MachineTicks> machine() {
        return read(root.resolve("stat")).map(ProcFs::machineTicks);
    }

    /** utime (field 14) + stime (field 15); fields are counted after the command name, which may hold spaces. */
    static long cpuTicks(String stat) {
        String[] fields = fieldsAfterName(stat);
        return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
    }

    /** stime (field 15): time in the kernel on the thread's behalf. */
    static long systemTicks(String stat) {
        return Long.parseLong(fieldsAfterName(stat)[12]);
    }

    private static String[] fieldsAfterName(String stat) {
        return stat.substring(stat.lastIndexOf(')') + 2).trim().split(" +");
    }

    static long rssKb(String status) {
        for (String line : status.split("\n")) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.substring(6).trim().split(" +")[0]);
            }
        }
        return 0;
    }

    /** The "cpu" line: user nice system idle iowait irq softirq steal ...; idle and iowait are not busy. */
    static MachineTicks machineTicks(String stat) {
        String[] fields = stat.substring(0, stat.indexOf('\n')).trim().split(" +");
        long total = 0;
        long idle = 0;
        for (int i = 1; i < Math.min(fields.length, 9); i++) {
            long value = Long.parseLong(fields[i]);
            total += value;
            idle += i == 4 || i == 5 ? value : 0;
        }
        return new MachineTicks(total - idle, total);
    }

    private static Optional<String> read(Path file) {
        try {
            return Optional.of(Files.readString(file));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static long clockTicksPerSecond() {
        try {
            Process getconf = new ProcessBuilder("getconf", "CLK_TCK").start();
            String out = new String(getconf.getInputStream().readAllBytes()).trim();
            return getconf.waitFor() == 0 ? Long.parseLong(out) : 100;
        } catch (IOException | NumberFormatException e) {
            return 100;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 100;
        }
    }
}
