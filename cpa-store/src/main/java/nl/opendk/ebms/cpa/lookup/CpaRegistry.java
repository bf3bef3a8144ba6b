package nl.opendk.ebms.cpa.lookup;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import nl.opendk.ebms.cpa.model.Cpa;

/**
 * The CPAs in use, compiled, by cpaId. Every inbound message looks its CPA up here, so reads take no lock: a CPA is
 * compiled before it is published, and replacing one swaps the whole compiled value atomically.
 */
public final class CpaRegistry {

    private final ConcurrentMap<String, CompiledCpa> byId = new ConcurrentHashMap<>();

    /** Compiles and publishes a CPA that passed the upload check, replacing any CPA with the same id. */
    public CompiledCpa put(Cpa cpa) {
        CompiledCpa compiled = CompiledCpa.compile(cpa);
        byId.put(compiled.cpaId(), compiled);
        return compiled;
    }

    /** @return true when a CPA with this id was registered */
    public boolean remove(String cpaId) {
        return cpaId != null && byId.remove(cpaId) != null;
    }

    public Optional<CompiledCpa> find(String cpaId) {
        return cpaId == null ? Optional.empty() : Optional.ofNullable(byId.get(cpaId));
    }

    /** A snapshot of every registered CPA, ordered by cpaId. */
    public List<CompiledCpa> all() {
        return byId.values().stream()
                .sorted(Comparator.comparing(CompiledCpa::cpaId))
                .toList();
    }
}
