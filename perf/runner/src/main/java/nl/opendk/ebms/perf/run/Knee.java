package nl.opendk.ebms.perf.run;

import java.time.Duration;
import java.util.List;
import nl.opendk.ebms.perf.result.StepResult;

/**
 * The knee of a rate sweep (seed 003's "best throughput" per CPU set): the highest offered rate the adapter still
 * held, where holding means no errors, p99 within the limit, every scheduled message sent and not delayed beyond
 * the limit by a JMeter that ran out of free threads, and every Pong delivered.
 */
final class Knee {

    private Knee() {}

    /**
     * @param held the highest rate that held, or NaN when the first step already failed
     * @param failedAt the first rate that did not hold, or NaN when every step held
     * @param reason why it did not hold
     */
    record Result(double held, double failedAt, String reason) {}

    /** Why a step did not hold, or null when it held. */
    static String failure(StepResult result, Duration p99Limit) {
        String phase = result.total().failure(p99Limit);
        if (result.pongs().complete()) {
            return phase;
        }
        String answers =
                result.pongs().missing() + " " + result.step().message().answerName() + "s missing, "
                        + result.pongs().late() + " late, " + result.pongs().problems() + " wrong";
        return phase == null ? answers : phase + "; " + answers;
    }

    /** @param rates the offered rate of each step, in the order run */
    static Result of(List<Double> rates, List<StepResult> results, Duration p99Limit) {
        double held = Double.NaN;
        for (int i = 0; i < results.size(); i++) {
            String failure = failure(results.get(i), p99Limit);
            if (failure != null) {
                return new Result(held, rates.get(i), failure);
            }
            held = rates.get(i);
        }
        return new Result(held, Double.NaN, null);
    }
}
