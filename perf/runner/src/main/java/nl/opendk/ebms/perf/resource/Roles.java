package nl.opendk.ebms.perf.resource;

import java.util.List;
import java.util.Map;

/** The processes a load run watches, under the role names the sampler files their readings by. */
public final class Roles {

    /** The adapter's JVMs (every node of a cluster). */
    public static final String ADAPTER = "adapter";

    /** Every role, in the order reports and charts show them. */
    public static final List<String> ALL = List.of(ADAPTER, "database", "jmeter", "sink", "runner");

    private static final Map<String, String> NAMES = Map.of(
            ADAPTER,
            "adapter JVM",
            "database",
            "database server",
            "jmeter",
            "load generator",
            "sink",
            "Pong sink",
            "runner",
            "runner");

    private Roles() {}

    /** How reports and charts name a role: "adapter JVM", "database server", ... */
    public static String displayName(String role) {
        return NAMES.getOrDefault(role, role);
    }
}
