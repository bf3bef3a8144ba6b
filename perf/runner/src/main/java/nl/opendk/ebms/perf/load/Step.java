package nl.opendk.ebms.perf.load;

import java.util.Objects;

/**
 * One JMeter run: a load, the kind of message and, for business messages, the payload size.
 *
 * @param label the JMeter sampler label and the step's name in reports, e.g. "Ping" or "Ping 1000/s"
 */
public record Step(String label, Load load, MessageKind message, int payloadBytes) {

    public Step {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(load, "load");
        Objects.requireNonNull(message, "message");
        if (payloadBytes < 0) {
            throw new IllegalArgumentException("payloadBytes >= 0");
        }
    }
}
