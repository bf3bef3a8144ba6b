package nl.opendk.ebms.service.wus;

import java.time.Instant;

/**
 * A recorded WUS call under way: what {@link WusExchangeLog#ended} needs back.
 *
 * @param id the exchange's id, for the console's links
 * @param storeBodies whether the response body is recorded too
 */
public record WusCall(long id, Instant receivedAt, boolean storeBodies) {}
