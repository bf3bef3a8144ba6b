package nl.opendk.ebms.perf.jmeter;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
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

    /**
     * A JTL while its generator writes it: each {@link #next()} returns the samples of the lines completed since the
     * last call. For the progress lines of a run; the analysis reads the whole file once it is complete.
     */
    public static final class Tail {

        private final Path file;
        private final Map<String, String> shared = new HashMap<>();
        private long position;
        private Columns columns;

        public Tail(Path file) {
            this.file = file;
        }

        /** Nothing while the file does not exist yet; a line still being written waits for the next call. */
        public List<Sample> next() {
            if (!Files.exists(file)) {
                return List.of();
            }
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
                long available = channel.size() - position;
                if (available <= 0) {
                    return List.of();
                }
                ByteBuffer buffer = ByteBuffer.allocate((int) Math.min(available, Integer.MAX_VALUE - 8));
                channel.read(buffer, position);
                byte[] bytes = buffer.array();
                int complete = lastLineEnd(bytes, buffer.position());
                if (complete == 0) {
                    return List.of();
                }
                position += complete;
                return parse(new String(bytes, 0, complete, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the JTL " + file, e);
            }
        }

        private List<Sample> parse(String lines) throws IOException {
            CsvReader csv = new CsvReader(new StringReader(lines));
            List<Sample> samples = new ArrayList<>();
            for (List<String> row = csv.next(); row != null; row = csv.next()) {
                if (columns == null) {
                    columns = new Columns(row);
                } else if (!(row.size() == 1 && row.get(0).isEmpty())) {
                    samples.add(columns.sample(row, shared));
                }
            }
            return samples;
        }

        private static int lastLineEnd(byte[] bytes, int length) {
            for (int i = length - 1; i >= 0; i--) {
                if (bytes[i] == '\n') {
                    return i + 1;
                }
            }
            return 0;
        }
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
