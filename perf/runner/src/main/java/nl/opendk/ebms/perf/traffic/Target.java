package nl.opendk.ebms.perf.traffic;

import java.net.URI;
import java.util.Objects;

/** An adapter node as the load sees it: its name and its /ebms endpoint, which stays the same across restarts. */
public record Target(String node, URI endpoint) {

    public Target {
        Objects.requireNonNull(node, "node");
        Objects.requireNonNull(endpoint, "endpoint");
    }
}
