package nl.opendk.ebms.db.wus;

import java.time.Instant;

/**
 * Which WUS calls to list; every null criterion matches all. Start from {@link #ANY} and narrow it down.
 *
 * @param messageId matches the request's or the response's wsa:MessageID
 * @param from inclusive lower bound on the time the request arrived
 * @param to exclusive upper bound on the time the request arrived
 * @param beforeId only calls with a smaller id: the id of the last row of the previous page (keyset paging)
 */
public record WusExchangeFilter(
        WusExchangeStatus status,
        WusDirection direction,
        String serviceName,
        String operation,
        String messageId,
        Instant from,
        Instant to,
        Long beforeId) {

    public static final WusExchangeFilter ANY = new WusExchangeFilter(null, null, null, null, null, null, null, null);

    public WusExchangeFilter withStatus(WusExchangeStatus value) {
        return new WusExchangeFilter(value, direction, serviceName, operation, messageId, from, to, beforeId);
    }

    public WusExchangeFilter withDirection(WusDirection value) {
        return new WusExchangeFilter(status, value, serviceName, operation, messageId, from, to, beforeId);
    }

    public WusExchangeFilter withServiceName(String value) {
        return new WusExchangeFilter(status, direction, value, operation, messageId, from, to, beforeId);
    }

    public WusExchangeFilter withOperation(String value) {
        return new WusExchangeFilter(status, direction, serviceName, value, messageId, from, to, beforeId);
    }

    public WusExchangeFilter withMessageId(String value) {
        return new WusExchangeFilter(status, direction, serviceName, operation, value, from, to, beforeId);
    }

    /** Received at or after {@code fromInclusive} and before {@code toExclusive}; either may be null. */
    public WusExchangeFilter withReceived(Instant fromInclusive, Instant toExclusive) {
        return new WusExchangeFilter(
                status, direction, serviceName, operation, messageId, fromInclusive, toExclusive, beforeId);
    }

    public WusExchangeFilter withBeforeId(Long value) {
        return new WusExchangeFilter(status, direction, serviceName, operation, messageId, from, to, value);
    }
}
