package nl.opendk.ebms.perf.jmeter;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a JMeter CSV result file (JTL) with its header line: the standard columns and the sample variables the plan
 * saves (stream, seq, sentAt, dueAt, phase). Columns are found by name, so JMeter may add or reorder columns.
 */
public final class Jtl {

    private Jtl() {}

    public static List<Sample> read(Path file) {
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return read(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the JTL " + file, e);
        }
    }

    static List<Sample> read(Reader in) throws IOException {
        CsvReader csv = new CsvReader(in);
        List<String> header = csv.next();
        if (header == null) {
            return List.of();
        }
        Columns columns = new Columns(header);
        Map<String, String> shared = new HashMap<>();
        List<Sample> samples = new ArrayList<>();
        for (List<String> row = csv.next(); row != null; row = csv.next()) {
            if (row.size() == 1 && row.get(0).isEmpty()) {
                continue;
            }
            samples.add(columns.sample(row, shared));
        }
        return samples;
    }

    /** Column positions by name; the few distinct strings (labels, codes, streams) are shared between samples. */
    private static final class Columns {

        private final Map<String, Integer> index = new HashMap<>();

        Columns(List<String> header) {
            for (int i = 0; i < header.size(); i++) {
                index.put(header.get(i), i);
            }
            for (String required : List.of("timeStamp", "elapsed", "label", "responseCode", "success")) {
                if (!index.containsKey(required)) {
                    throw new IllegalArgumentException("the JTL has no column " + required + ": " + header);
                }
            }
        }

        Sample sample(List<String> row, Map<String, String> shared) {
            boolean success = "true".equals(text(row, "success"));
            return new Sample(
                    number(row, "timeStamp"),
                    (int) number(row, "elapsed"),
                    shared.computeIfAbsent(text(row, "label"), k -> k),
                    shared.computeIfAbsent(text(row, "responseCode"), k -> k),
                    success,
                    success ? null : failure(row),
                    (int) Math.max(0, number(row, "Connect")),
                    shared.computeIfAbsent(text(row, "stream"), k -> k),
                    number(row, "seq"),
                    number(row, "sentAt"),
                    number(row, "dueAt"),
                    shared.computeIfAbsent(text(row, "phase"), k -> k),
                    number(row, "sendLag"));
        }

        private String failure(List<String> row) {
            String message = text(row, "failureMessage");
            return message.isBlank() ? text(row, "responseCode") + " " + text(row, "responseMessage") : message;
        }

        private String text(List<String> row, String column) {
            Integer position = index.get(column);
            return position == null || position >= row.size() ? "" : row.get(position);
        }

        /** -1 for an empty or absent value (a variable the sample did not set). */
        private long number(List<String> row, String column) {
            String value = text(row, column).trim();
            if (value.isEmpty()) {
                return -1;
            }
            try {
                return Long.parseLong(value);
            } catch (NumberFormatException e) {
                return -1;
            }
        }
    }
}
