package nl.opendk.ebms.db.outbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import nl.opendk.ebms.db.message.DeliveryAttempt;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageStore;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.db.testing.AtOnce;
import nl.opendk.ebms.db.testing.CountingDataSource;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.db.testing.TestMessages;
import nl.opendk.ebms.protocol.agreement.Reliability;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class OutboxIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final Instant T0 = Instant.parse("2026-05-04T08:00:00Z");
    private static final RetrySchedule SCHEDULE = new RetrySchedule(3, Duration.ofMinutes(1), Duration.ofMinutes(10));
    private static final Duration LEASE = Duration.ofMinutes(5);

    private final MutableClock clock = new MutableClock(T0);
    private CountingDataSource counting;
    private MessageStore store;
    private Outbox nodeA;
    private Outbox nodeB;
    private MessageQueries queries;

    @BeforeEach
    void setUp() {
        DB.deleteAllRows();
        counting = CountingDataSource.wrap(DB.dataSource());
        store = new MessageStore(DB.dataSource(), clock, "node-a", SCHEDULE, LEASE);
        nodeA = new Outbox(counting.dataSource(), clock, "node-a", SCHEDULE, LEASE);
        nodeB = new Outbox(DB.dataSource(), clock, "node-b", SCHEDULE, LEASE);
        queries = new MessageQueries(DB.dataSource());
    }

    @Test
    void claimsDueMessagesOnlyAndLeasesThem() {
        long due = store.enqueue(TestMessages.business("due@us", null));
        clock.advance(Duration.ofMinutes(10));
        long later = store.enqueue(TestMessages.business("later@us", null));
        clock.set(T0.plus(Duration.ofMinutes(5)));

        List<SendJob> jobs = nodeA.claimDue(10);

        assertThat(jobs).singleElement().satisfies(job -> {
            assertThat(job.id()).isEqualTo(due);
            assertThat(job.messageId()).isEqualTo("due@us");
            assertThat(job.endpoint()).isEqualTo(TestMessages.PEER_ENDPOINT);
            assertThat(job.envelope()).isNotEmpty();
            assertThat(job.attemptNo()).isEqualTo(1);
        });
        MessageSummary leased = summary(due);
        assertThat(leased.status()).isEqualTo(MessageStatus.SENDING);
        assertThat(leased.leaseOwner()).isEqualTo("node-a");
        assertThat(leased.nextAttemptAt()).isEqualTo(clock.instant().plus(LEASE));
        assertThat(summary(later).status()).isEqualTo(MessageStatus.QUEUED);
    }

    @Test
    void claimsTheOldestDueFirstUpToTheLimit() {
        long first = store.enqueue(TestMessages.business("first@us", null));
        clock.advance(Duration.ofSeconds(1));
        long second = store.enqueue(TestMessages.business("second@us", null));
        clock.advance(Duration.ofSeconds(1));
        store.enqueue(TestMessages.business("third@us", null));

        assertThat(nodeA.claimDue(2)).extracting(SendJob::id).containsExactly(first, second);
    }

    @Test
    void skipsAMessageLeasedToAnotherNode() {
        store.store(TestMessages.ping("ping-1@peer", "pong-1@us"));
        clock.advance(LEASE.minusMillis(1));

        assertThat(nodeB.claimDue(10)).isEmpty();
    }

    @Test
    void aMessageGivenBackIsClaimedAtOnceAndOnlyTheGiverCanGiveItBack() {
        long pong = store.store(TestMessages.ping("ping-given@peer", "pong-given@us"))
                .leased()
                .get(0)
                .id();
        long other = store.store(TestMessages.ping("ping-kept@peer", "pong-kept@us"))
                .leased()
                .get(0)
                .id();
        clock.advance(Duration.ofSeconds(1));

        assertThat(nodeB.claim(10, List.of(other)).jobs())
                .as("node-b holds neither lease")
                .isEmpty();
        List<SendJob> jobs = nodeA.claim(10, List.of(pong)).jobs();

        assertThat(jobs).extracting(SendJob::id).containsExactly(pong);
        assertThat(jobs.get(0).attemptNo()).isEqualTo(1);
        assertThat(summary(pong).leaseOwner()).isEqualTo("node-a");
        assertThat(summary(pong).nextAttemptAt()).isEqualTo(clock.instant().plus(LEASE));
        assertThat(summary(other).leaseOwner()).isEqualTo("node-a");
        assertThat(nodeB.claimDue(10)).as("the lease it kept still holds").isEmpty();
    }

    @Test
    void reclaimsAMessageWhoseLeaseRanOut() {
        long pong = store.store(TestMessages.ping("ping-2@peer", "pong-2@us"))
                .leased()
                .get(0)
                .id();
        clock.advance(LEASE);

        List<SendJob> jobs = nodeB.claimDue(10);

        assertThat(jobs).extracting(SendJob::id).containsExactly(pong);
        assertThat(jobs.get(0).attemptNo()).isEqualTo(1);
        assertThat(summary(pong).leaseOwner()).isEqualTo("node-b");
    }

    @Test
    void loadsPayloadsOnlyForMessagesThatHaveThem() {
        PayloadPart one = new PayloadPart("one@us", "application/octet-stream", TestMessages.allByteValues(2));
        PayloadPart two = new PayloadPart("two@us", "application/xml", new byte[] {'<', 'a', '/', '>'});
        store.enqueue(TestMessages.business("with-parts@us", null, one, two));

        List<SendJob> withParts = nodeA.claimDue(10);

        assertThat(counting.statements()).isEqualTo(3);
        assertThat(withParts.get(0).parts()).extracting(PayloadPart::contentId).containsExactly("one@us", "two@us");
        assertThat(withParts.get(0).parts().get(0).content()).isEqualTo(one.content());
        assertThat(withParts.get(0).parts().get(1).content()).isEqualTo(two.content());

        store.enqueue(TestMessages.business("without-parts@us", null));
        counting.reset();
        assertThat(nodeA.claimDue(10)).singleElement().satisfies(job -> assertThat(job.parts())
                .isEmpty());
        assertThat(counting.statements()).isEqualTo(2);
        assertThat(counting.commits()).isEqualTo(1);
    }

    @Test
    void twoNodesClaimingAtOnceClaimEveryMessageExactlyOnce() throws Exception {
        List<Long> queued = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            queued.add(store.enqueue(TestMessages.business("bulk-" + i + "@us", null)));
        }
        List<Long> claimed = AtOnce.gather(8, (i, start) -> () -> claimUntilEmpty(i % 2 == 0 ? nodeA : nodeB, start));
        assertThat(claimed).hasSize(500).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(queued);
    }

    @Test
    void recordsADeliveryInTwoStatementsAndFinishesTheMessage() {
        long id = store.enqueue(TestMessages.business("deliver@us", null));
        SendJob job = nodeA.claimDue(1).get(0);
        Instant started = clock.instant();
        clock.advance(Duration.ofMillis(250));
        counting.reset();

        assertThat(nodeA.record(job, AttemptResult.delivered(started, clock.instant(), 204)))
                .isEqualTo(Recorded.moved(MessageStatus.DELIVERED));

        assertThat(counting.statements()).isEqualTo(2);
        assertThat(counting.commits()).isEqualTo(1);
        MessageSummary row = summary(id);
        assertThat(row.status()).isEqualTo(MessageStatus.DELIVERED);
        assertThat(row.statusTime()).isEqualTo(clock.instant());
        assertThat(row.attempts()).isEqualTo(1);
        assertThat(row.nextAttemptAt()).isNull();
        assertThat(row.leaseOwner()).isNull();
        assertThat(queries.attempts(id)).singleElement().satisfies(attempt -> {
            assertThat(attempt.attemptNo()).isEqualTo(1);
            assertThat(attempt.nodeId()).isEqualTo("node-a");
            assertThat(attempt.startedAt()).isEqualTo(started);
            assertThat(attempt.finishedAt()).isEqualTo(clock.instant());
            assertThat(attempt.httpStatus()).isEqualTo(204);
            assertThat(attempt.outcome()).isEqualTo(DeliveryVerdict.DELIVERED);
            assertThat(attempt.detail()).isNull();
        });
    }

    @Test
    void retriesWithTheAdapterBackoffUntilTheAttemptsAreUsedUp() {
        long id = store.enqueue(TestMessages.business("backoff@us", null));

        assertThat(failOnce(nodeA).moved()).contains(MessageStatus.QUEUED);
        assertThat(summary(id).nextAttemptAt()).isEqualTo(clock.instant().plus(Duration.ofMinutes(1)));
        clock.advance(Duration.ofSeconds(59));
        assertThat(nodeA.claimDue(10)).isEmpty();
        clock.advance(Duration.ofSeconds(1));

        assertThat(failOnce(nodeA).moved()).contains(MessageStatus.QUEUED);
        assertThat(summary(id).nextAttemptAt()).isEqualTo(clock.instant().plus(Duration.ofMinutes(2)));
        clock.advance(Duration.ofMinutes(2));

        assertThat(failOnce(nodeA).moved()).contains(MessageStatus.FAILED);
        MessageSummary row = summary(id);
        assertThat(row.attempts()).isEqualTo(3);
        assertThat(row.nextAttemptAt()).isNull();
        assertThat(queries.attempts(id)).extracting(DeliveryAttempt::attemptNo).containsExactly(1, 2, 3);
        assertThat(queries.attempts(id)).extracting(DeliveryAttempt::outcome).containsOnly(DeliveryVerdict.RETRYABLE);
    }

    @Test
    void retriesAtTheCpaRetryInterval() {
        Reliability oneRetry = new Reliability(1, Duration.ofHours(3), Duration.ofDays(1));
        long id = store.enqueue(TestMessages.business("cpa-terms@us", oneRetry));

        assertThat(failOnce(nodeA).moved()).contains(MessageStatus.QUEUED);
        assertThat(summary(id).nextAttemptAt()).isEqualTo(clock.instant().plus(Duration.ofHours(3)));
        clock.advance(Duration.ofHours(3));

        assertThat(failOnce(nodeA).moved()).contains(MessageStatus.FAILED);
    }

    @Test
    void theStoredMaxAttemptsDecideOverTheCurrentSchedule() {
        long id = store.enqueue(TestMessages.business("stored-terms@us", null));
        Outbox oneAttemptOnly = new Outbox(
                DB.dataSource(),
                clock,
                "node-a",
                new RetrySchedule(1, Duration.ofMinutes(1), Duration.ofMinutes(1)),
                LEASE);

        assertThat(failOnce(oneAttemptOnly).moved()).contains(MessageStatus.QUEUED);
        assertThat(summary(id).maxAttempts()).isEqualTo(SCHEDULE.maxAttempts());
    }

    @Test
    void aPermanentFailureFailsAtOnce() {
        long id = store.enqueue(TestMessages.business("refused@us", null));
        SendJob job = nodeA.claimDue(1).get(0);

        assertThat(nodeA.record(job, AttemptResult.permanent(clock.instant(), clock.instant(), 400, "Bad Request")))
                .isEqualTo(Recorded.moved(MessageStatus.FAILED));

        assertThat(summary(id).status()).isEqualTo(MessageStatus.FAILED);
        assertThat(queries.attempts(id))
                .singleElement()
                .extracting(DeliveryAttempt::detail)
                .isEqualTo("Bad Request");
    }

    @Test
    void cutsALongFailureDetailToTheColumnInsteadOfFailing() {
        long id = store.enqueue(TestMessages.business("long-detail@us", null));
        SendJob job = nodeA.claimDue(1).get(0);

        nodeA.record(job, AttemptResult.permanent(clock.instant(), clock.instant(), 500, "x".repeat(5000)));

        assertThat(queries.attempts(id))
                .singleElement()
                .extracting(DeliveryAttempt::detail)
                .asString()
                .hasSize(Outbox.MAX_DETAIL);
    }

    @Test
    void losesTheCompareAndSetWhenAnotherNodeTookTheLease() {
        long id = store.store(TestMessages.ping("ping-3@peer", "pong-3@us"))
                .leased()
                .get(0)
                .id();
        SendJob slow = new SendJob(
                id,
                "pong-3@us",
                TestMessages.CPA_ID,
                TestMessages.PEER_ENDPOINT,
                new byte[] {1},
                List.of(),
                1,
                Instant.MAX,
                false,
                null,
                null,
                true);
        clock.advance(LEASE);
        SendJob taken = nodeB.claimDue(1).get(0);

        assertThat(nodeA.record(slow, AttemptResult.delivered(T0, clock.instant(), 204)))
                .isEqualTo(Recorded.TAKEN_OVER);

        MessageSummary row = summary(id);
        assertThat(row.status()).isEqualTo(MessageStatus.SENDING);
        assertThat(row.leaseOwner()).isEqualTo("node-b");
        assertThat(row.attempts()).isZero();
        assertThat(nodeB.record(taken, AttemptResult.delivered(clock.instant(), clock.instant(), 204)))
                .isEqualTo(Recorded.moved(MessageStatus.DELIVERED));
        assertThat(queries.attempts(id)).extracting(DeliveryAttempt::nodeId).containsExactly("node-a", "node-b");
    }

    @Test
    void releasesItsOwnLeasesAtStartup() {
        long a1 = store.enqueue(TestMessages.business("a1@us", null));
        long a2 = store.enqueue(TestMessages.business("a2@us", null));
        long b1 = store.enqueue(TestMessages.business("b1@us", null));
        nodeA.claimDue(2);
        nodeB.claimDue(1);
        clock.advance(Duration.ofSeconds(30));

        assertThat(nodeA.releaseOwnLeases()).isEqualTo(2);

        for (long id : List.of(a1, a2)) {
            MessageSummary row = summary(id);
            assertThat(row.status()).isEqualTo(MessageStatus.QUEUED);
            assertThat(row.nextAttemptAt()).isEqualTo(clock.instant());
            assertThat(row.leaseOwner()).isNull();
        }
        assertThat(summary(b1).leaseOwner()).isEqualTo("node-b");
        assertThat(nodeA.claimDue(10)).extracting(SendJob::id).containsExactlyInAnyOrder(a1, a2);
    }

    @Test
    void requeuesAFailedMessageForAnOperator() {
        long id = store.enqueue(TestMessages.business("resend@us", null));
        assertThat(nodeA.requeue(id)).isFalse();
        SendJob job = nodeA.claimDue(1).get(0);
        nodeA.record(job, AttemptResult.permanent(clock.instant(), clock.instant(), 404, "Not Found"));
        clock.advance(Duration.ofHours(1));

        assertThat(nodeA.requeue(id)).isTrue();

        MessageSummary row = summary(id);
        assertThat(row.status()).isEqualTo(MessageStatus.QUEUED);
        assertThat(row.nextAttemptAt()).isEqualTo(clock.instant());
        assertThat(nodeA.requeue(id)).isFalse();
        assertThat(nodeA.claimDue(1))
                .singleElement()
                .extracting(SendJob::attemptNo)
                .isEqualTo(2);
    }

    @Test
    void reportsDepthAndTheOldestWaitingMessage() {
        assertThat(nodeA.depth()).isZero();
        assertThat(nodeA.oldestQueued()).isEmpty();
        store.enqueue(TestMessages.business("old@us", null));
        clock.advance(Duration.ofMinutes(1));
        store.enqueue(TestMessages.business("new@us", null));

        assertThat(nodeA.depth()).isEqualTo(2);
        assertThat(nodeA.oldestQueued()).contains(T0);

        SendJob oldest = nodeA.claimDue(1).get(0);
        assertThat(nodeA.depth()).isEqualTo(2);
        nodeA.record(oldest, AttemptResult.delivered(clock.instant(), clock.instant(), 204));
        assertThat(nodeA.depth()).isEqualTo(1);
        assertThat(nodeA.oldestQueued()).contains(T0.plus(Duration.ofMinutes(1)));
    }

    @Test
    void theSchemaAllowsADueTimeOnlyOnMessagesStillUnderWay() throws SQLException {
        long id = store.enqueue(TestMessages.business("check@us", null));

        try (Connection connection = DB.dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            assertThatThrownBy(() -> statement.executeUpdate(
                            "UPDATE ebms_message SET status = " + MessageStatus.DELIVERED.id() + " WHERE id = " + id))
                    .hasMessageContaining("ck_message_due_only_while_waiting");
            assertThatThrownBy(() ->
                            statement.executeUpdate("UPDATE ebms_message SET next_attempt_at = NULL WHERE id = " + id))
                    .hasMessageContaining("ck_message_due_only_while_waiting");
            connection.rollback();
        }
    }

    /** Claims the one due message and records a retryable failure for it. */
    private Recorded failOnce(Outbox outbox) {
        SendJob job = outbox.claimDue(1).get(0);
        Instant now = clock.instant();
        return outbox.record(job, AttemptResult.retryable(now, now, 503, "Service Unavailable"));
    }

    private static List<Long> claimUntilEmpty(Outbox node, CountDownLatch start) throws InterruptedException {
        start.await();
        List<Long> claimed = new ArrayList<>();
        List<SendJob> jobs;
        do {
            jobs = node.claimDue(7);
            jobs.forEach(job -> claimed.add(job.id()));
        } while (!jobs.isEmpty());
        return claimed;
    }

    private MessageSummary summary(long id) {
        return queries.find(id).orElseThrow().summary();
    }
}
