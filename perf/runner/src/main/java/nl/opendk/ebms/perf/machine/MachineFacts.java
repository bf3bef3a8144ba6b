package nl.opendk.ebms.perf.machine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What a reader needs to judge a report's figures: CPUs, CPU model, memory, kernel, and the Java the adapter ran
 * on. Read from /proc and uname, so it describes the machine the run was on and not a configuration.
 *
 * @param cpus online CPUs (nproc)
 * @param javaVersion the first line of {@code java -version} of the adapter's java
 */
public record MachineFacts(int cpus, String cpuModel, long memoryMb, String kernel, String javaVersion) {

    public static MachineFacts detect(Path java) {
        String cpuInfo = read(Path.of("/proc/cpuinfo"));
        String memInfo = read(Path.of("/proc/meminfo"));
        String nproc = Commands.output(Path.of("."), List.of("nproc"));
        return new MachineFacts(
                nproc.matches("\\d+")
                        ? Integer.parseInt(nproc)
                        : Runtime.getRuntime().availableProcessors(),
                field(cpuInfo, "model name"),
                kilobytes(field(memInfo, "MemTotal")) / 1024,
                Commands.output(Path.of("."), List.of("uname", "-sr")),
                javaVersion(java));
    }

    /** "openjdk version "17.0.15" 2025-04-15" and the VM line, joined. */
    static String javaVersion(Path java) {
        List<String> lines = Commands.output(Path.of("."), List.of(java.toString(), "-version"))
                .lines()
                .toList();
        return lines.isEmpty() ? "unknown" : String.join("; ", lines.subList(0, Math.min(3, lines.size())));
    }

    static String field(String text, String name) {
        for (String line : text.split("\n")) {
            int colon = line.indexOf(':');
            if (colon > 0 && line.substring(0, colon).trim().equals(name)) {
                return line.substring(colon + 1).trim();
            }
        }
        return "unknown";
    }

    private static long kilobytes(String value) {
        String digits = value.replaceAll("[^0-9]", "");
        return digits.isEmpty() ? 0 : Long.parseLong(digits);
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return "";
        }
    }
}
