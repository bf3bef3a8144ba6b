package nl.opendk.ebms.protocol.security.keys;

import java.net.URI;

/**
 * Whether a partner endpoint from a CPA or a WUS service is the peer of a TLS connection, as the handshake names it
 * (host and port), so that the client key the endpoint's agreement names can be chosen for it.
 */
public final class PeerEndpoints {

    private PeerEndpoints() {}

    /** True when the endpoint's host (any case) and port (443 or 80 by default) are these. */
    public static boolean matches(URI endpoint, String host, int port) {
        if (endpoint == null || endpoint.getHost() == null || host == null) {
            return false;
        }
        int endpointPort = endpoint.getPort() != -1
                ? endpoint.getPort()
                : "http".equalsIgnoreCase(endpoint.getScheme()) ? 80 : 443;
        return endpoint.getHost().equalsIgnoreCase(host) && endpointPort == port;
    }
}
