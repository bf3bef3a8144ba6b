package nl.opendk.ebms.perf.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import nl.opendk.ebms.perf.profile.FlameGraph;
import nl.opendk.ebms.perf.profile.HotSpots;
import nl.opendk.ebms.perf.profile.StackSamples;

/**
 * perf/run flame: a recording of the adapter (made with {@code --cpu-profile}, or JFR's own with {@code --adapter-jvm
 * "... -XX:StartFlightRecording=..."}) as a flame graph SVG and a Markdown table of its hottest methods, for the samples between {@code --from} and
 * {@code --to} (ISO instants; the whole recording without them), or of the {@code --last} stretch of the recording
 * (e.g. {@code PT60S}: a sweep's last step, since the adapter is idle once the load stops). {@code --focus} keeps
 * only the samples with a method whose name contains it on the stack: who calls it, and what it calls.
 */
final class FlameCommand {

    private FlameCommand() {}

    static int run(Settings settings) {
        Arguments arguments = settings.arguments();
        String recording = arguments.text("jfr", null);
        if (recording == null) {
            throw new IllegalArgumentException("flame needs --jfr <recording.jfr>");
        }
        Path jfr = Path.of(recording);
        Path svg = Path.of(arguments.text("out", jfr.toString().replaceFirst("\\.jfr$", "") + ".svg"));
        Instant from = instant(arguments.text("from", null));
        Instant to = instant(arguments.text("to", null));
        if (arguments.text("last", null) != null) {
            to = StackSamples.lastSample(jfr).plusMillis(1);
            from = to.minus(arguments.duration("last", null));
        }
        StackSamples samples = StackSamples.read(jfr, from, to);
        String focus = arguments.text("focus", null);
        if (focus != null) {
            samples = samples.through(focus);
        }
        if (samples.total() == 0) {
            throw new IllegalStateException("no CPU samples in " + jfr + " in that window");
        }
        try {
            Files.writeString(
                    svg,
                    FlameGraph.svg(
                            samples, arguments.text("title", jfr.getFileName().toString())),
                    StandardCharsets.UTF_8);
            Path table = Path.of(svg.toString().replaceFirst("\\.svg$", "") + ".md");
            Files.writeString(
                    table, HotSpots.markdown(samples, (int) arguments.number("rows", 25)), StandardCharsets.UTF_8);
            System.out.println("flame graph: " + svg + "\nhot methods: " + table);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return 0;
    }

    private static Instant instant(String text) {
        return text == null ? null : Instant.parse(text);
    }
}
