package nl.opendk.ebms.perf.chart;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import nl.opendk.ebms.perf.resource.Roles;
import nl.opendk.ebms.perf.result.StepSeries;
import nl.opendk.ebms.perf.result.StepSeries.Point;

/**
 * The four charts of a load run, drawn by the runner beside its report: offered and achieved rate, p50 and p99
 * response time, CPU per process, and the adapter's heap after GC. The steps of a sweep follow each other on one
 * time axis, the pauses between them (warm-up, adapter restarts) shown as gaps. Charts are drawn without a display
 * (java.awt.headless), so a CI machine or a server draws them too.
 */
public final class RunCharts {

    static {
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }

    /** A chart that was drawn: its title, as the report's image text, and its file. */
    public record Chart(String title, Path file) {}

    private RunCharts() {}

    /**
     * @param steps the series of each step, in run order
     * @param fileFor the file of a chart from its short name ("rate", "latency", "cpu", "heap")
     * @return the charts drawn; a chart with nothing to show (a run without GC pauses) is left out
     */
    public static List<Chart> draw(List<StepSeries> steps, Function<String, Path> fileFor) {
        long from = steps.stream()
                .flatMap(step -> step.achieved().stream())
                .mapToLong(Point::at)
                .min()
                .orElse(0);
        long to = steps.stream()
                .flatMap(step -> step.achieved().stream())
                .mapToLong(Point::at)
                .max()
                .orElse(from);
        List<Chart> charts = new ArrayList<>();
        LineChart rate = new LineChart("Offered and achieved rate", "messages/s", from, to)
                .line("offered (arrivals due)", of(steps, StepSeries::offered), 3.5f)
                .line("achieved (accepted)", of(steps, StepSeries::achieved));
        keep(charts, rate, "Offered and achieved rate", fileFor.apply("rate"));
        LineChart latency = new LineChart("Response time (JMeter elapsed)", "ms", from, to)
                .line("p50", of(steps, StepSeries::p50))
                .line("p99", of(steps, StepSeries::p99));
        keep(charts, latency, "Response time p50 and p99", fileFor.apply("latency"));
        LineChart cpu = new LineChart("CPU per process", "% of one core", from, to);
        for (String role : Roles.ALL) {
            cpu.line(Roles.displayName(role), of(steps, step -> step.cpu().getOrDefault(role, List.of())));
        }
        keep(charts, cpu, "CPU per process", fileFor.apply("cpu"));
        LineChart heap = new LineChart("Adapter heap after GC", "MB", from, to)
                .dots("heap in use after each GC pause", of(steps, StepSeries::heapAfterGc));
        keep(charts, heap, "Adapter heap after GC", fileFor.apply("heap"));
        return charts;
    }

    private static List<List<Point>> of(List<StepSeries> steps, Function<StepSeries, List<Point>> series) {
        return steps.stream().map(series).toList();
    }

    private static void keep(List<Chart> charts, LineChart chart, String title, Path file) {
        if (chart.hasLines()) {
            chart.write(file);
            charts.add(new Chart(title, file));
        }
    }
}
