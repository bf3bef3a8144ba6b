package nl.opendk.ebms.perf.database;

import java.util.HashMap;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/** Server status counters at one moment; a counter the server does not have is absent. */
public record StatusSnapshot(Map<String, Long> counters) {

    public static final StatusSnapshot NONE = new StatusSnapshot(Map.of());

    public StatusSnapshot {
        counters = Map.copyOf(counters);
    }

    /** How much each counter grew since an earlier snapshot; counters missing from either are left out. */
    public StatusSnapshot since(StatusSnapshot earlier) {
        Map<String, Long> delta = new HashMap<>();
        counters.forEach((name, value) -> {
            Long before = earlier.counters.get(name);
            if (before != null) {
                delta.put(name, value - before);
            }
        });
        return new StatusSnapshot(delta);
    }

    public OptionalLong get(String name) {
        Long value = counters.get(name);
        return value == null ? OptionalLong.empty() : OptionalLong.of(value);
    }

    /** The counter divided by the number of messages; empty without the counter or without messages. */
    public OptionalDouble perMessage(String name, long messages) {
        OptionalLong value = get(name);
        return value.isEmpty() || messages <= 0
                ? OptionalDouble.empty()
                : OptionalDouble.of((double) value.getAsLong() / messages);
    }
}
