package nl.opendk.ebms.perf.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a report goes: {@code <results>/<date>-<what>-<commit>.md}, Markdown only (generated dashboards stay with the
 * run's raw files). A second report of the same day and commit gets -2, -3, ... rather than replacing the first.
 */
public record ResultFiles(Path report) {

    public static ResultFiles choose(Path results, String date, String what, String commit) {
        try {
            Files.createDirectories(results);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + results, e);
        }
        String base = date + "-" + what + "-" + commit;
        String name = base;
        for (int n = 2; Files.exists(results.resolve(name + ".md")); n++) {
            name = base + "-" + n;
        }
        return new ResultFiles(results.resolve(name + ".md"));
    }

    public void write(String markdown) {
        try {
            Files.writeString(report, markdown, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + report, e);
        }
    }
}
