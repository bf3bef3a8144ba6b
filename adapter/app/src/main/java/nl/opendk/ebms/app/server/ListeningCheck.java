package nl.opendk.ebms.app.server;

import io.vertx.core.http.HttpServer;
import io.vertx.core.net.impl.TCPServerBase;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Whether every HTTP server the adapter made really listens. Camel's platform HTTP server only logs a failed bind
 * ("Address already in use") and starts anyway; a node nobody can reach that says it is ready is worse than one
 * that stops, so the start fails with a message naming the port. Vert.x keeps whether a bind succeeded in its
 * internal server class, as it keeps the wrapper ADR 0004 relies on: a Vert.x upgrade is checked by {@code
 * PortInUseIT}.
 */
final class ListeningCheck {

    private ListeningCheck() {}

    /**
     * @param purposes what each configured port serves, for the message
     * @return a message naming every server that does not listen, empty when all do
     */
    static String notListening(List<HttpServer> servers, Map<Integer, String> purposes) {
        String missing = servers.stream()
                .filter(server -> server instanceof TCPServerBase tcp && !tcp.isListening())
                .map(server -> purposes.getOrDefault(server.actualPort(), "HTTP") + " on port " + server.actualPort())
                .collect(Collectors.joining(" and "));
        return missing.isEmpty()
                ? ""
                : "Could not listen for " + missing
                        + " (in use by another process, or not allowed; see the warning above). Stopping.";
    }
}
