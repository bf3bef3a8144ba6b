package nl.opendk.ebms.perf.load;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The load profiles of seed 001 (the 2015 reference adapter's JMeter test): 20 message streams, the rate raised in
 * equal steps over the ramp time, then held. Nominal is 20 x 10/s = 200/s in steps of 50/s; peak is 20 x 25/s =
 * 500/s in steps of 100/s; both ramp over one minute and hold for 30 minutes.
 */
public final class Profiles {

    public static final int STREAMS = 20;
    public static final Duration RAMP = Duration.ofMinutes(1);
    public static final Duration HOLD = Duration.ofMinutes(30);
    public static final Duration LEAD = Duration.ofSeconds(3);

    private Profiles() {}

    public static OpenLoad nominal(Duration ramp, Duration hold, ArrivalKind arrivals) {
        return stepped(200, 50, ramp, hold, arrivals);
    }

    public static OpenLoad peak(Duration ramp, Duration hold, ArrivalKind arrivals) {
        return stepped(500, 100, ramp, hold, arrivals);
    }

    /**
     * Steps of {@code step}/s up to {@code target}/s, each ramp/steps long (the last step already at the target),
     * then the hold at the target.
     */
    public static OpenLoad stepped(double target, double step, Duration ramp, Duration hold, ArrivalKind arrivals) {
        int steps = (int) Math.round(target / step);
        if (steps < 1 || Math.abs(steps * step - target) > 1e-9) {
            throw new IllegalArgumentException("the target " + target + "/s is not a whole number of steps of " + step);
        }
        List<Phase> phases = new ArrayList<>();
        if (!ramp.isZero()) {
            Duration each = ramp.dividedBy(steps);
            for (int i = 1; i <= steps; i++) {
                phases.add(new Phase("ramp " + rate(i * step), i * step, each));
            }
        }
        phases.add(new Phase("hold " + rate(target), target, hold));
        return new OpenLoad(phases, STREAMS, arrivals, LEAD);
    }

    /** One phase at a constant rate: a step of the capacity and CPU scaling sweeps. */
    public static OpenLoad constant(double rate, Duration hold, ArrivalKind arrivals) {
        return new OpenLoad(List.of(new Phase("hold " + rate(rate), rate, hold)), STREAMS, arrivals, LEAD);
    }

    /** "200/s", "2.5/s". */
    public static String rate(double perSecond) {
        return (perSecond == Math.rint(perSecond) ? String.valueOf((long) perSecond) : String.valueOf(perSecond))
                + "/s";
    }
}
