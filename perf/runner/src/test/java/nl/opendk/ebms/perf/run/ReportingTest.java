package nl.opendk.ebms.perf.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nl.opendk.ebms.perf.chart.RunCharts;
import nl.opendk.ebms.perf.jmeter.Sample;
import nl.opendk.ebms.perf.report.Markdown;
import nl.opendk.ebms.perf.report.ResultFiles;
import nl.opendk.ebms.perf.resource.GcPause;
import nl.opendk.ebms.perf.resource.MachineTicks;
import nl.opendk.ebms.perf.resource.ResourceSample;
import nl.opendk.ebms.perf.resource.ResourceSample.ProcessReading;
import nl.opendk.ebms.perf.resource.Roles;
import nl.opendk.ebms.perf.result.StepSeries;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportingTest {

    private static final Pattern IMAGE = Pattern.compile("!\\[([^]]*)]\\(([^)]+)\\)");

    @TempDir
    Path checkout;

    @Test
    void theReportLinksEachChartByItsNameBesideIt() throws Exception {
        ResultFiles files = ResultFiles.choose(
                checkout,
                checkout.resolve("perf/target/results"),
                Instant.parse("2026-11-24T12:00:00Z"),
                "smoke",
                "abc1234");
        List<RunCharts.Chart> charts = RunCharts.draw(List.of(oneMinute()), name -> files.beside("-" + name + ".png"));
        Markdown md = new Markdown().heading(1, "Perf smoke");

        Reporting.charts(md, charts);
        files.write(md.toString());

        Matcher links = IMAGE.matcher(Files.readString(files.report()));
        List<String> titles = new ArrayList<>();
        while (links.find()) {
            titles.add(links.group(1));
            assertThat(links.group(2)).startsWith("2026-11-24-smoke-abc1234-").endsWith(".png");
            assertThat(files.report().resolveSibling(links.group(2))).isRegularFile();
        }
        assertThat(titles)
                .containsExactly(
                        "Offered and achieved rate",
                        "Response time p50 and p99",
                        "CPU per process",
                        "Adapter heap after GC");
    }

    /** A minute at 50 messages/s with CPU readings every second and a GC pause every 5 s. */
    private static StepSeries oneMinute() {
        List<Sample> samples = new ArrayList<>();
        List<ResourceSample> readings = new ArrayList<>();
        List<GcPause> pauses = new ArrayList<>();
        for (int i = 0; i < 3_000; i++) {
            long at = i * 20L;
            samples.add(new Sample(at, 3 + i % 7, "ping", "204", true, null, 0, "s01", i, at, at, "hold", -1));
        }
        for (int s = 0; s <= 60; s++) {
            readings.add(new ResourceSample(
                    s * 1000L,
                    Map.of("adapter", new ProcessReading(s * 400L, 1024), "jmeter", new ProcessReading(s * 200L, 512)),
                    new MachineTicks(s * 100L, s * 200L)));
            if (s % 5 == 0) {
                pauses.add(new GcPause(s * 1000L + 300, "Pause Young", 80, 30 + s % 3, 1024, 2));
            }
        }
        return StepSeries.of(samples, readings, pauses, Roles.ALL, 0, 60_000);
    }
}
