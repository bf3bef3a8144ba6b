package nl.opendk.ebms.db.lease;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import nl.opendk.ebms.db.SqlValues;

/**
 * Claims, leases and moves on the rows of one queue table ({@link QueueTable}) for this node, so several nodes can
 * share the table. A claim reads due rows oldest first with {@code SELECT ... FOR UPDATE SKIP LOCKED}: rows another
 * node is claiming at that moment are skipped, never waited for, and no row is claimed twice. A leased row's
 * next_attempt_at is the end of its lease, so the row of a node that stopped falls due again by itself and the next
 * claim takes it. Every change to a leased row is a compare-and-set on its owner: zero rows updated means the lease
 * ran out and another node may hold the row by now, so the change does not apply.
 *
 * <p>Each step runs in the caller's transaction, so a queue adds its own statements (attempt rows, events, payloads)
 * to the same commit.
 */
public final class LeasedQueue {

    /** Reads one row of a claim. */
    @FunctionalInterface
    public interface RowReader<R> {
        R read(ResultSet row) throws SQLException;
    }

    private final QueueTable table;
    private final Clock clock;
    private final String owner;
    private final Duration lease;
    private final String selectDue;
    private final String leaseRows;

    /**
     * @param nodeId this node's name as lease owner (at most 100 characters, unique per running node)
     * @param lease how long a claimed row stays reserved for this node; longer than one attempt can take
     */
    public LeasedQueue(QueueTable table, Clock clock, String nodeId, Duration lease) {
        this.table = Objects.requireNonNull(table, "table");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.owner = LeaseOwner.check(nodeId);
        this.lease = Objects.requireNonNull(lease, "lease");
        // next_attempt_at first: the claim reads the table's due index in order and stops after LIMIT rows, so it
        // locks only the rows it claims
        this.selectDue = "SELECT id" + (table.columns().isEmpty() ? "" : ", " + table.columns()) + " FROM "
                + table.name() + " WHERE next_attempt_at <= ?" + and(table.claimable())
                + " ORDER BY next_attempt_at LIMIT ? FOR UPDATE SKIP LOCKED";
        this.leaseRows = "UPDATE " + table.name() + " SET next_attempt_at = ?, lease_owner = ?"
                + (table.leasedStatus() == null ? "" : ", status = " + table.leasedStatus() + ", status_time = ?")
                + " WHERE id IN (%s)";
    }

    public String owner() {
        return owner;
    }

    /** Now, to the millisecond a DATETIME(3) column keeps: one value for every statement of a transaction. */
    public Instant now() {
        return SqlValues.millis(clock.instant());
    }

    /** Until when rows leased at {@code now} stay this node's. */
    public Instant leaseEnd(Instant now) {
        return now.plus(lease);
    }

    /**
     * Reads up to {@code limit} due rows, oldest due first, and locks them until the transaction ends: the caller
     * then leases them ({@link #lease}) or moves them on at once ({@link #end}).
     */
    public <R> List<R> lockDue(Connection connection, int limit, Instant now, RowReader<R> reader) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(selectDue)) {
            SqlValues.setTime(statement, 1, now);
            statement.setInt(2, limit);
            List<R> due = new ArrayList<>();
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    due.add(reader.read(rows));
                }
            }
            return due;
        }
    }

    /** Leases rows that {@link #lockDue} locked to this node until {@link #leaseEnd}, which it returns. */
    public Instant lease(Connection connection, List<Long> ids, Instant now) throws SQLException {
        Instant until = leaseEnd(now);
        if (ids.isEmpty()) {
            return until;
        }
        try (PreparedStatement statement =
                connection.prepareStatement(String.format(leaseRows, placeholders(ids.size())))) {
            int index = 1;
            SqlValues.setTime(statement, index++, until);
            statement.setString(index++, owner);
            if (table.leasedStatus() != null) {
                SqlValues.setTime(statement, index++, now);
            }
            for (long id : ids) {
                statement.setLong(index++, id);
            }
            statement.executeUpdate();
        }
        return until;
    }

    /** Claims and leases up to {@code limit} due rows, oldest due first; their ids in that order. */
    public List<Long> claim(Connection connection, int limit, Instant now) throws SQLException {
        List<Long> ids = lockDue(connection, limit, now, row -> row.getLong("id"));
        lease(connection, ids, now);
        return ids;
    }

    /**
     * Moves leased rows on, each only while this node still holds its lease: in the order of the moves, true for a
     * row it moved and false for one whose lease ran out and that another node may hold now.
     */
    public List<Boolean> settle(Connection connection, List<Move> moves, Instant now) throws SQLException {
        return update(connection, moves, now, true);
    }

    /** Moves on rows this transaction locked with {@link #lockDue} and did not lease: there is no lease to compare. */
    public void end(Connection connection, List<Move> moves, Instant now) throws SQLException {
        update(connection, moves, now, false);
    }

    /**
     * Rows this node leased but will not work on itself soon fall due now instead of when their leases run out, for
     * the next claim, this node's or another's. Returns how many this node still held.
     */
    public int giveBack(Connection connection, List<Long> ids, Instant now) throws SQLException {
        if (ids.isEmpty()) {
            return 0;
        }
        String sql = "UPDATE " + table.name() + " SET next_attempt_at = ?, lease_owner = NULL WHERE id IN ("
                + placeholders(ids.size()) + ") AND lease_owner = ?" + and(table.held());
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            int index = 1;
            SqlValues.setTime(statement, index++, now);
            for (long id : ids) {
                statement.setLong(index++, id);
            }
            statement.setString(index, owner);
            return statement.executeUpdate();
        }
    }

    /**
     * At startup: rows this node holds belong to work a previous run of it did not finish. They fall due now instead
     * of when their leases run out. Returns how many.
     *
     * @param status the status they go back to; null to keep the one they have
     */
    public int releaseOwn(Connection connection, Integer status, Instant now) throws SQLException {
        // the next_attempt_at condition keeps this on the due index: every leased row has one
        String sql = "UPDATE " + table.name() + " SET next_attempt_at = ?, lease_owner = NULL"
                + (status == null ? "" : ", status = ?, status_time = ?")
                + " WHERE next_attempt_at IS NOT NULL AND lease_owner = ?" + and(table.held());
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            int index = 1;
            SqlValues.setTime(statement, index++, now);
            if (status != null) {
                statement.setInt(index++, status);
                SqlValues.setTime(statement, index++, now);
            }
            statement.setString(index, owner);
            return statement.executeUpdate();
        }
    }

    /**
     * Runs the moves, one statement for every run of moves that go to the same place (most of a batch of
     * deliveries): rows that still hold their lease are locked and read first, then moved with one UPDATE. A lone
     * move is one UPDATE with the lease in its condition. Connector/J would send a batch of separate UPDATEs as
     * text, one statement each for the server to parse.
     */
    private List<Boolean> update(Connection connection, List<Move> moves, Instant now, boolean leased)
            throws SQLException {
        List<Boolean> moved = new ArrayList<>(moves.size());
        int start = 0;
        while (start < moves.size()) {
            Move first = moves.get(start);
            int end = start + 1;
            while (end < moves.size() && sameTarget(first, moves.get(end))) {
                end++;
            }
            List<Move> run = moves.subList(start, end);
            if (run.size() == 1) {
                moved.add(updateOne(connection, first, now, leased));
            } else {
                moved.addAll(updateRun(connection, run, now, leased));
            }
            start = end;
        }
        return moved;
    }

    private static boolean sameTarget(Move a, Move b) {
        return a.attempted() == b.attempted()
                && Objects.equals(a.status(), b.status())
                && Objects.equals(a.due(), b.due());
    }

    private boolean updateOne(Connection connection, Move move, Instant now, boolean leased) throws SQLException {
        try (PreparedStatement statement =
                connection.prepareStatement(updateSql(move, "id = ?" + (leased ? heldCondition() : "")))) {
            int index = bindTarget(statement, move, now);
            statement.setLong(index++, move.id());
            if (leased) {
                statement.setString(index, owner);
            }
            return statement.executeUpdate() == 1;
        }
    }

    private List<Boolean> updateRun(Connection connection, List<Move> run, Instant now, boolean leased)
            throws SQLException {
        List<Long> ids = run.stream().map(Move::id).toList();
        Set<Long> held = leased ? lockHeld(connection, ids) : Set.copyOf(ids);
        if (!held.isEmpty()) {
            try (PreparedStatement statement =
                    connection.prepareStatement(updateSql(run.get(0), "id IN (" + placeholders(held.size()) + ")"))) {
                int index = bindTarget(statement, run.get(0), now);
                for (long id : held) {
                    statement.setLong(index++, id);
                }
                statement.executeUpdate();
            }
        }
        return ids.stream().map(held::contains).toList();
    }

    /** Of the rows, those this node still holds, locked until the transaction ends. */
    private Set<Long> lockHeld(Connection connection, List<Long> ids) throws SQLException {
        String sql = "SELECT id FROM " + table.name() + " WHERE id IN (" + placeholders(ids.size()) + ")"
                + heldCondition() + " FOR UPDATE";
        Set<Long> held = new HashSet<>();
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            int index = 1;
            for (long id : ids) {
                statement.setLong(index++, id);
            }
            statement.setString(index, owner);
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    held.add(rows.getLong(1));
                }
            }
        }
        return held;
    }

    private String heldCondition() {
        return " AND lease_owner = ?" + and(table.held());
    }

    private String updateSql(Move move, String where) {
        return "UPDATE " + table.name() + " SET " + (move.attempted() ? "attempts = attempts + 1, " : "")
                + "next_attempt_at = ?, lease_owner = NULL"
                + (move.status() == null ? "" : ", status = ?, status_time = ?") + " WHERE " + where;
    }

    /** Binds what the move sets; returns the index of the next parameter. */
    private static int bindTarget(PreparedStatement statement, Move move, Instant now) throws SQLException {
        int index = 1;
        SqlValues.setTime(statement, index++, move.due());
        if (move.status() != null) {
            statement.setInt(index++, move.status());
            SqlValues.setTime(statement, index++, now);
        }
        return index;
    }

    private static String placeholders(int count) {
        return "?, ".repeat(count - 1) + "?";
    }

    private static String and(String condition) {
        return condition == null ? "" : " AND " + condition;
    }
}
