package nl.opendk.ebms.perf.load;

import java.time.Duration;
import java.util.Objects;

/**
 * The closed model: {@code senders} threads each send a message, wait for the answer and send the next, without
 * think time (seed 004: 5, 50 and 400 clients). Throughput is whatever the system answers.
 *
 * @param rampUp how long JMeter takes to start all senders
 */
public record ClosedLoad(int senders, Duration length, Duration rampUp) implements Load {

    public ClosedLoad {
        Objects.requireNonNull(length, "length");
        Objects.requireNonNull(rampUp, "rampUp");
        if (senders < 1) {
            throw new IllegalArgumentException("at least one sender");
        }
    }
}
