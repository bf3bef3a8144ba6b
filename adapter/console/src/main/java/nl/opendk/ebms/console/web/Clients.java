package nl.opendk.ebms.console.web;

import io.vertx.core.net.SocketAddress;
import io.vertx.ext.web.RoutingContext;

/**
 * Who is calling, as far as the connection tells: the peer address of the TCP connection. Forwarding headers are
 * not trusted (house style: never trust client-supplied forwarding headers), so behind a proxy every client counts
 * as the proxy for login throttling, which errs on the safe side.
 */
final class Clients {

    private Clients() {}

    static String address(RoutingContext context) {
        SocketAddress remote = context.request().remoteAddress();
        return remote == null ? "unknown" : remote.hostAddress();
    }

    /** A user name as typed, made safe for one log line. */
    static String printable(String text) {
        String cut = text.length() > 64 ? text.substring(0, 64) : text;
        return cut.replaceAll("[^\\x20-\\x7e]", "?");
    }
}
