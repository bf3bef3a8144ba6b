package nl.opendk.ebms.perf.resource;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the pauses from a log written with {@code -Xlog:gc:file=<path>:timemillis} (JDK unified logging, JEP 158).
 * Such a line reads {@code [1795314054833ms] GC(12) Pause Young (Normal) (G1 Evacuation Pause) 51M->12M(1024M)
 * 3.456ms}. Concurrent phases ("Concurrent Mark Cycle") do not stop the application and are skipped.
 */
public final class GcLog {

    /** The JVM option that writes the log this class reads. */
    public static String option(Path file) {
        return "-Xlog:gc:file=" + file + ":timemillis";
    }

    private static final Pattern PAUSE = Pattern.compile(
            "^\\[(\\d+)ms] GC\\(\\d+\\) (Pause .*?) (\\d+(?:\\.\\d+)?)([KMG])->(\\d+(?:\\.\\d+)?)([KMG])"
                    + "\\((\\d+(?:\\.\\d+)?)([KMG])\\) (\\d+(?:\\.\\d+)?)ms$");

    private GcLog() {}

    public static List<GcPause> read(Path file) {
        if (!Files.exists(file)) {
            return List.of();
        }
        try {
            return parse(Files.readAllLines(file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the GC log " + file, e);
        }
    }

    static List<GcPause> parse(List<String> lines) {
        List<GcPause> pauses = new ArrayList<>();
        for (String line : lines) {
            Matcher m = PAUSE.matcher(line.trim());
            if (m.matches()) {
                pauses.add(new GcPause(
                        Long.parseLong(m.group(1)),
                        m.group(2),
                        megabytes(m.group(3), m.group(4)),
                        megabytes(m.group(5), m.group(6)),
                        megabytes(m.group(7), m.group(8)),
                        Double.parseDouble(m.group(9))));
            }
        }
        return pauses;
    }

    private static double megabytes(String value, String unit) {
        double number = Double.parseDouble(value);
        return switch (unit) {
            case "K" -> number / 1024;
            case "G" -> number * 1024;
            default -> number;
        };
    }
}
