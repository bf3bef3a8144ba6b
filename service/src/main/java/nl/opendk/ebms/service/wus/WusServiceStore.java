package nl.opendk.ebms.service.wus;

import java.util.List;
import nl.opendk.ebms.db.wus.StoredWusService;
import nl.opendk.ebms.db.wus.WusServiceRepository;
import nl.opendk.ebms.db.wus.WusServiceSave;

/**
 * Where the WUS service definitions are kept, shared by every node: the adapter keeps them in the database
 * ({@link #of}); tests use a fake, one instance shared by several catalogs as by several nodes.
 */
public interface WusServiceStore {

    WusServiceSave save(StoredWusService service);

    boolean delete(String name);

    /** Every service, ordered by name. */
    List<StoredWusService> list();

    /** Changes with every save and delete by any node; compare it, do not parse it. */
    long revision();

    static WusServiceStore of(WusServiceRepository repository) {
        return new WusServiceStore() {
            @Override
            public WusServiceSave save(StoredWusService service) {
                return repository.save(service);
            }

            @Override
            public boolean delete(String name) {
                return repository.delete(name);
            }

            @Override
            public List<StoredWusService> list() {
                return repository.list();
            }

            @Override
            public long revision() {
                return repository.revision();
            }
        };
    }
}
