package nl.opendk.ebms.service.cpa;

import static nl.opendk.ebms.service.observe.FlowLogEvent.CPAS_LOADED;
import static nl.opendk.ebms.service.observe.FlowLogEvent.CPA_UNUSABLE;

import java.time.Clock;
import java.time.Duration;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import nl.opendk.ebms.cpa.check.CpaCheckResult;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.cpa.parse.CpaParseResult;
import nl.opendk.ebms.cpa.parse.CpaParser;
import nl.opendk.ebms.db.cpa.CpaRepository;
import nl.opendk.ebms.db.cpa.CpaVersion;
import nl.opendk.ebms.db.cpa.StoredCpa;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the in-memory CPA registry equal to the stored CPAs. A change made through this node's API is in the
 * registry before the API answers, so the next message sees it; a change made through another node is picked
 * up by {@link #refreshIfChanged()} within the refresh interval.
 */
public final class CpaCatalog {

    private static final Logger LOG = LoggerFactory.getLogger(CpaCatalog.class);

    private final CpaRepository repository;
    private final CpaParser parser;
    private final CpaRegistry registry;
    private final Duration rolloverOverlap;
    private final Clock clock;
    private volatile String marker = "";

    /** Without a rollover overlap: replaced versions are not loaded. */
    public CpaCatalog(CpaRepository repository, CpaParser parser, CpaRegistry registry) {
        this(repository, parser, registry, Duration.ZERO, Clock.systemUTC());
    }

    /**
     * @param rolloverOverlap how long a replaced version's partner certificates still count: the versions replaced
     *     within it are loaded too (PartnerRollover)
     */
    public CpaCatalog(
            CpaRepository repository, CpaParser parser, CpaRegistry registry, Duration rolloverOverlap, Clock clock) {
        this.repository = repository;
        this.parser = parser;
        this.registry = registry;
        this.rolloverOverlap = rolloverOverlap;
        this.clock = clock;
    }

    /** Stores an accepted CPA (replacing one with the same id) and makes it live. Returns true when new. */
    public synchronized boolean save(CpaCheckResult accepted, byte[] xml) {
        if (!accepted.acceptable()) {
            throw new IllegalArgumentException("only an acceptable CPA can be saved");
        }
        Cpa cpa = accepted.cpa();
        boolean created =
                repository.save(StoredCpa.of(cpa.cpaId(), cpa.status().wireValue(), cpa.start(), cpa.end(), xml));
        registry.put(cpa);
        marker = repository.changeMarker();
        return created;
    }

    public synchronized boolean delete(String cpaId) {
        boolean deleted = repository.delete(cpaId);
        registry.remove(cpaId);
        marker = repository.changeMarker();
        return deleted;
    }

    public Optional<StoredCpa> stored(String cpaId) {
        return repository.find(cpaId);
    }

    /** Loads every stored CPA; one that no longer parses is reported and left out, not fatal to the start. */
    public synchronized void loadAll() {
        String current = repository.changeMarker();
        Set<String> loaded = new HashSet<>();
        for (StoredCpa stored : repository.list()) {
            CpaParseResult parsed = parser.parse(stored.content());
            if (parsed.cpa() == null) {
                LOG.error(
                        CPA_UNUSABLE.line("Stored CPA {} no longer parses and is not used: {}"),
                        stored.cpaId(),
                        parsed.problems());
                continue;
            }
            registry.put(parsed.cpa());
            loaded.add(parsed.cpa().cpaId());
        }
        registry.all().stream()
                .map(compiled -> compiled.cpaId())
                .filter(id -> !loaded.contains(id))
                .toList()
                .forEach(registry::remove);
        loadReplacedVersions(loaded);
        marker = current;
        LOG.info(CPAS_LOADED.line("{} CPA(s) loaded"), loaded.size());
    }

    /** The versions replaced within the rollover overlap, so that a node started since still knows them. */
    private void loadReplacedVersions(Set<String> loaded) {
        if (rolloverOverlap.isZero()) {
            return;
        }
        for (CpaVersion version : repository.replacedSince(clock.instant().minus(rolloverOverlap))) {
            CpaParseResult parsed = parser.parse(version.content());
            if (parsed.cpa() != null && loaded.contains(version.cpaId())) {
                registry.rememberReplaced(parsed.cpa(), version.replacedAt());
            }
        }
    }

    /** Reloads when another node changed the stored CPAs; cheap when nothing changed (one small query). */
    public void refreshIfChanged() {
        if (!repository.changeMarker().equals(marker)) {
            loadAll();
        }
    }

    /** The refresh route's period, so the route and the docs agree. */
    public static long periodMillis(Duration interval) {
        return Math.max(1000, interval.toMillis());
    }
}
