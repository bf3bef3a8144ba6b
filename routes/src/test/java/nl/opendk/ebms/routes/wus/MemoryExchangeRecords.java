package nl.opendk.ebms.routes.wus;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import nl.opendk.ebms.db.wus.WusExchangeOutcome;
import nl.opendk.ebms.db.wus.WusExchangeRequest;
import nl.opendk.ebms.service.wus.WusExchangeRecords;

/** The record of WUS calls in memory, completing a call once as the database's compare-and-set does. */
final class MemoryExchangeRecords implements WusExchangeRecords {

    private final AtomicLong ids = new AtomicLong();
    private final List<WusExchangeRequest> requests = new CopyOnWriteArrayList<>();
    private final Map<Long, WusExchangeOutcome> outcomes = new ConcurrentHashMap<>();

    @Override
    public long insert(WusExchangeRequest request) {
        requests.add(request);
        return ids.incrementAndGet();
    }

    @Override
    public boolean complete(long id, WusExchangeOutcome outcome) {
        return outcomes.putIfAbsent(id, outcome) == null;
    }

    /** The last call recorded: its request and its outcome (null while under way). */
    Recorded last() {
        long id = ids.get();
        return new Recorded(requests.get((int) id - 1), outcomes.get(id));
    }

    record Recorded(WusExchangeRequest request, WusExchangeOutcome outcome) {}
}
