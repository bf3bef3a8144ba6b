package nl.opendk.ebms.service.wus;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import nl.opendk.ebms.db.wus.StoredWusService;
import nl.opendk.ebms.db.wus.WusDirection;
import nl.opendk.ebms.db.wus.WusServiceSave;

/**
 * The stored services as the database keeps them, in memory: one instance shared by several catalogs stands for
 * the one database of several nodes.
 */
public final class SharedWusServices implements WusServiceStore {

    private final Map<String, StoredWusService> services = new TreeMap<>();
    private long revision;
    private int loads;

    @Override
    public synchronized WusServiceSave save(StoredWusService service) {
        boolean pathTaken = service.direction() == WusDirection.PROVIDE
                && services.values().stream()
                        .anyMatch(other -> service.path().equals(other.path())
                                && !other.name().equals(service.name()));
        if (pathTaken) {
            return WusServiceSave.PATH_TAKEN;
        }
        revision++;
        return services.put(service.name(), service) == null ? WusServiceSave.CREATED : WusServiceSave.REPLACED;
    }

    @Override
    public synchronized boolean delete(String name) {
        boolean deleted = services.remove(name) != null;
        if (deleted) {
            revision++;
        }
        return deleted;
    }

    @Override
    public synchronized List<StoredWusService> list() {
        loads++;
        return List.copyOf(services.values());
    }

    @Override
    public synchronized long revision() {
        return revision;
    }

    /** How often the services were listed: each is a full load. */
    synchronized int loads() {
        return loads;
    }
}
