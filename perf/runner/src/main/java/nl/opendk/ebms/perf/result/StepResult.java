package nl.opendk.ebms.perf.result;

import java.nio.file.Path;
import java.util.List;
import java.util.OptionalLong;
import nl.opendk.ebms.perf.database.StatusSnapshot;
import nl.opendk.ebms.perf.load.Step;
import nl.opendk.ebms.perf.pong.PongResult;

/**
 * Everything measured in one step.
 *
 * @param run the run id in every MessageId of the step
 * @param jmeterThreads threads of the open thread group, or senders of the closed one
 * @param measuredFrom the "before" reading, just before JMeter started, epoch ms
 * @param measuredTo the "after" reading, when the last Pong was in or the wait ended
 * @param phases per phase (open model) or one row (closed)
 * @param accepted messages answered 204: the divisor of every per-message figure
 * @param stored the step's messages found in the database, empty when the count could not be read
 * @param sql server status counters grown during [measuredFrom, measuredTo]
 * @param timeline about thirty intervals of the load, for the report's table
 * @param series the load as time series, for the charts
 * @param problems what went wrong with the run itself (JMeter did not finish, ...), not with the adapter
 */
public record StepResult(
        Step step,
        String run,
        int jmeterThreads,
        long measuredFrom,
        long measuredTo,
        List<PhaseStats> phases,
        PhaseStats total,
        long accepted,
        PongResult pongs,
        OptionalLong stored,
        List<CpuUse> cpu,
        List<ThreadUse> adapterThreads,
        double machineBusyPercent,
        MemoryStats memory,
        GcStats gc,
        StatusSnapshot sql,
        List<TimeBucket> timeline,
        StepSeries series,
        List<String> problems,
        Path jtl) {

    public StepResult {
        phases = List.copyOf(phases);
        cpu = List.copyOf(cpu);
        adapterThreads = List.copyOf(adapterThreads);
        timeline = List.copyOf(timeline);
        problems = List.copyOf(problems);
    }

    public CpuUse cpuOf(String role) {
        return cpu.stream().filter(use -> use.role().equals(role)).findFirst().orElse(null);
    }
}
