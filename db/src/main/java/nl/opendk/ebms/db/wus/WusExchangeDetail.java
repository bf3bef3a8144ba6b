package nl.opendk.ebms.db.wus;

/**
 * One recorded WUS call with its bodies.
 *
 * @param requestBody null when the service did not store bodies
 * @param responseBody null when there was no response yet, or the service did not store bodies
 */
public record WusExchangeDetail(WusExchangeSummary summary, byte[] requestBody, byte[] responseBody) {}
