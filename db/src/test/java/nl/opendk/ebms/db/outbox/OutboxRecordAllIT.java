package nl.opendk.ebms.db.outbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageStore;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.db.testing.CountingDataSource;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.db.testing.TestMessages;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Attempts recorded together: one transaction, each message moved on exactly as if recorded alone. */
class OutboxRecordAllIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final Instant T0 = Instant.parse("2026-05-04T08:00:00Z");
    private static final RetrySchedule SCHEDULE = new RetrySchedule(3, Duration.ofMinutes(1), Duration.ofMinutes(10));
    private static final Duration LEASE = Duration.ofMinutes(5);

    private final MutableClock clock = new MutableClock(T0);
    private MessageStore store;
    private CountingDataSource counting;
    private Outbox nodeA;
    private Outbox nodeB;
    private MessageQueries queries;

    @BeforeEach
    void setUp() {
        DB.deleteAllRows();
        store = new MessageStore(DB.dataSource(), clock, "node-a", SCHEDULE, LEASE);
        counting = CountingDataSource.wrap(DB.dataSource());
        nodeA = new Outbox(counting.dataSource(), clock, "node-a", SCHEDULE, LEASE);
        nodeB = new Outbox(DB.dataSource(), clock, "node-b", SCHEDULE, LEASE);
        queries = new MessageQueries(DB.dataSource());
    }

    @Test
    void mixedOutcomesAreRecordedInOneTransaction() {
        SendJob takenOver = pong("d");
        clock.advance(LEASE.plusSeconds(1));
        assertThat(nodeB.claimDue(10)).extracting(SendJob::id).containsExactly(takenOver.id());
        SendJob delivered = pong("a");
        SendJob retried = pong("b");
        SendJob refused = pong("c");
        counting.reset();

        List<Recorded> statuses = nodeA.recordAll(List.of(
                attempt(delivered, 204, DeliveryVerdict.DELIVERED),
                attempt(retried, 503, DeliveryVerdict.RETRYABLE),
                attempt(refused, 404, DeliveryVerdict.PERMANENT),
                attempt(takenOver, 204, DeliveryVerdict.DELIVERED)));

        assertThat(statuses)
                .containsExactly(
                        Recorded.moved(MessageStatus.DELIVERED),
                        Recorded.moved(MessageStatus.QUEUED),
                        Recorded.moved(MessageStatus.FAILED),
                        Recorded.TAKEN_OVER);
        assertThat(counting.commits()).isEqualTo(1);
        assertThat(status(delivered)).isEqualTo(MessageStatus.DELIVERED);
        assertThat(status(retried)).isEqualTo(MessageStatus.QUEUED);
        assertThat(status(refused)).isEqualTo(MessageStatus.FAILED);
        assertThat(status(takenOver)).isEqualTo(MessageStatus.SENDING);
        for (SendJob job : List.of(delivered, retried, refused, takenOver)) {
            assertThat(queries.attempts(job.id())).hasSize(1);
        }
        assertThat(queries.attempts(retried.id()).get(0).httpStatus()).isEqualTo(503);
    }

    private SendJob pong(String name) {
        return store.store(TestMessages.ping("ping-" + name + "@peer", "pong-" + name + "@us"))
                .leased()
                .get(0);
    }

    private Attempt attempt(SendJob job, int status, DeliveryVerdict verdict) {
        return new Attempt(job, new AttemptResult(clock.instant(), clock.instant(), status, verdict, null));
    }

    private MessageStatus status(SendJob job) {
        return queries.find(job.id()).orElseThrow().summary().status();
    }
}
