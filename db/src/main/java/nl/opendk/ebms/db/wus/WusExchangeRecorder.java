package nl.opendk.ebms.db.wus;

import java.util.Objects;
import nl.opendk.ebms.db.GroupCommit;

/**
 * Writes the record of WUS calls as they happen: a call's thread hands in its request or its outcome and returns after
 * the commit that holds it. Calls under way at the same time share transactions ({@link GroupCommit}), so under load
 * one commit holds many calls, and one bad row fails alone.
 */
public final class WusExchangeRecorder implements AutoCloseable {

    /** Most calls in one transaction. */
    private static final int MAX_BATCH = 64;

    private final GroupCommit<WusExchangeRequest, Long> inserts;
    private final GroupCommit<WusExchangeStore.Completion, Boolean> completions;

    public WusExchangeRecorder(WusExchangeStore store) {
        Objects.requireNonNull(store, "store");
        // one writer each: a batch forms while the one before it commits
        this.inserts = new GroupCommit<>("record WUS requests", store::insertAll, MAX_BATCH, 1);
        this.completions = new GroupCommit<>("record WUS outcomes", store::completeAll, MAX_BATCH, 1);
    }

    /** Records an arrived request as {@link WusExchangeStatus#RECEIVED}; returns its id. */
    public long insert(WusExchangeRequest request) {
        return inserts.submit(request);
    }

    /** Ends the call with its outcome; false when it had ended already (or does not exist): nothing changed. */
    public boolean complete(long id, WusExchangeOutcome outcome) {
        return completions.submit(new WusExchangeStore.Completion(id, outcome));
    }

    /** Stops the writers; a request or outcome still queued fails. */
    @Override
    public void close() {
        inserts.close();
        completions.close();
    }
}
