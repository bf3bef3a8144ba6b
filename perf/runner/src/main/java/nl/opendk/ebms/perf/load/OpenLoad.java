package nl.opendk.ebms.perf.load;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * The open model: messages arrive on a schedule whatever the response times are (seed 001: "20 berichtstromen",
 * rates in steps). Each of the {@code streams} streams is its own arrival process at 1/streams of a phase's rate;
 * a stream's messages share one ConversationId.
 *
 * @param lead quiet time before the first arrival, so that JMeter's threads are up when the schedule starts
 */
public record OpenLoad(List<Phase> phases, int streams, ArrivalKind arrivals, Duration lead) implements Load {

    public OpenLoad {
        phases = List.copyOf(phases);
        Objects.requireNonNull(arrivals, "arrivals");
        Objects.requireNonNull(lead, "lead");
        if (phases.isEmpty() || phases.size() > 255) {
            throw new IllegalArgumentException("an open load has 1..255 phases");
        }
        if (streams < 1 || streams > 255) {
            throw new IllegalArgumentException("an open load has 1..255 streams");
        }
    }

    @Override
    public Duration length() {
        return phases.stream().map(Phase::length).reduce(Duration.ZERO, Duration::plus);
    }

    public double maxRate() {
        return phases.stream().mapToDouble(Phase::rate).max().orElse(0);
    }

    /** The stream's name in the ConversationId and the JTL: s01, s02, ... */
    public static String streamName(int stream) {
        return String.format("s%02d", stream + 1);
    }
}
