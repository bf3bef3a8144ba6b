package nl.opendk.ebms.db.wus;

import java.time.Instant;
import java.util.Objects;

/**
 * What is known of a WUS call when its request arrives: the row {@link WusExchangeStore#insert} writes. Values read
 * from the wire are stored as received and cut to their column, so a malformed request is still recorded.
 *
 * @param serviceName null when no service could be matched
 * @param operation null when no operation could be matched
 * @param profile the service's profile name, null when no service could be matched
 * @param to the wsa:To of the request
 * @param fromOin the OIN in wsa:From's {@code ?OIN=}, if any
 * @param tlsOin the OIN of the TLS client certificate (provided services)
 * @param signerOin the OIN of the request's signing certificate (2W-be-S, 2W-be-SE)
 * @param requestSize the request's size in bytes, also when its body is not stored
 * @param requestBody null when the service does not store bodies
 */
public record WusExchangeRequest(
        WusDirection direction,
        String serviceName,
        String operation,
        String profile,
        String requestMessageId,
        String requestAction,
        String to,
        String fromOin,
        String tlsOin,
        String signerOin,
        Instant receivedAt,
        long requestSize,
        byte[] requestBody) {

    public WusExchangeRequest {
        Objects.requireNonNull(direction, "direction");
        Objects.requireNonNull(receivedAt, "receivedAt");
    }
}
