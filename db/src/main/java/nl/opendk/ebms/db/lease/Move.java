package nl.opendk.ebms.db.lease;

import java.time.Instant;

/**
 * Where one row of a leased queue goes next. The lease ends with the move.
 *
 * @param id the row
 * @param attempted true when an attempt was made, which the row's attempts count keeps
 * @param status the row's new status (its status_time set to now); null to keep the status it has
 * @param due when the row is due again; null when it leaves the queue
 */
public record Move(long id, boolean attempted, Integer status, Instant due) {}
