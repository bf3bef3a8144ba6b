package nl.opendk.ebms.db.message;

import java.time.Instant;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;

/**
 * One recorded send attempt of an outgoing message.
 *
 * @param httpStatus the receiver's HTTP status, null when no response came (connection refused, timeout)
 */
public record DeliveryAttempt(
        long id,
        int attemptNo,
        String nodeId,
        Instant startedAt,
        Instant finishedAt,
        Integer httpStatus,
        DeliveryVerdict outcome,
        String detail) {}
