package nl.opendk.ebms.service.wus;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import nl.opendk.ebms.db.wus.WusExchangeOutcome;
import nl.opendk.ebms.db.wus.WusExchangeRequest;

/**
 * Records every WUS call, in either direction, for the operator: once when its request arrives and once when it is
 * answered. The clock times the call; bodies are kept only for services that store them, and never for a request
 * no service matched (it may be anything anyone sent).
 */
public final class WusExchangeLog {

    private final WusExchangeRecords records;
    private final Clock clock;

    public WusExchangeLog(WusExchangeRecords records, Clock clock) {
        this.records = Objects.requireNonNull(records, "records");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /** Records the arrived request; hand the answer to {@link #ended}. */
    public WusCall started(WusCallStart start) {
        Instant receivedAt = clock.instant();
        boolean storeBodies = start.service() != null && start.service().storeBodies();
        byte[] body = start.requestBody();
        long id = records.insert(new WusExchangeRequest(
                start.direction(),
                start.service() == null ? null : start.service().name(),
                start.operation(),
                start.service() == null ? null : start.service().profile().shortName(),
                start.requestMessageId(),
                start.requestAction(),
                start.to(),
                start.fromOin(),
                start.tlsOin(),
                start.signerOin(),
                receivedAt,
                body == null ? 0 : body.length,
                storeBodies ? body : null));
        return new WusCall(id, receivedAt, storeBodies);
    }

    /** Records how the call ended; false when it had ended already (nothing changed). */
    public boolean ended(WusCall call, WusCallEnd end) {
        Instant answeredAt = clock.instant();
        byte[] body = end.responseBody();
        return records.complete(
                call.id(),
                new WusExchangeOutcome(
                        end.status(),
                        end.responseMessageId(),
                        end.relatesTo(),
                        end.faultCode(),
                        end.faultText(),
                        end.httpStatus(),
                        end.backendStartedAt(),
                        end.backendMs(),
                        answeredAt,
                        Duration.between(call.receivedAt(), answeredAt).toMillis(),
                        body == null ? null : (long) body.length,
                        call.storeBodies() ? body : null,
                        end.signerOin()));
    }
}
