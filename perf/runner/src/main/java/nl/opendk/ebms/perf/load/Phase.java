package nl.opendk.ebms.perf.load;

import java.time.Duration;
import java.util.Objects;

/**
 * A stretch of constant offered load.
 *
 * @param name how the report and the JTL (sample variable phase) call it, e.g. "ramp 50/s" or "hold 200/s"
 * @param rate messages per second over all streams together
 */
public record Phase(String name, double rate, Duration length) {

    public Phase {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(length, "length");
        if (name.isEmpty() || name.contains(",")) {
            throw new IllegalArgumentException("a phase name is not empty and has no comma: " + name);
        }
        if (rate < 0 || length.isNegative() || length.isZero()) {
            throw new IllegalArgumentException("a phase has a rate >= 0 and a positive length");
        }
    }

    public double seconds() {
        return length.toMillis() / 1000.0;
    }
}
