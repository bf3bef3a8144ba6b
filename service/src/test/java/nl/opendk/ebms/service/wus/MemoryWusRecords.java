package nl.opendk.ebms.service.wus;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.db.wus.WusExchangeOutcome;
import nl.opendk.ebms.db.wus.WusExchangeRequest;

/** The record of WUS calls in memory, completing a call once as the database's compare-and-set does. */
public final class MemoryWusRecords implements WusExchangeRecords {

    public final List<WusExchangeRequest> requests = new ArrayList<>();
    public final Map<Long, WusExchangeOutcome> outcomes = new HashMap<>();

    @Override
    public long insert(WusExchangeRequest request) {
        requests.add(request);
        return requests.size();
    }

    @Override
    public boolean complete(long id, WusExchangeOutcome outcome) {
        return id <= requests.size() && outcomes.putIfAbsent(id, outcome) == null;
    }
}
