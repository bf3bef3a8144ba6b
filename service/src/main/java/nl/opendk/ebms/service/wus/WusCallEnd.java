package nl.opendk.ebms.service.wus;

import java.time.Instant;
import java.util.Objects;
import nl.opendk.ebms.db.wus.WusExchangeStatus;

/**
 * How a WUS call ended, as the endpoint tells it.
 *
 * @param status a final status
 * @param responseMessageId the response's wsa:MessageID (required in WUS responses, DK-WUS WA001)
 * @param relatesTo the response's wsa:RelatesTo
 * @param faultCode the Digikoppeling or SOAP fault code, for a fault
 * @param backendStartedAt when the back end (provided) or the partner (consumed) was called; null if it was not
 * @param backendMs how long that call took, in milliseconds; null if it was not made
 * @param responseBody the response as sent; recorded only when the service stores bodies
 * @param signerOin the OIN of the verified signer of the request (provided) or response (consumed), or null
 */
public record WusCallEnd(
        WusExchangeStatus status,
        String responseMessageId,
        String relatesTo,
        String faultCode,
        String faultText,
        Integer httpStatus,
        Instant backendStartedAt,
        Long backendMs,
        byte[] responseBody,
        String signerOin) {

    public WusCallEnd {
        Objects.requireNonNull(status, "status");
        if (!status.isFinal()) {
            throw new IllegalArgumentException("A call ends in a final status, not " + status);
        }
    }
}
