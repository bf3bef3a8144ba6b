package nl.opendk.ebms.perf.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import nl.opendk.ebms.perf.result.StepSeries;
import nl.opendk.ebms.perf.result.StepSeries.Point;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunChartsTest {

    private static final byte[] PNG_SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

    /** A committed chart stays small: tens of KB. */
    private static final long MAX_BYTES = 60 * 1024;

    @TempDir
    Path folder;

    @Test
    void drawsFourSmallReadablePngsNamedByTheCaller() throws Exception {
        List<RunCharts.Chart> charts =
                RunCharts.draw(List.of(step(0, 200, true), step(200_000, 400, true)), this::file);

        assertThat(charts)
                .extracting(RunCharts.Chart::file)
                .containsExactly(file("rate"), file("latency"), file("cpu"), file("heap"));
        for (RunCharts.Chart chart : charts) {
            byte[] bytes = Files.readAllBytes(chart.file());
            assertThat(Arrays.copyOf(bytes, PNG_SIGNATURE.length)).isEqualTo(PNG_SIGNATURE);
            assertThat((long) bytes.length).isBetween(4L * 1024, MAX_BYTES);
            BufferedImage image = ImageIO.read(chart.file().toFile());
            assertThat(image.getWidth()).isEqualTo(LineChart.WIDTH);
            assertThat(image.getHeight()).isEqualTo(LineChart.HEIGHT);
            assertThat(pixelsOf(image, LineChart.COLOURS.get(0).getRGB()))
                    .as("pixels of the first line in %s", chart.file().getFileName())
                    .isGreaterThan(200);
        }
    }

    @Test
    void leavesOutAChartWithNothingToShow() {
        List<RunCharts.Chart> charts = RunCharts.draw(List.of(step(0, 200, false)), this::file);

        assertThat(charts)
                .extracting(RunCharts.Chart::title)
                .doesNotContain("Adapter heap after GC")
                .hasSize(3);
        assertThat(file("heap")).doesNotExist();
    }

    private Path file(String name) {
        return folder.resolve("2026-01-01-smoke-abc1234-" + name + ".png");
    }

    /** 100 intervals of 2 s from {@code start}: a ramp to {@code rate}, latency and CPU that follow it, GC pauses. */
    private static StepSeries step(long start, double rate, boolean gc) {
        List<Point> offered = new ArrayList<>();
        List<Point> achieved = new ArrayList<>();
        List<Point> p50 = new ArrayList<>();
        List<Point> p99 = new ArrayList<>();
        Map<String, List<Point>> cpu = new LinkedHashMap<>();
        for (String role : List.of("adapter", "database", "jmeter", "sink", "runner")) {
            cpu.put(role, new ArrayList<>());
        }
        List<Point> heap = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            long at = start + i * 2000L;
            double offeredNow = rate * Math.min(1, (i + 1) / 25.0);
            offered.add(new Point(at, offeredNow));
            achieved.add(new Point(at, offeredNow * (1 + 0.05 * Math.sin(i))));
            p50.add(new Point(at, 2 + i % 3));
            p99.add(new Point(at, 10 + 8 * Math.abs(Math.sin(i / 7.0))));
            int share = 1;
            for (List<Point> points : cpu.values()) {
                points.add(new Point(at, offeredNow / (5.0 * share++)));
            }
            if (gc && i % 4 == 0) {
                heap.add(new Point(at + 700, 30 + (i % 20)));
            }
        }
        return new StepSeries(offered, achieved, p50, p99, cpu, heap);
    }

    private static long pixelsOf(BufferedImage image, int rgb) {
        long count = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                count += (image.getRGB(x, y) & 0xffffff) == (rgb & 0xffffff) ? 1 : 0;
            }
        }
        return count;
    }
}
