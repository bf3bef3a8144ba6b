package nl.opendk.ebms.db.lease;

import java.util.List;

/**
 * Work the nodes on one database share: each node claims items that are due, which leases them to it, and records
 * how its attempt at each went, which counts only while it still holds the lease. The steps that do the work depend
 * on this instead of on a queue, so a route test can give them a fake instead of a database.
 *
 * @param <J> a claimed item, with everything the attempt needs
 * @param <R> how one attempt went
 * @param <S> where recording the attempt left the item, or that this node no longer held it
 */
public interface LeasedWork<J, R, S> {

    /**
     * Claims up to {@code limit} due items, oldest due first, each leased to this node. Items another node is
     * claiming at the same moment are skipped, never waited for, and no item is claimed twice.
     */
    List<J> claimDue(int limit);

    /** Records the attempt at a claimed item and moves the item on, while this node holds its lease. */
    S record(J item, R result);
}
