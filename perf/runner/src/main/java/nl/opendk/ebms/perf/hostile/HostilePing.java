package nl.opendk.ebms.perf.hostile;

import java.util.Objects;
import nl.opendk.ebms.perf.traffic.Request;

/**
 * A hostile Ping of the poison scenario.
 *
 * @param messageId the MessageId it carries, hostile itself for the MessageId kinds
 */
public record HostilePing(Hostility hostility, String messageId, Request request) {

    public HostilePing {
        Objects.requireNonNull(hostility, "hostility");
        Objects.requireNonNull(messageId, "messageId");
        Objects.requireNonNull(request, "request");
    }
}
