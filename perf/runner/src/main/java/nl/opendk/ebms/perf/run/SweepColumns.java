package nl.opendk.ebms.perf.run;

import static nl.opendk.ebms.perf.report.Markdown.count;
import static nl.opendk.ebms.perf.report.Markdown.decimal;
import static nl.opendk.ebms.perf.report.Markdown.percent;

import java.util.List;
import java.util.function.Function;
import nl.opendk.ebms.perf.result.CpuUse;
import nl.opendk.ebms.perf.result.StepResult;

/** The columns the sweep reports share: one row per step, the step's own figures. */
enum SweepColumns {
    ACHIEVED("achieved/s", r -> decimal(r.total().achievedRate(), 1)),
    PAYLOAD_RATE(
            "payload MB/s", r -> decimal(r.total().achievedRate() * r.step().payloadBytes() / 1e6, 2)),
    P50("p50 ms", r -> count(r.total().latency().p50())),
    P90("p90 ms", r -> count(r.total().latency().p90())),
    P99("p99 ms", r -> count(r.total().latency().p99())),
    MAX("max ms", r -> count(r.total().latency().max())),
    ERRORS("error %", r -> percent(r.total().errorPercent())),
    LAG(
            "send lag p99 ms",
            r -> r.total().lag().count() == 0 ? "-" : count(r.total().lag().p99())),
    PONGS("answers (Pongs, Acks) delivered", r -> percent(r.pongs().deliveredPercent())),
    PONG_P99("message to answer p99 ms", r -> count(r.pongs().latency().p99())),
    ADAPTER_CPU("adapter CPU %", r -> cpu(r, "adapter", false)),
    ADAPTER_MS("adapter CPU ms/msg", r -> cpu(r, "adapter", true)),
    DATABASE_MS("database CPU ms/msg", r -> cpu(r, "database", true)),
    JMETER_CPU("generator CPU %", r -> cpu(r, "jmeter", false)),
    MACHINE("machine busy %", r -> percent(r.machineBusyPercent())),
    COMMITS("Com_commit/msg", r -> perMessage(r, "Com_commit")),
    QUESTIONS("Questions/msg", r -> perMessage(r, "Questions")),
    DATABASE_BYTES("bytes to the database/msg", r -> perMessage(r, "Bytes_received")),
    STORED("stored", r -> r.stored().isPresent() ? count(r.stored().getAsLong()) : "-");

    private final String header;
    private final Function<StepResult, String> value;

    SweepColumns(String header, Function<StepResult, String> value) {
        this.header = header;
        this.value = value;
    }

    static List<String> headers(List<SweepColumns> columns) {
        return columns.stream().map(column -> column.header).toList();
    }

    static List<String> values(List<SweepColumns> columns, StepResult result) {
        return columns.stream().map(column -> column.value.apply(result)).toList();
    }

    private static String cpu(StepResult result, String role, boolean perMessage) {
        CpuUse use = result.cpuOf(role);
        if (use == null) {
            return "-";
        }
        return perMessage ? decimal(use.millisPerMessage(), 3) : decimal(use.percentOfOneCore(), 0);
    }

    private static String perMessage(StepResult result, String counter) {
        return decimal(result.sql().perMessage(counter, result.accepted()).orElse(Double.NaN), 2);
    }
}
