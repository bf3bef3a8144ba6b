package nl.opendk.ebms.db.wus;

import java.time.Instant;
import java.util.Objects;

/**
 * How a WUS call ended: what {@link WusExchangeStore#complete} writes.
 *
 * @param status a final status
 * @param responseMessageId the wsa:MessageID of the response (required in WUS responses, DK-WUS WA001)
 * @param relatesTo the wsa:RelatesTo of the response
 * @param faultCode the Digikoppeling fault code or SOAP fault code, for a fault
 * @param httpStatus the HTTP status of the answer
 * @param backendStartedAt when the back end (provided) or the partner (consumed) was called; null if it was not
 * @param backendMs how long that call took, in milliseconds
 * @param totalMs from receiving the request to answering, in milliseconds
 * @param responseBody null when there was none or the service does not store bodies
 * @param signerOin the OIN of the certificate whose signature on the request (provided) or response (consumed) was
 *     verified; null when nothing was verified, which keeps what the request's record holds
 */
public record WusExchangeOutcome(
        WusExchangeStatus status,
        String responseMessageId,
        String relatesTo,
        String faultCode,
        String faultText,
        Integer httpStatus,
        Instant backendStartedAt,
        Long backendMs,
        Instant answeredAt,
        long totalMs,
        Long responseSize,
        byte[] responseBody,
        String signerOin) {

    public WusExchangeOutcome {
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(answeredAt, "answeredAt");
        if (!status.isFinal()) {
            throw new IllegalArgumentException("An outcome has a final status, not " + status);
        }
    }
}
