package nl.opendk.ebms.perf.run;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import nl.opendk.ebms.perf.jmeter.CsvReader;
import nl.opendk.ebms.perf.machine.GitState;
import nl.opendk.ebms.perf.machine.MachineFacts;
import nl.opendk.ebms.perf.process.RunningProcess;
import nl.opendk.ebms.perf.report.Markdown;
import nl.opendk.ebms.perf.report.ResultFiles;
import nl.opendk.ebms.perf.report.RunFacts;

/**
 * perf/run jmh: the hot-path micro-benchmarks of perf/jmh in a JVM of their own (JMH forks again per benchmark),
 * with JMH's CSV result turned into a report next to the load reports. --jmh passes extra JMH options, e.g.
 * {@code --jmh "-f 2 -wi 5 RequestDecoder"}.
 */
final class JmhCommand {

    private JmhCommand() {}

    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss").withZone(ZoneOffset.UTC);

    static int run(Settings settings) {
        Instant started = Instant.now();
        Path work = settings.workRoot().resolve(STAMP.format(started) + "-jmh");
        createDirectories(work);
        Path csv = work.resolve("jmh.csv");
        RunningProcess jmh =
                RunningProcess.start("jmh", command(settings, csv), settings.repository(), work.resolve("jmh.txt"));
        int exit = jmh.waitFor(Duration.ofHours(2));
        if (exit != 0 || !Files.exists(csv)) {
            System.err.println("JMH failed (exit " + exit + "):\n" + jmh.logTail(30));
            return 2;
        }
        Path report = report(settings, work, csv, started);
        System.out.println("report: " + report);
        return 0;
    }

    private static List<String> command(Settings settings, Path csv) {
        List<String> command = new ArrayList<>(List.of(
                settings.java().toString(),
                "-jar",
                settings.jmhJar().toString(),
                "-rf",
                "csv",
                "-rff",
                csv.toString()));
        String extra = settings.arguments().text("jmh", "").trim();
        if (!extra.isEmpty()) {
            command.addAll(Arrays.asList(extra.split("\\s+")));
        }
        return command;
    }

    /** The report with JMH's CSV next to it, under the same name. */
    private static Path report(Settings settings, Path work, Path csv, Instant started) {
        GitState git = GitState.of(settings.repository());
        ResultFiles files = ResultFiles.choose(settings.repository(), settings.results(), started, "jmh", git.commit());
        Markdown md = new Markdown()
                .heading(1, "Perf JMH: the hot path without load")
                .paragraph("Average time per operation of each hot-path piece, in one thread (lower is better); the"
                        + " error is JMH's 99.9 % confidence interval. Raw output: "
                        + Markdown.code(work.resolve("jmh.txt").toString()) + ".");
        new RunFacts(
                        settings.arguments().commandLine(),
                        RunFacts.utc(started),
                        RunFacts.utc(Instant.now()),
                        git,
                        MachineFacts.detect(settings.java()),
                        List.of(),
                        null,
                        null,
                        work.toString())
                .write(md);
        md.heading(2, "Benchmarks")
                .table(List.of("benchmark", "parameters", "mode", "score", "error", "unit"), rows(csv));
        files.write(md.toString());
        copy(csv, files.beside(".csv"));
        return files.report();
    }

    /** JMH's CSV: Benchmark, Mode, Threads, Samples, Score, Score Error (99.9%), Unit, then "Param: name" columns. */
    static List<List<String>> rows(Path csv) {
        try (BufferedReader in = Files.newBufferedReader(csv, StandardCharsets.UTF_8)) {
            CsvReader reader = new CsvReader(in);
            List<String> header = reader.next();
            List<List<String>> rows = new ArrayList<>();
            for (List<String> row = reader.next(); row != null; row = reader.next()) {
                if (row.size() < 7) {
                    continue;
                }
                List<String> parameters = new ArrayList<>();
                for (int i = 7; i < Math.min(header.size(), row.size()); i++) {
                    parameters.add(header.get(i).replace("Param: ", "") + "=" + row.get(i));
                }
                rows.add(List.of(
                        row.get(0).replaceFirst("^nl\\.opendk\\.ebms\\.perf\\.jmh\\.", ""),
                        String.join(", ", parameters),
                        row.get(1),
                        row.get(4),
                        row.get(5),
                        row.get(6)));
            }
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + csv, e);
        }
    }

    private static void copy(Path from, Path to) {
        try {
            Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot copy " + from, e);
        }
    }

    private static void createDirectories(Path directory) {
        try {
            Files.createDirectories(directory);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + directory, e);
        }
    }
}
