package nl.opendk.ebms.perf.report;

import static nl.opendk.ebms.perf.report.Markdown.count;
import static nl.opendk.ebms.perf.report.Markdown.decimal;
import static nl.opendk.ebms.perf.report.Markdown.percent;

import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.perf.database.StatusCounter;
import nl.opendk.ebms.perf.resource.Roles;
import nl.opendk.ebms.perf.result.CpuUse;
import nl.opendk.ebms.perf.result.GcStats;
import nl.opendk.ebms.perf.result.MemoryStats;
import nl.opendk.ebms.perf.result.StepResult;
import nl.opendk.ebms.perf.result.ThreadUse;
import nl.opendk.ebms.perf.result.TimeBucket;
import nl.opendk.ebms.perf.stats.Trend;

/** The resource sections of a step: CPU, memory, GC, SQL statements per message and the timeline. */
final class ResourceSections {

    private ResourceSections() {}

    static void write(Markdown md, StepResult result, int level) {
        cpu(md, result, level);
        memory(md, result, level);
        sql(md, result, level);
        timeline(md, result, level);
    }

    private static void cpu(Markdown md, StepResult result, int level) {
        md.heading(level, "CPU");
        List<List<String>> rows = new ArrayList<>();
        for (CpuUse use : result.cpu()) {
            rows.add(List.of(
                    Roles.displayName(use.role()),
                    decimal(use.cpuMillis() / 1000.0, 1),
                    percent(use.percentOfOneCore()),
                    decimal(use.millisPerMessage(), 3),
                    decimal(use.holdMillisPerMessage(), 3)));
        }
        md.table(List.of("process", "CPU s", "CPU % (100 = one core)", "CPU ms per message", "in the hold"), rows);
        md.paragraph("From /proc/PID/stat (utime + stime), read every second. CPU s and ms per message run from just"
                + " before JMeter started until the last Pong was in, divided by the " + result.accepted()
                + " accepted messages; JMeter is counted from the first request. \"In the hold\" is the steady"
                + " state: CPU over the hold divided by the messages accepted in it, without the warm-up of the"
                + " ramp. CPU % is over the load window (first request to last answer). The whole machine was "
                + percent(result.machineBusyPercent())
                + " busy over that window (100 % = all cores; other users of the machine included).");
        adapterThreads(md, result);
    }

    /** Most kinds of thread shown by name; the rest add up to one row. */
    static final int THREAD_ROWS = 8;

    private static void adapterThreads(Markdown md, StepResult result) {
        List<ThreadUse> threads = result.adapterThreads();
        if (threads.isEmpty()) {
            return;
        }
        List<List<String>> rows = new ArrayList<>();
        long otherMillis = 0;
        double otherSystemMillis = 0;
        double otherShare = 0;
        double otherPerMessage = 0;
        for (int i = 0; i < threads.size(); i++) {
            ThreadUse use = threads.get(i);
            if (i < THREAD_ROWS) {
                rows.add(List.of(
                        "`" + use.kind() + "`",
                        decimal(use.cpuMillis() / 1000.0, 1),
                        percent(use.systemShare()),
                        percent(use.share()),
                        decimal(use.millisPerMessage(), 3)));
            } else {
                otherMillis += use.cpuMillis();
                otherSystemMillis += use.cpuMillis() * use.systemShare() / 100;
                otherShare += use.share();
                otherPerMessage += use.millisPerMessage();
            }
        }
        if (threads.size() > THREAD_ROWS) {
            rows.add(List.of(
                    "other (" + (threads.size() - THREAD_ROWS) + " kinds)",
                    decimal(otherMillis / 1000.0, 1),
                    percent(100 * otherSystemMillis / otherMillis),
                    percent(otherShare),
                    decimal(otherPerMessage, 3)));
        }
        md.table(
                List.of(
                        "adapter threads",
                        "CPU s",
                        "of it in the kernel",
                        "share of the adapter",
                        "CPU ms per message"),
                rows);
        md.paragraph("The adapter's CPU by kind of thread, from /proc/PID/task/TID/stat just before the step and after"
                + " its last Pong, divided by the " + result.accepted() + " accepted messages. A kind is a thread"
                + " name as the kernel keeps it (15 characters) with its numbers as #, so a pool counts as one. \"In"
                + " the kernel\" is system time: system calls, and waking and switching threads.");
    }

    private static void memory(Markdown md, StepResult result, int level) {
        MemoryStats memory = result.memory();
        GcStats gc = result.gc();
        md.heading(level, "Memory and GC");
        md.table(
                List.of("adapter", "first quarter", "last quarter", "max", "growth", "flat"),
                List.of(trendRow("heap after GC, MB", memory.heapAfterGc()), trendRow("RSS, MB", memory.rssMb())));
        md.paragraph("Over the hold (the last phase, or everything after the ramp-up of the senders): medians of"
                + " the first and last quarter of the readings. Flat: growth at most 10 % of the first quarter plus "
                + (int) MemoryStats.SLACK_MB + " MB. Heap after GC from the adapter's GC log (-Xlog:gc); RSS from"
                + " /proc/PID/status. Heap committed at the end: " + decimal(memory.heapCommittedMb(), 0) + " MB.");
        md.paragraph("GC pauses during the load: " + gc.pauses() + " (" + decimal(gc.perMinute(), 1)
                + " per minute), " + decimal(gc.totalMillis(), 1) + " ms in all, longest " + decimal(gc.maxMillis(), 1)
                + " ms, " + decimal(gc.pausedPercent(), 2) + " % of the time.");
    }

    private static List<String> trendRow(String name, Trend trend) {
        if (trend == null) {
            return List.of(name, "-", "-", "-", "-", "too few readings");
        }
        return List.of(
                name,
                decimal(trend.first(), 1),
                decimal(trend.last(), 1),
                decimal(trend.max(), 1),
                decimal(trend.growth(), 1),
                trend.flat(MemoryStats.SLACK_MB) ? "yes" : "no");
    }

    private static void sql(Markdown md, StepResult result, int level) {
        md.heading(level, "SQL per message");
        List<List<String>> rows = new ArrayList<>();
        for (StatusCounter counter : StatusCounter.ALL) {
            result.sql()
                    .get(counter.name())
                    .ifPresent(total -> rows.add(List.of(
                            counter.name(),
                            count(total),
                            decimal(
                                    result.sql()
                                            .perMessage(counter.name(), result.accepted())
                                            .orElse(Double.NaN),
                                    2),
                            counter.meaning())));
        }
        if (rows.isEmpty()) {
            md.paragraph("The server's status counters could not be read.");
            return;
        }
        md.table(List.of("counter", "total", "per message", "counts"), rows);
        md.paragraph("SHOW GLOBAL STATUS before and after the step (after the Pong wait), divided by the accepted"
                + " messages, as seed 000 counts SQL per business transaction. Server-wide: background work (outbox"
                + " polls, CPA refresh) and any other client of the server are included.");
    }

    private static void timeline(Markdown md, StepResult result, int level) {
        List<TimeBucket> rows = result.timeline();
        if (rows.isEmpty()) {
            return;
        }
        md.heading(level, "Over time");
        long from = rows.get(0).start();
        List<List<String>> table = new ArrayList<>();
        for (TimeBucket row : rows) {
            table.add(List.of(
                    count((row.start() - from) / 1000),
                    decimal(row.throughput(), 1),
                    count(row.p99()),
                    count(row.errors()),
                    decimal(row.adapterCpuPercent(), 0),
                    decimal(row.adapterRssMb(), 0),
                    decimal(row.heapAfterGcMb(), 0),
                    decimal(row.jmeterCpuPercent(), 0),
                    decimal(row.machineBusyPercent(), 0)));
        }
        md.table(
                List.of(
                        "s",
                        "ok/s",
                        "p99 ms",
                        "errors",
                        "adapter CPU %",
                        "adapter RSS MB",
                        "heap after GC MB",
                        "generator CPU %",
                        "machine busy %"),
                table);
    }
}
