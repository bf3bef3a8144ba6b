package nl.opendk.ebms.perf.report;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * Where a report goes: {@code <results>/<date>-<what>-<commit>.md}, with the files that belong to it beside it under
 * the same name ({@code <name>-rate.png}, {@code <name>.csv}). Generated dashboards stay with the run's raw files. A
 * second report of the same day and commit gets -2, -3, ... rather than replacing the first. Paths inside the checkout
 * are written relative to it, and the temporary folder as {@code $TMPDIR}, so that a committed report names no
 * folder of the machine it was made on.
 *
 * @param checkout the root of the checkout the runner runs in
 */
public record ResultFiles(Path checkout, Path report) {

    private static final DateTimeFormatter DAY = DateTimeFormatter.ISO_LOCAL_DATE.withZone(ZoneOffset.UTC);

    /** @param started when the run started; its day in UTC begins the name */
    public static ResultFiles choose(Path checkout, Path results, Instant started, String what, String commit) {
        try {
            Files.createDirectories(results);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + results, e);
        }
        String base = DAY.format(started) + "-" + what + "-" + commit;
        String name = base;
        for (int n = 2; Files.exists(results.resolve(name + ".md")); n++) {
            name = base + "-" + n;
        }
        return new ResultFiles(checkout, results.resolve(name + ".md"));
    }

    /** A file beside the report, named after it: {@code beside("-rate.png")} of {@code x.md} is {@code x-rate.png}. */
    public Path beside(String suffix) {
        String name = report.getFileName().toString();
        return report.resolveSibling(name.substring(0, name.length() - ".md".length()) + suffix);
    }

    /** Writes the report, with every path inside the checkout made relative to it. */
    public void write(String markdown) {
        try {
            Files.writeString(report, relative(markdown), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + report, e);
        }
    }

    /**
     * The text with the checkout's absolute path taken off every path that starts with it, and the machine's
     * temporary folder (where the test PKI is written) named {@code $TMPDIR}.
     */
    public String relative(String text) {
        String inCheckout = text.replace(checkout.toAbsolutePath().normalize() + File.separator, "");
        Path temporary =
                Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath().normalize();
        return inCheckout.replace(temporary + File.separator, "$TMPDIR" + File.separator);
    }
}
