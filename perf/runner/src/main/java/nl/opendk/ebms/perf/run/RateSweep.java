package nl.opendk.ebms.perf.run;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.perf.load.ArrivalKind;
import nl.opendk.ebms.perf.load.MessageKind;
import nl.opendk.ebms.perf.load.Profiles;
import nl.opendk.ebms.perf.load.Step;
import nl.opendk.ebms.perf.report.Markdown;
import nl.opendk.ebms.perf.result.StepResult;

/**
 * Raises the offered rate step by step on the session's running adapter until a step does not hold (see
 * {@link Knee}); the steps after the first failure are not run. Shared by the capacity and CPU scaling sweeps.
 */
final class RateSweep {

    static final List<Double> DEFAULT_RATES = List.of(250.0, 500.0, 1000.0, 1500.0, 2000.0, 2500.0, 3000.0);
    /** Signed messages cost the machine about five times what a Ping does, and their target is 200/s. */
    static final List<Double> SIGNED_RATES = List.of(100.0, 200.0, 300.0, 400.0, 500.0);

    static final List<SweepColumns> COLUMNS = List.of(
            SweepColumns.ACHIEVED,
            SweepColumns.P50,
            SweepColumns.P90,
            SweepColumns.P99,
            SweepColumns.MAX,
            SweepColumns.ERRORS,
            SweepColumns.LAG,
            SweepColumns.PONGS,
            SweepColumns.PONG_P99,
            SweepColumns.ADAPTER_CPU,
            SweepColumns.ADAPTER_MS,
            SweepColumns.DATABASE_MS,
            SweepColumns.JMETER_CPU,
            SweepColumns.MACHINE,
            SweepColumns.COMMITS);

    private final List<Double> rates;
    private final Duration hold;
    private final Duration p99Limit;
    private final ArrivalKind arrivals;
    private final MessageKind message;
    private final int payloadBytes;

    /** Pings by default; --message signed sweeps osb-rm-s messages against their own limit, p99 250 ms. */
    RateSweep(Arguments arguments) {
        this.message = Options.message(arguments);
        boolean signed = message.signed();
        this.rates = arguments.numbers("rates", signed ? SIGNED_RATES : DEFAULT_RATES);
        this.hold = arguments.duration("step-hold", Duration.ofSeconds(30));
        this.p99Limit = arguments.duration("p99-limit", signed ? Duration.ofMillis(250) : Duration.ofSeconds(1));
        this.arrivals = Options.arrivals(arguments);
        this.payloadBytes = Options.payloadBytes(arguments, message);
    }

    /** The steps this sweep ran, and its knee. */
    record Outcome(List<Double> rates, List<StepResult> results, Knee.Result knee) {}

    Outcome run(Session session, String prefix) {
        List<Double> ran = new ArrayList<>();
        List<StepResult> results = new ArrayList<>();
        for (double rate : rates) {
            Step step = new Step(
                    prefix + Options.label(message, payloadBytes) + " " + Profiles.rate(rate),
                    Profiles.constant(rate, hold, arrivals),
                    message,
                    payloadBytes);
            StepResult result = session.run(step);
            ran.add(rate);
            results.add(result);
            System.out.println(
                    step.label() + ": p99 " + result.total().latency().p99() + " ms, errors "
                            + result.total().errors() + ", achieved "
                            + Markdown.rate(result.total().achievedRate()));
            if (Knee.failure(result, p99Limit) != null) {
                break;
            }
        }
        return new Outcome(ran, results, Knee.of(ran, results, p99Limit));
    }

    Duration p99Limit() {
        return p99Limit;
    }

    Duration hold() {
        return hold;
    }

    MessageKind message() {
        return message;
    }

    /** The adapter is warmed up with the messages the sweep sends: --warmup, 20 s of Pings by default. */
    void warmUp(Session session, Arguments arguments) {
        session.warmUp(Options.warmUp(arguments, message, Duration.ofSeconds(20)), message, payloadBytes);
    }

    /** One row per step: the offered rate, the common columns, and whether it held. */
    void table(Markdown md, Outcome outcome) {
        List<String> header = new ArrayList<>(List.of("offered"));
        header.addAll(SweepColumns.headers(COLUMNS));
        header.add("held");
        List<List<String>> rows = new ArrayList<>();
        for (int i = 0; i < outcome.results().size(); i++) {
            StepResult result = outcome.results().get(i);
            List<String> row =
                    new ArrayList<>(List.of(Profiles.rate(outcome.rates().get(i))));
            row.addAll(SweepColumns.values(COLUMNS, result));
            String failure = Knee.failure(result, p99Limit);
            row.add(failure == null ? "yes" : "no: " + failure);
            rows.add(row);
        }
        md.table(header, rows);
    }

    /** "Held 1500/s; 2000/s did not: p99 ...", in words. */
    static String describe(Knee.Result knee) {
        String held = Double.isNaN(knee.held()) ? "no step held" : "held up to " + Profiles.rate(knee.held());
        return Double.isNaN(knee.failedAt())
                ? held + ", and every step held: raise --rates to find the knee"
                : held + "; " + Profiles.rate(knee.failedAt()) + " did not: " + knee.reason();
    }
}
