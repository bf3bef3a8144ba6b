package nl.opendk.ebms.db.lease;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import nl.opendk.ebms.db.SqlValues;
import nl.opendk.ebms.db.Transaction;
import nl.opendk.ebms.db.testing.AtOnce;
import nl.opendk.ebms.db.testing.CountingDataSource;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The leased queue on a table of its own, with nothing of the queues built on it: claims by several nodes never
 * overlap, the row of a node whose lease ran out is claimed again, and a node that lost its lease changes nothing.
 */
class LeasedQueueIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final int WAITING = 1;
    private static final int WORKING = 2;
    private static final int DONE = 3;
    private static final int PARKED = 4;

    /** Waiting and working rows are claimable (a working one once its lease ran out); a leased row is working. */
    private static final QueueTable WORK =
            new QueueTable("work_item", "status", "status IN (1, 2)", "status = " + WORKING, WORKING);

    private static final Instant T0 = Instant.parse("2026-05-04T08:00:00Z");
    private static final Duration LEASE = Duration.ofMinutes(2);

    private final MutableClock clock = new MutableClock(T0);
    private final LeasedQueue nodeA = new LeasedQueue(WORK, clock, "node-a", LEASE);
    private final LeasedQueue nodeB = new LeasedQueue(WORK, clock, "node-b", LEASE);

    @BeforeAll
    static void createTable() throws SQLException {
        try (Connection connection = DB.dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            statement.executeUpdate("CREATE TABLE work_item (id BIGINT NOT NULL AUTO_INCREMENT,"
                    + " status TINYINT NOT NULL, status_time DATETIME(3) NULL, attempts INT NOT NULL DEFAULT 0,"
                    + " next_attempt_at DATETIME(3) NULL, lease_owner VARCHAR(100) NULL, PRIMARY KEY (id),"
                    + " KEY ix_work_due (next_attempt_at)) ENGINE = InnoDB");
        }
    }

    @BeforeEach
    void emptyTable() {
        run(c -> {
            try (Statement statement = c.createStatement()) {
                return statement.executeUpdate("DELETE FROM work_item");
            }
        });
    }

    @Test
    void twoNodesClaimingAtOnceClaimEveryRowExactlyOnce() throws Exception {
        List<Long> rows = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            rows.add(insert(WAITING, T0.minusSeconds(i % 17)));
        }
        List<Long> claimed = AtOnce.gather(6, (i, start) -> () -> claimUntilEmpty(i % 2 == 0 ? nodeA : nodeB, start));
        assertThat(claimed).hasSize(300).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(rows);
    }

    @Test
    void claimsTheOldestDueFirstAndOnlyWhatTheTableCallsClaimable() {
        long second = insert(WAITING, T0.minusSeconds(10));
        long first = insert(WAITING, T0.minusSeconds(20));
        insert(WAITING, T0.minusSeconds(5));
        insert(WAITING, T0.plusSeconds(1));
        insert(PARKED, T0.minusSeconds(30));

        assertThat(claim(nodeA, 2)).containsExactly(first, second);

        Row leased = row(first);
        assertThat(leased.status()).isEqualTo(WORKING);
        assertThat(leased.statusTime()).isEqualTo(T0);
        assertThat(leased.owner()).isEqualTo("node-a");
        assertThat(leased.due()).isEqualTo(T0.plus(LEASE));
        assertThat(claim(nodeA, 10)).hasSize(1);
    }

    @Test
    void aRowWhoseLeaseRanOutIsClaimedAgainByTheNextClaim() {
        long id = insert(WAITING, T0);
        assertThat(claim(nodeA, 10)).containsExactly(id);

        clock.advance(LEASE.minusMillis(1));
        assertThat(claim(nodeB, 10)).as("still node-a's").isEmpty();

        clock.advance(Duration.ofMillis(1));
        assertThat(claim(nodeB, 10)).containsExactly(id);
        assertThat(row(id).owner()).isEqualTo("node-b");
        assertThat(row(id).due()).isEqualTo(clock.instant().plus(LEASE));
    }

    @Test
    void aMoveByANodeThatLostItsLeaseDoesNotApply() {
        long id = insert(WAITING, T0);
        claim(nodeA, 10);
        clock.advance(LEASE.plusSeconds(1));
        claim(nodeB, 10);

        assertThat(settle(nodeA, new Move(id, true, DONE, null))).containsExactly(false);

        Row taken = row(id);
        assertThat(taken.status()).isEqualTo(WORKING);
        assertThat(taken.owner()).isEqualTo("node-b");
        assertThat(taken.attempts()).isZero();
        assertThat(taken.due()).isEqualTo(clock.instant().plus(LEASE));

        assertThat(settle(nodeB, new Move(id, true, DONE, null))).containsExactly(true);

        Row done = row(id);
        assertThat(done.status()).isEqualTo(DONE);
        assertThat(done.attempts()).isEqualTo(1);
        assertThat(done.owner()).isNull();
        assertThat(done.due()).isNull();
    }

    @Test
    void movesOfDifferentShapesKeepTheirOrderAndEachItsOwnResult() {
        long retried = insert(WAITING, T0);
        long released = insert(WAITING, T0);
        long lost = insert(WAITING, T0);
        claim(nodeA, 10);
        Instant later = T0.plus(Duration.ofHours(1));
        run(c -> {
            try (Statement statement = c.createStatement()) {
                return statement.executeUpdate("UPDATE work_item SET lease_owner = 'node-b' WHERE id = " + lost);
            }
        });

        assertThat(settle(
                        nodeA,
                        new Move(retried, true, WAITING, later),
                        new Move(released, false, null, null),
                        new Move(lost, true, DONE, null)))
                .containsExactly(true, true, false);

        assertThat(row(retried)).isEqualTo(new Row(WAITING, T0, 1, later, null));
        assertThat(row(released)).isEqualTo(new Row(WORKING, T0, 0, null, null));
        assertThat(row(lost).owner()).isEqualTo("node-b");
    }

    @Test
    void movesToOnePlaceGoTogetherAndStillEachHaveTheirOwnResult() {
        long first = insert(WAITING, T0);
        long lost = insert(WAITING, T0);
        long ended = insert(WAITING, T0);
        long last = insert(WAITING, T0);
        claim(nodeA, 10);
        run(c -> {
            try (Statement statement = c.createStatement()) {
                statement.executeUpdate("UPDATE work_item SET lease_owner = 'node-b' WHERE id = " + lost);
                // ended meanwhile by something else (an Acknowledgment): the lease is gone, the status is final
                return statement.executeUpdate(
                        "UPDATE work_item SET lease_owner = NULL, next_attempt_at = NULL, status = " + PARKED
                                + " WHERE id = " + ended);
            }
        });

        CountingDataSource counting = CountingDataSource.wrap(DB.dataSource());
        List<Move> moves = List.of(
                new Move(first, true, DONE, null),
                new Move(lost, true, DONE, null),
                new Move(ended, true, DONE, null),
                new Move(last, true, DONE, null));

        List<Boolean> moved =
                Transaction.run(counting.dataSource(), "lease test", c -> nodeA.settle(c, moves, nodeA.now()));

        assertThat(moved).containsExactly(true, false, false, true);
        assertThat(counting.executedSql())
                .as("one locking read of the rows still held, one UPDATE for them all")
                .hasSize(2)
                .satisfies(sql -> assertThat(sql.get(0)).startsWith("SELECT").endsWith("FOR UPDATE"))
                .satisfies(sql -> assertThat(sql.get(1)).startsWith("UPDATE"));

        assertThat(row(first)).isEqualTo(new Row(DONE, T0, 1, null, null));
        assertThat(row(last)).isEqualTo(new Row(DONE, T0, 1, null, null));
        assertThat(row(lost).owner()).isEqualTo("node-b");
        assertThat(row(lost).attempts()).isZero();
        assertThat(row(ended).status()).isEqualTo(PARKED);
        assertThat(row(ended).attempts()).isZero();
    }

    @Test
    void atStartupANodeGivesBackOnlyItsOwnLeasesDueNow() {
        long mine = insert(WAITING, T0);
        claim(nodeA, 10);
        long theirs = insert(WAITING, T0);
        claim(nodeB, 10);
        clock.advance(Duration.ofSeconds(30));

        int released = run(c -> nodeA.releaseOwn(c, WAITING, nodeA.now()));

        assertThat(released).isEqualTo(1);

        assertThat(row(mine)).isEqualTo(new Row(WAITING, clock.instant(), 0, clock.instant(), null));
        assertThat(row(theirs).owner()).isEqualTo("node-b");
        assertThat(claim(nodeA, 10)).containsExactly(mine);
    }

    private static List<Long> claimUntilEmpty(LeasedQueue node, CountDownLatch start) throws InterruptedException {
        start.await();
        List<Long> claimed = new ArrayList<>();
        List<Long> batch;
        do {
            batch = claim(node, 7);
            claimed.addAll(batch);
        } while (!batch.isEmpty());
        return claimed;
    }

    private static List<Long> claim(LeasedQueue node, int limit) {
        return run(c -> node.claim(c, limit, node.now()));
    }

    private static List<Boolean> settle(LeasedQueue node, Move... moves) {
        return run(c -> node.settle(c, List.of(moves), node.now()));
    }

    private long insert(int status, Instant due) {
        return run(c -> {
            try (PreparedStatement statement = c.prepareStatement(
                    "INSERT INTO work_item (status, status_time, next_attempt_at) VALUES (?, ?, ?)",
                    Statement.RETURN_GENERATED_KEYS)) {
                statement.setInt(1, status);
                SqlValues.setTime(statement, 2, T0);
                SqlValues.setTime(statement, 3, due);
                statement.executeUpdate();
                try (ResultSet keys = statement.getGeneratedKeys()) {
                    keys.next();
                    return keys.getLong(1);
                }
            }
        });
    }

    private static Row row(long id) {
        return run(c -> {
            try (PreparedStatement statement = c.prepareStatement("SELECT status, status_time, attempts,"
                    + " next_attempt_at, lease_owner FROM work_item WHERE id = ?")) {
                statement.setLong(1, id);
                try (ResultSet row = statement.executeQuery()) {
                    row.next();
                    return new Row(
                            row.getInt("status"),
                            SqlValues.instant(row, "status_time"),
                            row.getInt("attempts"),
                            SqlValues.instant(row, "next_attempt_at"),
                            row.getString("lease_owner"));
                }
            }
        });
    }

    private static <T> T run(Transaction.Work<T> work) {
        return Transaction.run(DB.dataSource(), "lease test", work);
    }

    private record Row(int status, Instant statusTime, int attempts, Instant due, String owner) {}
}
