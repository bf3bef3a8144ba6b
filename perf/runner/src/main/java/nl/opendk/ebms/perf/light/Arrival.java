package nl.opendk.ebms.perf.light;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One line of the arrival schedule ({@code nl.opendk.ebms.perf.load.ArrivalFile}): when the message is due after the
 * start, its stream, its sequence number and its phase.
 */
record Arrival(long offsetMillis, String stream, long seq, String phase) {

    static List<Arrival> read(Path file) {
        List<Arrival> arrivals = new ArrayList<>();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.US_ASCII)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.isBlank()) {
                    continue;
                }
                String[] fields = line.split(",", 4);
                arrivals.add(new Arrival(Long.parseLong(fields[0]), fields[1], Long.parseLong(fields[2]), fields[3]));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the arrivals " + file, e);
        }
        return arrivals;
    }
}
