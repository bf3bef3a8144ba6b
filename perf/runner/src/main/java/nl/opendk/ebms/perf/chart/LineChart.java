package nl.opendk.ebms.perf.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.TimeZone;
import nl.opendk.ebms.perf.result.StepSeries.Point;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler.LegendLayout;
import org.knowm.xchart.style.Styler.LegendPosition;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * One line chart over a run: clock time (UTC, as the report's run facts) on the x axis, one line per named series, a
 * series' steps separated by a gap. Plain style: white, light grid, the legend below, five series colours that stay
 * apart in print and for the common colour-vision deficiencies.
 */
final class LineChart {

    static final int WIDTH = 800;
    static final int HEIGHT = 360;

    static final List<Color> COLOURS = List.of(
            new Color(0x1f4e9c), new Color(0xd9480f), new Color(0x2b8a3e), new Color(0x862e9c), new Color(0x495057));

    private final XYChart chart;
    private int lines;

    /**
     * @param from epoch ms where the x axis starts: the run's first point
     * @param to epoch ms where it ends: the run's last point
     */
    LineChart(String title, String yTitle, long from, long to) {
        chart = new XYChartBuilder()
                .width(WIDTH)
                .height(HEIGHT)
                .title(title)
                .xAxisTitle("time (UTC)")
                .yAxisTitle(yTitle)
                .build();
        chart.getStyler()
                .setChartBackgroundColor(Color.WHITE)
                .setPlotBackgroundColor(Color.WHITE)
                .setPlotBorderVisible(false)
                .setLegendPosition(LegendPosition.OutsideS)
                .setLegendLayout(LegendLayout.Horizontal)
                .setLegendBorderColor(Color.WHITE)
                .setSeriesColors(COLOURS.toArray(new Color[0]));
        chart.getStyler()
                .setDatePattern(to - from > 2 * 3600_000 ? "HH:mm" : "HH:mm:ss")
                .setTimezone(TimeZone.getTimeZone(ZoneOffset.UTC))
                .setPlotGridLinesColor(new Color(0xdddddd))
                .setXAxisMin((double) from)
                .setXAxisMax((double) Math.max(to, from + 1000))
                .setYAxisMin(0.0);
    }

    /** A line of one quantity over the run: the points of each step in turn, with a gap between steps. */
    LineChart line(String name, List<List<Point>> steps) {
        return line(name, steps, 1.5f);
    }

    /**
     * @param width the line's width in pixels: a wider line drawn first still shows beside a thinner one drawn on it
     *     where both have the same values
     */
    LineChart line(String name, List<List<Point>> steps, float width) {
        List<Date> x = new ArrayList<>();
        List<Double> y = new ArrayList<>();
        for (List<Point> points : steps) {
            if (!x.isEmpty() && !points.isEmpty()) {
                x.add(x.get(x.size() - 1));
                y.add(Double.NaN);
            }
            for (Point point : points) {
                x.add(new Date(point.at()));
                y.add(point.value());
            }
        }
        if (y.stream().anyMatch(value -> !value.isNaN())) {
            XYSeries series = chart.addSeries(name, x, y);
            series.setMarker(SeriesMarkers.NONE);
            series.setLineStyle(new BasicStroke(width));
            lines++;
        }
        return this;
    }

    /** Like {@link #line}, for values that come at irregular times, such as one per GC pause: drawn as dots. */
    LineChart dots(String name, List<List<Point>> steps) {
        line(name, steps);
        if (chart.getSeriesMap().containsKey(name)) {
            XYSeries series = chart.getSeriesMap().get(name);
            series.setMarker(SeriesMarkers.CIRCLE);
            series.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
            chart.getStyler().setMarkerSize(4);
        }
        return this;
    }

    /** @return whether any line has a value to draw */
    boolean hasLines() {
        return lines > 0;
    }

    void write(Path file) {
        new PalettePng(COLOURS).write(BitmapEncoder.getBufferedImage(chart), file);
    }
}
