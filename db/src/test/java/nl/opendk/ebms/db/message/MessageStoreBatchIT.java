package nl.opendk.ebms.db.message;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import nl.opendk.ebms.db.AutoIncrement;
import nl.opendk.ebms.db.DataAccessException;
import nl.opendk.ebms.db.testing.CountingDataSource;
import nl.opendk.ebms.db.testing.OneBatch;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.db.testing.TestMessages;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.handle.InboundDisposition;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Messages that share a transaction (group commit) are stored exactly as they would be one by one. */
class MessageStoreBatchIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final RetrySchedule SCHEDULE = new RetrySchedule(5, Duration.ofMinutes(1), Duration.ofHours(1));

    /** Holds the writer while a batch gathers; never written. */
    private static final InboundDisposition HOLD = TestMessages.ping("hold@peer", "hold-pong@us");

    private final MutableClock clock = new MutableClock(Instant.parse("2026-03-01T10:15:30.456Z"));
    private CountingDataSource counting;
    private MessageStore store;
    private MessageQueries queries;

    @BeforeEach
    void setUp() {
        DB.deleteAllRows();
        counting = CountingDataSource.wrap(DB.dataSource());
        store = new MessageStore(counting.dataSource(), clock, "node-1", SCHEDULE, Duration.ofMinutes(2));
        queries = new MessageQueries(DB.dataSource());
    }

    @Test
    void aBatchOfPingsIsOneInsertAndOneCommitWhereTheServerGivesConsecutiveIds() throws Exception {
        boolean consecutive;
        try (Connection connection = DB.dataSource().getConnection()) {
            // the embedded test server is MariaDB (lock mode 1); an external MySQL 8 (mode 2) reads the ids back
            consecutive = AutoIncrement.consecutivePerStatement(connection);
        }

        List<StoreOutcome> outcomes = store.writeBatch(sixteenPings());

        // the server was asked once for its lock mode, then the batch was written
        assertThat(counting.executedSql().get(0)).contains("innodb_autoinc_lock_mode");
        assertThat(counting.executedSql().get(1)).startsWith("INSERT INTO ebms_message ");
        if (consecutive) {
            assertThat(counting.executedSql())
                    .as("the ids came with the INSERT")
                    .hasSize(2);
        } else {
            assertThat(counting.executedSql()).hasSize(3);
            assertThat(counting.executedSql().get(2)).startsWith("SELECT id, message_id, direction FROM ebms_message");
        }
        assertThat(counting.commits()).isEqualTo(1);
        assertEachOwnIds(outcomes);

        counting.reset();
        store.writeBatch(sixteenPings("again-"));
        assertThat(counting.executedSql()).as("asked once").hasSize(consecutive ? 1 : 2);
    }

    @Test
    void whereIdsMayInterleaveABatchReadsThemBackByTheUniqueKey() {
        store.readIdsBack();

        List<StoreOutcome> outcomes = store.writeBatch(sixteenPings());

        assertThat(counting.executedSql()).hasSize(2);
        assertThat(counting.executedSql().get(0)).startsWith("INSERT INTO ebms_message ");
        assertThat(counting.executedSql().get(1))
                .startsWith("SELECT id, message_id, direction FROM ebms_message WHERE (message_id, direction) IN");
        assertThat(counting.commits()).isEqualTo(1);
        assertEachOwnIds(outcomes);
        store.close();
    }

    /** 16 Pings and their Pongs: 32 rows, one of the statement shapes (RowBatch). */
    private static List<InboundDisposition> sixteenPings() {
        return sixteenPings("");
    }

    private static List<InboundDisposition> sixteenPings(String prefix) {
        List<InboundDisposition> batch = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            batch.add(TestMessages.ping(prefix + "ping-" + i + "@peer", prefix + "pong-" + i + "@us"));
        }
        return batch;
    }

    private void assertEachOwnIds(List<StoreOutcome> outcomes) {
        for (int i = 0; i < 16; i++) {
            assertIdsBelongTo(outcomes.get(i), "ping-" + i + "@peer", "pong-" + i + "@us");
        }
    }

    @Test
    void eachOutcomeOfABatchNamesTheMessagesItsSignalEnded() {
        store.writeBatch(List.of(TestMessages.ping("ping-a@peer", "pong-a@us")));

        List<StoreOutcome> outcomes = store.writeBatch(List.of(
                TestMessages.ping("ping-b@peer", "pong-b@us"),
                TestMessages.acknowledgment("ack-a@peer", "pong-a@us"),
                TestMessages.acknowledgment("ack-again@peer", "pong-a@us")));

        assertThat(outcomes.get(0).concluded()).isEmpty();
        assertThat(outcomes.get(1).concluded()).containsExactly(new Concluded("pong-a@us", MessageStatus.DELIVERED));
        assertThat(outcomes.get(2).concluded()).as("ended once").isEmpty();
    }

    @Test
    void payloadsAndErrorsOfABatchLandWithTheirOwnMessages() {
        byte[] binary = TestMessages.allByteValues(3);
        ReceivedMessage withParts = TestMessages.received(
                TestMessages.header(
                        "business-1@peer", new Service("urn:osb:services", "OSB:Service:1:0"), "Deliver", null),
                TestMessages.SOAP_CONTENT_TYPE,
                List.of(
                        new PayloadPart("a@peer", "application/octet-stream", binary),
                        new PayloadPart(
                                "b@peer", "text/plain", "two".getBytes(java.nio.charset.StandardCharsets.UTF_8))));
        ReceivedMessage wrong = TestMessages.received(
                TestMessages.header("wrong-1@peer", Service.MSH, "Ping", null),
                TestMessages.SOAP_CONTENT_TYPE,
                List.of());
        EbmsError error = EbmsError.of(EbmsErrorCode.VALUE_NOT_RECOGNIZED, ErrorLocation.ACTION, "not allowed");

        List<StoreOutcome> outcomes = store.writeBatch(List.of(
                TestMessages.accepted(withParts, List.of()),
                TestMessages.rejected(wrong, List.of(error), TestMessages.pong("error-1@us", "wrong-1@peer")),
                TestMessages.ping("ping-x@peer", "pong-x@us")));

        assertThat(queries.payloads(outcomes.get(0).inboundId()))
                .extracting(PayloadPart::contentId)
                .containsExactly("a@peer", "b@peer");
        assertThat(queries.payloads(outcomes.get(0).inboundId()).get(0).content())
                .isEqualTo(binary);
        assertThat(queries.errors(outcomes.get(1).inboundId())).containsExactly(error);
        assertThat(queries.errors(outcomes.get(2).inboundId())).isEmpty();
        assertIdsBelongTo(outcomes.get(2), "ping-x@peer", "pong-x@us");
    }

    @Test
    void aDuplicateInABatchIsRefusedAloneAndTheOthersAreStored() throws Exception {
        store.store(TestMessages.ping("seen@peer", "pong-seen@us"));

        List<StoreOutcome> outcomes = OneBatch.of(store::writeBatch, HOLD)
                .write(
                        TestMessages.ping("new-1@peer", "pong-new-1@us"),
                        TestMessages.ping("seen@peer", "pong-seen-again@us"),
                        TestMessages.ping("new-2@peer", "pong-new-2@us"),
                        TestMessages.ping("new-2@peer", "pong-new-2-again@us"))
                .stream()
                .map(OneBatch.Outcome::value)
                .toList();

        assertThat(outcomes).extracting(StoreOutcome::duplicate).containsExactly(false, true, false, true);
        assertIdsBelongTo(outcomes.get(0), "new-1@peer", "pong-new-1@us");
        assertIdsBelongTo(outcomes.get(2), "new-2@peer", "pong-new-2@us");
        assertThat(queries.findByMessageId("pong-seen-again@us", Direction.OUT)).isEmpty();
        assertThat(queries.findByMessageId("pong-new-2-again@us", Direction.OUT))
                .isEmpty();
    }

    /**
     * The header checks keep values the columns cannot hold out of the store; should one get through anyway, the
     * database refuses it alone and the valid messages that shared its transaction are stored.
     */
    @Test
    void aMessageTheDatabaseRefusesFailsAloneAndTheOthersOfItsTransactionAreStored() throws Exception {
        List<InboundDisposition> batch = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            batch.add(
                    i == 5
                            ? TestMessages.ping("x".repeat(300) + "@peer", "pong-bad@us")
                            : TestMessages.ping("ok-" + i + "@peer", "pong-ok-" + i + "@us"));
        }

        List<OneBatch.Outcome<StoreOutcome>> outcomes =
                OneBatch.of(store::writeBatch, HOLD).write(batch.toArray(InboundDisposition[]::new));

        for (int i = 0; i < 12; i++) {
            if (i == 5) {
                assertThat(outcomes.get(i).failure())
                        .isInstanceOfSatisfying(DataAccessException.class, e -> assertThat(e.isTransient())
                                .as("caused by the message itself: sending it again cannot help")
                                .isFalse());
            } else {
                assertIdsBelongTo(outcomes.get(i).value(), "ok-" + i + "@peer", "pong-ok-" + i + "@us");
            }
        }
        assertThat(queries.findByMessageId("pong-bad@us", Direction.OUT)).isEmpty();
    }

    @Test
    void concurrentStoresEachGetTheirOwnIds() throws Exception {
        ExecutorService senders = Executors.newFixedThreadPool(32);
        try {
            List<Future<StoreOutcome>> outcomes = new ArrayList<>();
            for (int i = 0; i < 400; i++) {
                int n = i;
                outcomes.add(
                        senders.submit(() -> store.store(TestMessages.ping("c-" + n + "@peer", "cp-" + n + "@us"))));
            }
            for (int i = 0; i < 400; i++) {
                assertIdsBelongTo(outcomes.get(i).get(60, TimeUnit.SECONDS), "c-" + i + "@peer", "cp-" + i + "@us");
            }
            assertThat(counting.commits()).as("shared transactions").isLessThan(400);
        } finally {
            senders.shutdownNow();
            store.close();
        }
    }

    private void assertIdsBelongTo(StoreOutcome outcome, String inboundMessageId, String outgoingMessageId) {
        assertThat(outcome.duplicate()).isFalse();
        assertThat(queries.find(outcome.inboundId()).orElseThrow().summary().messageId())
                .isEqualTo(inboundMessageId);
        SendJob job = outcome.leased().get(0);
        assertThat(job.messageId()).isEqualTo(outgoingMessageId);
        assertThat(queries.find(job.id()).orElseThrow().summary().messageId()).isEqualTo(outgoingMessageId);
    }
}
