package nl.opendk.ebms.db.wus;

import java.time.Instant;

/**
 * One recorded WUS call without its bodies, as listed for operators. See {@link WusExchangeRequest} and {@link
 * WusExchangeOutcome} for the fields; those of the outcome are null while the call is {@link
 * WusExchangeStatus#RECEIVED}.
 *
 * @param nodeId the node that handled the call
 */
public record WusExchangeSummary(
        long id,
        WusDirection direction,
        String serviceName,
        String operation,
        String profile,
        String requestMessageId,
        String responseMessageId,
        String relatesTo,
        String requestAction,
        String to,
        String fromOin,
        String tlsOin,
        String signerOin,
        String nodeId,
        WusExchangeStatus status,
        String faultCode,
        String faultText,
        Integer httpStatus,
        Instant receivedAt,
        Instant backendStartedAt,
        Long backendMs,
        Instant answeredAt,
        Long totalMs,
        long requestSize,
        Long responseSize) {}
