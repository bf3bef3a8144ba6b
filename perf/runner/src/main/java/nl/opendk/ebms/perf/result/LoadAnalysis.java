package nl.opendk.ebms.perf.result;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.perf.jmeter.Sample;
import nl.opendk.ebms.perf.load.ClosedLoad;
import nl.opendk.ebms.perf.load.Load;
import nl.opendk.ebms.perf.load.OpenLoad;
import nl.opendk.ebms.perf.load.Phase;
import nl.opendk.ebms.perf.stats.LatencySummary;

/**
 * Turns a step's samples into per-phase and total figures. In the open model a sample belongs to the phase its
 * arrival was scheduled in, and a phase's achieved rate is over its configured length, or over the time its
 * samples actually took when JMeter fell behind and sent them later: then the achieved rate is below the offered
 * one and the lag shows why. In the closed model the first rampUp seconds
 * are left out of the rate, since not every sender is running yet.
 */
public final class LoadAnalysis {

    private LoadAnalysis() {}

    /** @param scheduled arrivals per phase (open model), in phase order; ignored for a closed load */
    public static List<PhaseStats> phases(List<Sample> samples, Load load, long[] scheduled) {
        if (load instanceof OpenLoad open) {
            Map<String, List<Sample>> byPhase = new LinkedHashMap<>();
            open.phases().forEach(phase -> byPhase.put(phase.name(), new ArrayList<>()));
            for (Sample sample : samples) {
                List<Sample> list = byPhase.get(sample.phase());
                if (list != null) {
                    list.add(sample);
                }
            }
            List<PhaseStats> stats = new ArrayList<>();
            for (int i = 0; i < open.phases().size(); i++) {
                Phase phase = open.phases().get(i);
                stats.add(stats(phase.name(), phase.rate(), scheduled[i], byPhase.get(phase.name()), phase.seconds()));
            }
            return stats;
        }
        ClosedLoad closed = (ClosedLoad) load;
        return List.of(closedStats("all", samples, closed));
    }

    /** The whole step: all samples; rates over the configured length (open) or the steady part (closed). */
    public static PhaseStats total(List<Sample> samples, Load load, long[] scheduled) {
        if (load instanceof OpenLoad open) {
            double seconds = open.length().toMillis() / 1000.0;
            long all = 0;
            for (long count : scheduled) {
                all += count;
            }
            return stats("all", all / seconds, all, samples, seconds);
        }
        return closedStats("all", samples, (ClosedLoad) load);
    }

    private static PhaseStats closedStats(String name, List<Sample> samples, ClosedLoad load) {
        long first = samples.stream().mapToLong(Sample::start).min().orElse(0);
        long steadyFrom = first + load.rampUp().toMillis();
        long last = samples.stream().mapToLong(Sample::end).max().orElse(steadyFrom);
        long steadyOk = samples.stream()
                .filter(sample -> sample.start() >= steadyFrom && sample.success())
                .count();
        double seconds = Math.max(0.001, (last - steadyFrom) / 1000.0);
        PhaseStats all = stats(name, 0, -1, samples, seconds);
        return new PhaseStats(
                name,
                0,
                -1,
                all.samples(),
                all.errors(),
                steadyOk / seconds,
                all.latency(),
                all.lag(),
                all.start(),
                all.end());
    }

    private static PhaseStats stats(String name, double offered, long scheduled, List<Sample> samples, double seconds) {
        long[] elapsed = new long[samples.size()];
        long[] lags = new long[samples.size()];
        int lagCount = 0;
        long errors = 0;
        long start = Long.MAX_VALUE;
        long end = Long.MIN_VALUE;
        for (int i = 0; i < samples.size(); i++) {
            Sample sample = samples.get(i);
            elapsed[i] = sample.elapsed();
            errors += sample.success() ? 0 : 1;
            if (sample.lag() >= 0) {
                lags[lagCount++] = sample.lag();
            }
            start = Math.min(start, sample.start());
            end = Math.max(end, sample.end());
        }
        return new PhaseStats(
                name,
                offered,
                scheduled,
                samples.size(),
                errors,
                (samples.size() - errors) / Math.max(seconds, samples.isEmpty() ? 0 : (end - start) / 1000.0),
                LatencySummary.of(elapsed),
                LatencySummary.of(java.util.Arrays.copyOf(lags, lagCount)),
                samples.isEmpty() ? 0 : start,
                samples.isEmpty() ? 0 : end);
    }
}
