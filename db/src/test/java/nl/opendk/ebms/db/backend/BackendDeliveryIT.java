package nl.opendk.ebms.db.backend;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.db.events.BackendOptions;
import nl.opendk.ebms.db.events.EventKind;
import nl.opendk.ebms.db.events.EventLog;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageStore;
import nl.opendk.ebms.db.message.StoreOutcome;
import nl.opendk.ebms.db.outbox.AttemptResult;
import nl.opendk.ebms.db.outbox.Outbox;
import nl.opendk.ebms.db.testing.CountingDataSource;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.db.testing.TestMessages;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Received business messages reach the back end by push (leased at once, retried until taken) or by poll (inbox
 * and confirm), and every change the back end cares about becomes an event in the same transaction.
 */
class BackendDeliveryIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final Duration STORE_TIMEOUT = Duration.ofSeconds(30);
    private static final Instant T0 = Instant.parse("2026-05-04T08:00:00Z");
    private static final RetrySchedule SCHEDULE = new RetrySchedule(3, Duration.ofSeconds(10), Duration.ofMinutes(1));
    private static final Duration LEASE = Duration.ofMinutes(2);
    private static final BackendOptions PUSH = new BackendOptions(true, true);

    private final MutableClock clock = new MutableClock(T0);
    private MessageStore pushStore;
    private BackendQueue queue;
    private EventQueue events;
    private MessageQueries queries;

    @BeforeEach
    void setUp() {
        DB.deleteAllRows();
        pushStore = new MessageStore(
                DB.dataSource(),
                clock,
                "node-a",
                SCHEDULE,
                LEASE,
                1,
                PUSH,
                EventLog.of(PUSH),
                STORE_TIMEOUT,
                Duration.ZERO);
        queue = new BackendQueue(DB.dataSource(), clock, "node-a", LEASE, SCHEDULE);
        events = new EventQueue(DB.dataSource(), clock, "node-a", LEASE, SCHEDULE);
        queries = new MessageQueries(DB.dataSource());
    }

    @Test
    void aPushedMessageIsLeasedAtOnceAndProcessedWhenTheBackEndTakesIt() {
        StoreOutcome stored = pushStore.store(TestMessages.accepted(order("order-1@peer"), List.of()));
        assertThat(stored.deliverToBackEndNow()).isTrue();
        assertThat(queue.claimDue(10)).as("leased to the node that stored it").isEmpty();

        clock.advance(LEASE.plusSeconds(1));
        BackendJob job = queue.claimDue(10).get(0);
        assertThat(job.header().messageId()).isEqualTo("order-1@peer");
        assertThat(job.parts()).extracting(PayloadPart::contentId).containsExactly("order@peer");

        assertThat(queue.delivered(job, result(DeliveryVerdict.DELIVERED))).isTrue();
        assertThat(queries.find(job.id()).orElseThrow().summary().status()).isEqualTo(MessageStatus.PROCESSED);
        assertThat(queries.attempts(job.id())).hasSize(1);
    }

    @Test
    void aMessageGivenBackIsClaimedAtOnceAndOnlyByTheNodeThatHeldIt() {
        long given = pushStore
                .store(TestMessages.accepted(order("order-given@peer"), List.of()))
                .inboundId();
        long kept = pushStore
                .store(TestMessages.accepted(order("order-kept@peer"), List.of()))
                .inboundId();
        BackendQueue nodeB = new BackendQueue(DB.dataSource(), clock, "node-b", LEASE, SCHEDULE);
        clock.advance(Duration.ofSeconds(1));

        assertThat(nodeB.claimDue(10, List.of(kept)))
                .as("node-b holds neither lease")
                .isEmpty();
        List<BackendJob> jobs = queue.claimDue(10, List.of(given));

        assertThat(jobs).extracting(BackendJob::id).containsExactly(given);
        assertThat(jobs.get(0).leaseUntil()).isEqualTo(clock.instant().plus(LEASE));
        assertThat(nodeB.claimDue(10)).as("both leases still hold").isEmpty();
    }

    @Test
    void aBackEndThatIsDownGetsTheMessageAgainAfterTheBackoffAndNeverLosesIt() {
        pushStore.store(TestMessages.accepted(order("order-2@peer"), List.of()));
        clock.advance(LEASE.plusSeconds(1));
        BackendJob first = queue.claimDue(10).get(0);
        queue.failed(first, result(DeliveryVerdict.RETRYABLE));
        assertThat(queue.claimDue(10)).isEmpty();

        clock.advance(Duration.ofSeconds(10));
        BackendJob second = queue.claimDue(10).get(0);
        assertThat(second.attemptNo()).isEqualTo(2);
        assertThat(queries.find(second.id()).orElseThrow().summary().status()).isEqualTo(MessageStatus.RECEIVED);
    }

    @Test
    void aPollingBackEndReadsItsInboxAndConfirms() {
        MessageStore pollStore = new MessageStore(
                DB.dataSource(),
                clock,
                "node-a",
                SCHEDULE,
                LEASE,
                1,
                BackendOptions.POLL,
                EventLog.of(BackendOptions.POLL),
                STORE_TIMEOUT,
                Duration.ZERO);
        long id = pollStore
                .store(TestMessages.accepted(order("order-3@peer"), List.of()))
                .inboundId();
        pollStore.store(TestMessages.ping("ping-3@peer", "pong-3@us"));

        assertThat(queue.inbox(0, 10)).extracting(m -> m.messageId()).containsExactly("order-3@peer");
        assertThat(queue.confirmProcessed(id)).isTrue();
        assertThat(queue.confirmProcessed(id)).as("only once").isFalse();
        assertThat(queue.inbox(0, 10)).isEmpty();
        assertThat(events.after(0, 10)).singleElement().satisfies(event -> {
            assertThat(event.kind()).isEqualTo(EventKind.RECEIVED);
            assertThat(event.message().messageId()).isEqualTo("order-3@peer");
        });
        assertThat(events.claimDue(10)).as("not pushed when the back end polls").isEmpty();
    }

    @Test
    void outgoingBusinessMessagesTellTheBackEndHowTheyEndedButPongsDoNot() {
        CountingDataSource counting = CountingDataSource.wrap(DB.dataSource());
        Outbox outbox = new Outbox(counting.dataSource(), clock, "node-a", SCHEDULE, LEASE, EventLog.of(PUSH));
        pushStore.enqueue(TestMessages.business("mine-1@us", null));
        pushStore.store(TestMessages.ping("ping-4@peer", "pong-4@us"));
        pushStore.enqueue(TestMessages.business("mine-2@us", null));
        var delivered = outbox.claimDue(10);
        counting.reset();
        outbox.recordAll(delivered.stream()
                .map(job -> new nl.opendk.ebms.db.outbox.Attempt(job, result(DeliveryVerdict.DELIVERED)))
                .toList());

        assertThat(counting.executedSql())
                .as("the events of a recorded batch are one statement")
                .filteredOn(sql -> sql.contains("backend_event"))
                .hasSize(1);
        List<BackendEvent> pushed = events.claimDue(10);
        assertThat(pushed).allSatisfy(event -> assertThat(event.kind()).isEqualTo(EventKind.DELIVERED));
        assertThat(pushed)
                .extracting(event -> event.message().messageId())
                .containsExactlyInAnyOrder("mine-1@us", "mine-2@us");
        pushed.forEach(events::sent);
        clock.advance(LEASE.plusSeconds(1));
        assertThat(events.claimDue(10)).as("a sent event is not pushed again").isEmpty();

        pushStore.store(TestMessages.ping("ping-5@peer", "pong-5@us"));
        var pong = outbox.claimDue(10);
        counting.reset();
        outbox.recordAll(pong.stream()
                .map(job -> new nl.opendk.ebms.db.outbox.Attempt(job, result(DeliveryVerdict.DELIVERED)))
                .toList());
        assertThat(counting.executedSql())
                .as("a Pong's send is recorded without asking for an event")
                .noneMatch(sql -> sql.contains("backend_event"));
    }

    /** An event about no message (something ends): written once per key, whichever node and however often. */
    @Test
    void aNoticeIsAnEventWithoutAMessageThatOnlyOneNodeWrites() throws Exception {
        EventLog log = EventLog.of(PUSH);
        boolean first;
        boolean second;
        try (Connection node1 = DB.dataSource().getConnection();
                Connection node2 = DB.dataSource().getConnection()) {
            first = log.notice(node1, EventKind.ENDING, "ending:k1", "CPA_END\tcpa-1\tEnd\t2026-06-01T00:00:00Z", T0);
            commit(node1);
            second = log.notice(node2, EventKind.ENDING, "ending:k1", "CPA_END\tcpa-1\tEnd\t2026-06-01T00:00:00Z", T0);
            commit(node2);
        }

        assertThat(first).isTrue();
        assertThat(second).as("the key was taken").isFalse();
        List<BackendEvent> pushed = events.claimDue(10);
        assertThat(pushed).singleElement().satisfies(event -> {
            assertThat(event.kind()).isEqualTo(EventKind.ENDING);
            assertThat(event.message()).isNull();
            assertThat(event.detail()).isEqualTo("CPA_END\tcpa-1\tEnd\t2026-06-01T00:00:00Z");
        });
        assertThat(events.after(0, 10)).as("a polling back end reads it too").hasSize(1);
        try (Connection connection = DB.dataSource().getConnection()) {
            assertThat(EventLog.NONE.notice(connection, EventKind.ENDING, "ending:k2", "x", T0))
                    .as("no back end, no events")
                    .isFalse();
        }
    }

    private static void commit(Connection connection) throws java.sql.SQLException {
        if (!connection.getAutoCommit()) {
            connection.commit();
        }
    }

    private static ReceivedMessage order(String messageId) {
        return TestMessages.received(
                TestMessages.header(messageId, new Service("urn:osb:services", "OSB:Service:1:0"), "Deliver", null),
                TestMessages.SOAP_CONTENT_TYPE,
                List.of(new PayloadPart("order@peer", "application/xml", "<order/>".getBytes(StandardCharsets.UTF_8))));
    }

    private AttemptResult result(DeliveryVerdict verdict) {
        return new AttemptResult(clock.instant(), clock.instant(), 200, verdict, null);
    }
}
