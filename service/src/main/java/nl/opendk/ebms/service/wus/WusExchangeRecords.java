package nl.opendk.ebms.service.wus;

import nl.opendk.ebms.db.wus.WusExchangeOutcome;
import nl.opendk.ebms.db.wus.WusExchangeRecorder;
import nl.opendk.ebms.db.wus.WusExchangeRequest;

/**
 * Where WUS calls are recorded: the adapter keeps them in the database ({@link #of}); tests use a fake. {@code
 * complete} answers false when the call had ended already.
 */
public interface WusExchangeRecords {

    long insert(WusExchangeRequest request);

    boolean complete(long id, WusExchangeOutcome outcome);

    static WusExchangeRecords of(WusExchangeRecorder store) {
        return new WusExchangeRecords() {
            @Override
            public long insert(WusExchangeRequest request) {
                return store.insert(request);
            }

            @Override
            public boolean complete(long id, WusExchangeOutcome outcome) {
                return store.complete(id, outcome);
            }
        };
    }
}
