package nl.opendk.ebms.perf.report;

import static nl.opendk.ebms.perf.report.Markdown.count;
import static nl.opendk.ebms.perf.report.Markdown.decimal;
import static nl.opendk.ebms.perf.report.Markdown.percent;
import static nl.opendk.ebms.perf.report.Markdown.rate;

import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.perf.load.ClosedLoad;
import nl.opendk.ebms.perf.load.MessageKind;
import nl.opendk.ebms.perf.load.OpenLoad;
import nl.opendk.ebms.perf.pong.PongResult;
import nl.opendk.ebms.perf.result.CpuUse;
import nl.opendk.ebms.perf.result.PhaseStats;
import nl.opendk.ebms.perf.result.StepResult;
import nl.opendk.ebms.perf.stats.LatencySummary;

/** The sections that describe one step: load and response times, schedule, Pongs, storage and resources. */
public final class StepSections {

    /** JMeter kept its schedule when p99 of its send lag stays below this, ms. */
    static final long LAG_OK_MS = 20;

    private StepSections() {}

    public static void write(Markdown md, StepResult result, int level) {
        load(md, result, level);
        schedule(md, result, level);
        pongs(md, result, level);
        ResourceSections.write(md, result, level);
        if (!result.problems().isEmpty()) {
            md.heading(level, "Problems with the run itself");
            result.problems().forEach(md::bullet);
        }
    }

    private static void load(Markdown md, StepResult result, int level) {
        md.heading(level, "Load and response time");
        List<List<String>> rows = new ArrayList<>();
        boolean open = result.step().load() instanceof OpenLoad;
        if (open) {
            result.phases().forEach(phase -> rows.add(phaseRow(phase, true)));
        }
        rows.add(phaseRow(result.total(), open));
        md.table(
                List.of(
                        "phase",
                        "offered",
                        "scheduled",
                        "sent",
                        "errors",
                        "error %",
                        "achieved",
                        "min",
                        "avg",
                        "p50",
                        "p90",
                        "p99",
                        "max"),
                rows);
        md.paragraph("Response time is JMeter's elapsed time: from sending the request until the last byte of the"
                + " answer, in ms, failures included. Achieved is messages accepted (204 for ebMS, 200 for WUS) per"
                + " second of the phase"
                + (result.step().load() instanceof ClosedLoad closed
                        ? ", after the " + closed.rampUp().toSeconds() + " s ramp-up of the senders."
                        : "."));
    }

    private static List<String> phaseRow(PhaseStats phase, boolean open) {
        LatencySummary latency = phase.latency();
        return List.of(
                phase.name(),
                open ? rate(phase.offeredRate()) : "-",
                phase.scheduled() < 0 ? "-" : count(phase.scheduled()),
                count(phase.samples()),
                count(phase.errors()),
                percent(phase.errorPercent()),
                rate(phase.achievedRate()),
                count(latency.min()),
                decimal(latency.mean(), 1),
                count(latency.p50()),
                count(latency.p90()),
                count(latency.p99()),
                count(latency.max()));
    }

    private static void schedule(Markdown md, StepResult result, int level) {
        if (!(result.step().load() instanceof OpenLoad)) {
            md.paragraph("Closed model: " + result.jmeterThreads() + " senders, each sending its next message as"
                    + " soon as the previous one is answered (no think time).");
            return;
        }
        LatencySummary lag = result.total().lag();
        md.heading(level, "Arrival schedule");
        md.paragraph(result.jmeterThreads() + " senders (JMeter threads, or the light generator's connections) took the"
                + " arrivals in order. Send lag (send time"
                + " minus scheduled arrival): p50 " + lag.p50() + " ms, p99 " + lag.p99() + " ms, max " + lag.max()
                + " ms. "
                + (lag.p99() <= LAG_OK_MS
                        ? "The load generator kept the schedule: the offered rate was offered."
                        : "The load generator fell behind its schedule (all senders busy or short of CPU), so less"
                                + " than the offered rate reached the adapter (JMeter's response times exclude the"
                                + " wait, the light generator's include it)."));
    }

    private static void pongs(Markdown md, StepResult result, int level) {
        PongResult pongs = result.pongs();
        MessageKind kind = result.step().message();
        if (kind.wus()) {
            md.heading(level, "WUS calls recorded");
            md.paragraph("WUS is synchronous: the answer is the HTTP response (200 with the back end's response"
                    + (kind == MessageKind.WUS_S ? ", signed with SignatureConfirmation" : "") + "). Recorded as"
                    + " answered: "
                    + (result.stored().isPresent() ? count(result.stored().getAsLong()) : "unknown")
                    + " of " + result.accepted() + " accepted calls found in the adapter's wus_exchange table.");
            return;
        }
        md.heading(level, kind.answerName() + "s and storage");
        if (kind.answered()) {
            pongTable(md, pongs, kind);
        } else {
            md.paragraph("Business messages get no Pong. Messages at the partner endpoint (MessageErrors would go"
                    + " there): " + pongs.problems() + ".");
        }
        pongs.examples().forEach(example -> md.bullet(Markdown.code(example)));
        md.paragraph(
                result.stored().isPresent()
                        ? "Stored: " + count(result.stored().getAsLong()) + " of " + result.accepted()
                                + " accepted messages found in the adapter's ebms_message table."
                        : "Stored: not counted (the runner could not read the adapter's database; --db-url names it).");
    }

    private static void pongTable(Markdown md, PongResult pongs, MessageKind kind) {
        LatencySummary latency = pongs.latency();
        String message = kind == MessageKind.PING ? "Ping" : "Message";
        String answer = kind.answerName();
        md.table(
                List.of(
                        message + "s accepted",
                        answer + "s delivered",
                        "delivered",
                        "missing",
                        "late",
                        "duplicates",
                        "wrong at sink",
                        "MessageErrors",
                        message + " to " + answer + " p50",
                        "p99",
                        "max"),
                List.of(List.of(
                        count(pongs.expected()),
                        count(pongs.delivered()),
                        percent(pongs.deliveredPercent()),
                        count(pongs.missing()),
                        count(pongs.late()),
                        count(pongs.duplicates()),
                        count(pongs.problems()),
                        count(pongs.messageErrors()),
                        latency.p50() + " ms",
                        latency.p99() + " ms",
                        latency.max() + " ms")));
        md.paragraph(message + " to " + answer + ": arrival of the " + answer + " at the sink minus the send time in"
                + " the " + message + "'s MessageId. Late: more than the --pong-late bound."
                + (kind == MessageKind.SIGNED
                        ? " Every Acknowledgment's signature was verified by the sink against the adapter's"
                                + " certificate from the CPA; one that did not verify counts as wrong."
                        : "")
                + " " + answer + "s for " + message + "s JMeter counted as failed: " + pongs.forFailedPings() + ".");
    }

    /** The adapter's CPU per accepted message in the hold (steady state), or NaN without a measurement. */
    public static double adapterMillisPerMessage(StepResult result) {
        CpuUse adapter = result.cpuOf("adapter");
        return adapter == null ? Double.NaN : adapter.holdMillisPerMessage();
    }
}
