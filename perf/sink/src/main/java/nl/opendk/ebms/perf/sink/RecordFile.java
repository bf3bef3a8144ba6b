package nl.opendk.ebms.perf.sink;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The sink's record file: one {@link PongRecord} line per message received, appended by many handler threads.
 * Lines are buffered; they reach the disk on {@link #flush()} (every stats request) and when the sink stops.
 */
public final class RecordFile implements AutoCloseable {

    private final BufferedWriter writer;

    private RecordFile(BufferedWriter writer) {
        this.writer = writer;
    }

    public static RecordFile create(Path path) {
        try {
            return new RecordFile(Files.newBufferedWriter(path, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + path, e);
        }
    }

    public synchronized void append(PongRecord record) {
        try {
            writer.write(record.toLine());
            writer.write('\n');
        } catch (IOException e) {
            throw new UncheckedIOException("cannot append a Pong record", e);
        }
    }

    public synchronized void flush() {
        try {
            writer.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot flush the Pong records", e);
        }
    }

    @Override
    public synchronized void close() {
        try {
            writer.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close the Pong records", e);
        }
    }
}
