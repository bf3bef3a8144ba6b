package nl.opendk.ebms.perf.faults;

import nl.opendk.ebms.perf.resource.MachineTicks;
import nl.opendk.ebms.perf.resource.ProcFs;

/**
 * How busy the machine was over a scenario and how much of it the runner took (the load, the HTTP client, the
 * accounting): the figures to tell a slow adapter from a machine without CPU to spare, which other users of the
 * machine cause too. Read from /proc at the scenario's start and end.
 *
 * @param machineBusyPercent of all CPUs together: 100 is every core busy
 * @param runnerPercent the runner's CPU time per wall time: 100 is one core
 */
public record CpuUse(double machineBusyPercent, double runnerPercent) {

    /** A reading to measure from. */
    record Mark(long nanos, MachineTicks machine, long runnerMillis) {

        static Mark now(ProcFs proc) {
            return new Mark(
                    System.nanoTime(),
                    proc.machine().orElse(new MachineTicks(0, 0)),
                    proc.cpuMillis(ProcessHandle.current().pid()).orElse(0L));
        }

        CpuUse since(ProcFs proc) {
            Mark end = now(proc);
            double wallMillis = Math.max(1, (end.nanos - nanos) / 1e6);
            return new CpuUse(
                    end.machine.busyPercentSince(machine), 100.0 * (end.runnerMillis - runnerMillis) / wallMillis);
        }
    }
}
