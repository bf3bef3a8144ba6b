package nl.opendk.ebms.routes.wus;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import nl.opendk.ebms.db.wus.StoredWusService;
import nl.opendk.ebms.db.wus.WusServiceSave;
import nl.opendk.ebms.service.wus.WusServiceStore;

/** WUS service definitions kept in memory, for a catalog without a database. */
final class MemoryWusServices implements WusServiceStore {

    private final Map<String, StoredWusService> services = new TreeMap<>();
    private long revision;

    @Override
    public synchronized WusServiceSave save(StoredWusService service) {
        revision++;
        return services.put(service.name(), service) == null ? WusServiceSave.CREATED : WusServiceSave.REPLACED;
    }

    @Override
    public synchronized boolean delete(String name) {
        revision++;
        return services.remove(name) != null;
    }

    @Override
    public synchronized List<StoredWusService> list() {
        return List.copyOf(services.values());
    }

    @Override
    public synchronized long revision() {
        return revision;
    }
}
