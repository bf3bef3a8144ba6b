package nl.opendk.ebms.db.outbox;

import java.time.Instant;
import java.util.Objects;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;

/**
 * How one send attempt went, as the sender saw it.
 *
 * @param httpStatus the receiver's HTTP status, null when no response came
 * @param detail a short reason for operators (an exception message, the start of an error body); may be null
 */
public record AttemptResult(
        Instant startedAt, Instant finishedAt, Integer httpStatus, DeliveryVerdict outcome, String detail) {

    public AttemptResult {
        Objects.requireNonNull(startedAt, "startedAt");
        Objects.requireNonNull(finishedAt, "finishedAt");
        Objects.requireNonNull(outcome, "outcome");
    }

    public static AttemptResult delivered(Instant startedAt, Instant finishedAt, int httpStatus) {
        return new AttemptResult(startedAt, finishedAt, httpStatus, DeliveryVerdict.DELIVERED, null);
    }

    public static AttemptResult retryable(Instant startedAt, Instant finishedAt, Integer httpStatus, String detail) {
        return new AttemptResult(startedAt, finishedAt, httpStatus, DeliveryVerdict.RETRYABLE, detail);
    }

    public static AttemptResult permanent(Instant startedAt, Instant finishedAt, Integer httpStatus, String detail) {
        return new AttemptResult(startedAt, finishedAt, httpStatus, DeliveryVerdict.PERMANENT, detail);
    }
}
