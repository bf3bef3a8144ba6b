package nl.opendk.ebms.service.wus;

import static nl.opendk.ebms.service.observe.FlowLogEvent.WUS_SERVICES_LOADED;
import static nl.opendk.ebms.service.observe.FlowLogEvent.WUS_SERVICE_UNUSABLE;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import nl.opendk.ebms.db.wus.StoredWusService;
import nl.opendk.ebms.db.wus.WusServiceSave;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The WUS service definitions every call is matched against, held in memory and equal to the stored ones, as
 * {@code CpaCatalog} does for CPAs: a change made through this node is live before the save returns; a change made
 * through another node is picked up by {@link #refreshIfChanged()}, which the CPA refresh's timer can call too (one
 * primary-key read when nothing changed). Lookups read one immutable snapshot and take no lock.
 */
public final class WusCatalog {

    private static final Logger LOG = LoggerFactory.getLogger(WusCatalog.class);

    private final WusServiceStore store;
    private volatile WusSnapshot snapshot = WusSnapshot.EMPTY;
    private volatile long revision = -1;

    public WusCatalog(WusServiceStore store) {
        this.store = Objects.requireNonNull(store, "store");
    }

    /**
     * Stores the definition (replacing one with the same name) and makes it live.
     *
     * @throws IllegalArgumentException when the definition has {@link WusServiceDefinition#problems() problems}
     */
    public synchronized WusServiceSave save(WusServiceDefinition service) {
        List<String> problems = service.problems();
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException("WUS service " + service.name() + " cannot be saved: " + problems);
        }
        WusServiceSave outcome = store.save(StoredForms.stored(service));
        if (outcome != WusServiceSave.PATH_TAKEN) {
            loadAll();
        }
        return outcome;
    }

    /** Deletes the service; false when there was none. */
    public synchronized boolean delete(String name) {
        boolean deleted = store.delete(name);
        if (deleted) {
            loadAll();
        }
        return deleted;
    }

    /** Loads every stored service; one that no longer reads is reported and left out, not fatal to the start. */
    public synchronized void loadAll() {
        long current = store.revision();
        List<WusServiceDefinition> loaded = new ArrayList<>();
        for (StoredWusService stored : store.list()) {
            usable(stored).ifPresent(loaded::add);
        }
        snapshot = new WusSnapshot(loaded);
        revision = current;
        LOG.info(WUS_SERVICES_LOADED.line("{} WUS service(s) loaded"), loaded.size());
    }

    /** Reloads when any node changed the stored services since the last load; one small query when none did. */
    public void refreshIfChanged() {
        if (store.revision() != revision) {
            loadAll();
        }
    }

    /** The provided service partners reach at /wus/{@code path}. */
    public Optional<WusServiceDefinition> provided(String path) {
        return snapshot.provided(path);
    }

    /** The service, provided or consumed, with the name. */
    public Optional<WusServiceDefinition> service(String name) {
        return snapshot.service(name);
    }

    /** The operation of the service whose requests carry this wsa:Action (DK-WUS WA001). */
    public Optional<WusOperation> operation(String serviceName, String requestAction) {
        return snapshot.operation(serviceName, requestAction);
    }

    /** True when the OIN may call the operation the request action names; false for any unknown part. */
    public boolean allows(String serviceName, String requestAction, String oin) {
        return snapshot.operation(serviceName, requestAction)
                .map(operation -> operation.allows(oin))
                .orElse(false);
    }

    /** Every live service, ordered by name. */
    public List<WusServiceDefinition> services() {
        return snapshot.services();
    }

    private static Optional<WusServiceDefinition> usable(StoredWusService stored) {
        List<String> problems;
        WusServiceDefinition service = null;
        try {
            service = StoredForms.definition(stored);
            problems = service.problems();
        } catch (IllegalArgumentException e) {
            problems = List.of(e.getMessage());
        }
        if (!problems.isEmpty()) {
            LOG.error(
                    WUS_SERVICE_UNUSABLE.line("Stored WUS service {} no longer reads and is not used: {}"),
                    stored.name(),
                    problems);
            return Optional.empty();
        }
        return Optional.of(service);
    }
}
