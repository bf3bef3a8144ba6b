package nl.opendk.ebms.db.lease;

import java.util.Objects;

/**
 * Where a leased queue keeps its work: a table whose rows have an {@code id}, a {@code next_attempt_at} (when the row
 * is due; while a node holds it, when that node's lease ends), a {@code lease_owner} and an {@code attempts} count,
 * and, when {@code leasedStatus} is given, a {@code status} with its {@code status_time}. The conditions are SQL over
 * the table's own columns; they are constants of the queue, never input.
 *
 * @param name the table
 * @param columns what a claim reads of each due row besides its id, comma-separated; empty for the id alone
 * @param claimable what a due row must meet as well to be claimed; null when every due row is claimable
 * @param held what a leased row meets for as long as its lease holds, checked with the owner on every change to
 *     it; null when the owner alone says so
 * @param leasedStatus the status a row takes when it is leased (its status_time set too); null when a lease leaves
 *     the status as it is
 */
public record QueueTable(String name, String columns, String claimable, String held, Integer leasedStatus) {

    public QueueTable {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(columns, "columns");
    }
}
