package nl.opendk.ebms.cpa.lookup;

import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import nl.opendk.ebms.cpa.model.Cpa;

/**
 * The CPAs in use, compiled, by cpaId. Every inbound message looks its CPA up here, so reads take no lock: a CPA is
 * compiled before it is published, and replacing one swaps the whole compiled value atomically.
 */
public final class CpaRegistry {

    /** How many replaced revisions of one CPA are remembered; a rollover needs the one before. */
    static final int REPLACED_KEPT = 3;

    private final ConcurrentMap<String, CompiledCpa> byId = new ConcurrentHashMap<>();
    private final ConcurrentMap<String, List<Replaced>> replaced = new ConcurrentHashMap<>();
    private final Clock clock;

    public CpaRegistry() {
        this(Clock.systemUTC());
    }

    /** @param clock when a replaced revision stopped being current */
    public CpaRegistry(Clock clock) {
        this.clock = clock;
    }

    /**
     * A revision of a CPA that a CPA with the same id replaced, with other signing certificates than its successor.
     * It is used for nothing but the partner's certificates during a rollover's overlap.
     */
    public record Replaced(CompiledCpa cpa, Instant replacedAt) {}

    /**
     * Compiles and publishes a CPA that passed the upload check, replacing any CPA with the same id. A replaced
     * revision whose parties signed with other certificates is remembered (see {@link #replaced(String)}).
     */
    public CompiledCpa put(Cpa cpa) {
        CompiledCpa compiled = CompiledCpa.compile(cpa);
        CompiledCpa previous = byId.put(compiled.cpaId(), compiled);
        if (previous != null) {
            remember(previous, clock.instant());
        }
        return compiled;
    }

    /**
     * Remembers a replaced revision of a CPA, from the stored versions (a node that started after the replacement).
     * Nothing changes when it signs with the same certificates as the CPA in use or as a revision already remembered.
     */
    public void rememberReplaced(Cpa cpa, Instant replacedAt) {
        remember(CompiledCpa.compile(cpa), replacedAt);
    }

    private void remember(CompiledCpa replacedRevision, Instant replacedAt) {
        String cpaId = replacedRevision.cpaId();
        Set<X509Certificate> certificates = signingCertificates(replacedRevision);
        CompiledCpa current = byId.get(cpaId);
        if (current != null && signingCertificates(current).equals(certificates)) {
            return;
        }
        replaced.compute(cpaId, (id, earlier) -> {
            List<Replaced> kept = new ArrayList<>(earlier == null ? List.of() : earlier);
            if (kept.stream().anyMatch(known -> signingCertificates(known.cpa()).equals(certificates))) {
                return earlier;
            }
            kept.add(new Replaced(replacedRevision, replacedAt));
            kept.sort(Comparator.comparing(Replaced::replacedAt).reversed());
            return List.copyOf(kept.subList(0, Math.min(kept.size(), REPLACED_KEPT)));
        });
    }

    /** The revisions this CPA replaced, latest first, as long as this node has run since; empty when none. */
    public List<Replaced> replaced(String cpaId) {
        return cpaId == null ? List.of() : replaced.getOrDefault(cpaId, List.of());
    }

    private static Set<X509Certificate> signingCertificates(CompiledCpa cpa) {
        Set<X509Certificate> certificates = new HashSet<>();
        cpa.parties().forEach(party -> certificates.addAll(party.signingCertificates()));
        return certificates;
    }

    /** @return true when a CPA with this id was registered */
    public boolean remove(String cpaId) {
        if (cpaId == null) {
            return false;
        }
        replaced.remove(cpaId);
        return byId.remove(cpaId) != null;
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
