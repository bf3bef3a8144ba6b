package nl.opendk.ebms.service.wus;

import java.util.Objects;
import nl.opendk.ebms.db.wus.WusDirection;

/**
 * What the endpoint knows of a WUS call when its request arrives. Header values are as received, possibly
 * missing or malformed: a refused request is recorded too.
 *
 * @param service the matched service, null when none matched
 * @param operation the matched operation's name, null when none matched
 * @param to the wsa:To of the request
 * @param fromOin the OIN in wsa:From's {@code ?OIN=}, if any (DK-WUS WA001)
 * @param tlsOin the OIN of the TLS client certificate (provided services)
 * @param signerOin the OIN of the signing certificate (2W-be-S, 2W-be-SE)
 * @param requestBody the request as received; recorded only when the service stores bodies
 */
public record WusCallStart(
        WusDirection direction,
        WusServiceDefinition service,
        String operation,
        String requestMessageId,
        String requestAction,
        String to,
        String fromOin,
        String tlsOin,
        String signerOin,
        byte[] requestBody) {

    public WusCallStart {
        Objects.requireNonNull(direction, "direction");
    }
}
