package nl.opendk.ebms.db.message;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import nl.opendk.ebms.db.DataAccessException;
import nl.opendk.ebms.db.source.Database;
import nl.opendk.ebms.db.source.DatabaseSettings;
import nl.opendk.ebms.db.testing.CountingDataSource;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.db.testing.TestMessages;
import nl.opendk.ebms.protocol.agreement.Reliability;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.handle.HttpAnswer;
import nl.opendk.ebms.protocol.handle.InboundDisposition;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class MessageStoreIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final Instant NOW = Instant.parse("2026-03-01T10:15:30.456Z");
    private static final RetrySchedule SCHEDULE = new RetrySchedule(5, Duration.ofMinutes(1), Duration.ofHours(1));
    private static final Duration LEASE = Duration.ofMinutes(2);

    private final MutableClock clock = new MutableClock(NOW);
    private CountingDataSource counting;
    private MessageStore store;
    private MessageQueries queries;

    @BeforeEach
    void setUp() {
        counting = CountingDataSource.wrap(DB.dataSource());
        store = new MessageStore(counting.dataSource(), clock, "node-1", SCHEDULE, LEASE);
        queries = new MessageQueries(DB.dataSource());
    }

    @Test
    void storesAPingAndItsPongWithTwoStatementsAndOneCommit() {
        StoreOutcome outcome = store.store(TestMessages.ping("ping-1@peer", "pong-1@us"));

        assertThat(counting.statements()).isEqualTo(2);
        assertThat(counting.executedSql()).allMatch(sql -> sql.startsWith("INSERT INTO ebms_message "));
        assertThat(counting.commits()).isEqualTo(1);
        assertThat(counting.rollbacks()).isZero();
        assertThat(outcome.duplicate()).isFalse();
        assertThat(outcome.inboundId()).isPositive();
        assertThat(outcome.leased()).singleElement().satisfies(job -> {
            assertThat(job.messageId()).isEqualTo("pong-1@us");
            assertThat(job.endpoint()).isEqualTo(TestMessages.PEER_ENDPOINT);
            assertThat(job.envelope()).isEqualTo(pongEnvelope("pong-1@us", "ping-1@peer"));
            assertThat(job.parts()).isEmpty();
            assertThat(job.attemptNo()).isEqualTo(1);
        });
    }

    @Test
    void aPingCostsThreeStatementsOnTheServerAndNoHiddenOnes() throws SQLException {
        DatabaseSettings onePooledConnection =
                DatabaseSettings.external(DB.settings().url(), null, null, 1);
        try (Database database = Database.open(onePooledConnection)) {
            MessageStore single = new MessageStore(database.dataSource(), clock, "node-1", SCHEDULE, LEASE);
            single.store(TestMessages.ping("warm-up@peer", "warm-up-pong@us"));
            long first = serverQuestions(database);
            long costOfAsking = serverQuestions(database) - first;

            long before = serverQuestions(database);
            single.store(TestMessages.ping("counted@peer", "counted-pong@us"));
            long after = serverQuestions(database);

            assertThat(after - before - costOfAsking).isEqualTo(3);
        }
    }

    @Test
    void readsBackEveryFieldOfTheStoredPing() {
        InboundDisposition ping = TestMessages.ping("ping-2@peer", "pong-2@us");
        long id = store.store(ping).inboundId();

        MessageDetail detail = queries.find(id).orElseThrow();
        MessageSummary row = detail.summary();
        assertThat(detail.envelope()).isEqualTo(ping.message().envelopeBytes());
        assertThat(row.id()).isEqualTo(id);
        assertThat(row.direction()).isEqualTo(Direction.IN);
        assertThat(row.messageId()).isEqualTo("ping-2@peer");
        assertThat(row.refToMessageId()).isNull();
        assertThat(row.conversationId()).isEqualTo("conversation-ping-2@peer");
        assertThat(row.cpaId()).isEqualTo(TestMessages.CPA_ID);
        assertThat(row.from().primaryId()).isEqualTo(PartyId.oin(TestMessages.PEER_OIN));
        assertThat(row.from().role()).isEqualTo("Requester");
        assertThat(row.to().primaryId()).isEqualTo(PartyId.oin(TestMessages.OUR_OIN));
        assertThat(row.to().role()).isEqualTo("Responder");
        assertThat(row.service()).isEqualTo(Service.MSH);
        assertThat(row.action()).isEqualTo("Ping");
        assertThat(row.messageTimestamp()).isEqualTo(TestMessages.TIMESTAMP);
        assertThat(row.status()).isEqualTo(MessageStatus.PROCESSED);
        assertThat(row.statusTime()).isEqualTo(NOW);
        assertThat(row.contentType()).isEqualTo(TestMessages.SOAP_CONTENT_TYPE);
        assertThat(row.payloadCount()).isZero();
        assertThat(row.endpoint()).isNull();
        assertThat(row.attempts()).isZero();
        assertThat(row.maxAttempts()).isNull();
        assertThat(row.nextAttemptAt()).isNull();
        assertThat(row.leaseOwner()).isNull();
        assertThat(row.createdAt()).isEqualTo(NOW);
    }

    @Test
    void readsBackThePongAsLeasedToThisNode() {
        store.store(TestMessages.ping("ping-3@peer", "pong-3@us"));

        MessageDetail detail =
                queries.findByMessageId("pong-3@us", Direction.OUT).orElseThrow();
        MessageSummary row = detail.summary();
        assertThat(detail.envelope()).isEqualTo(pongEnvelope("pong-3@us", "ping-3@peer"));
        assertThat(row.direction()).isEqualTo(Direction.OUT);
        assertThat(row.refToMessageId()).isEqualTo("ping-3@peer");
        assertThat(row.from().primaryId().value()).isEqualTo(TestMessages.OUR_OIN);
        assertThat(row.to().primaryId().value()).isEqualTo(TestMessages.PEER_OIN);
        assertThat(row.action()).isEqualTo("Pong");
        assertThat(row.status()).isEqualTo(MessageStatus.SENDING);
        assertThat(row.endpoint()).isEqualTo(TestMessages.PEER_ENDPOINT.toString());
        assertThat(row.attempts()).isZero();
        assertThat(row.maxAttempts()).isEqualTo(SCHEDULE.maxAttempts());
        assertThat(row.leaseOwner()).isEqualTo("node-1");
        assertThat(row.nextAttemptAt()).isEqualTo(NOW.plus(LEASE));
        assertThat(retryIntervalMs(row.id())).isNull();
    }

    @Test
    void aDuplicateMessageIdStoresNothing() {
        store.store(TestMessages.ping("ping-4@peer", "pong-4a@us"));
        counting.reset();

        StoreOutcome second = store.store(TestMessages.ping("ping-4@peer", "pong-4b@us"));

        assertThat(second.duplicate()).isTrue();
        assertThat(second.inboundId()).isEqualTo(-1);
        assertThat(second.leased()).isEmpty();
        assertThat(counting.rollbacks()).isEqualTo(1);
        assertThat(counting.commits()).isZero();
        assertThat(queries.list(MessageFilter.ANY.withMessageId("ping-4@peer"), 10))
                .hasSize(1);
        assertThat(queries.findByMessageId("pong-4b@us", Direction.OUT)).isEmpty();
    }

    @Test
    void theSameMessageIdMayExistOnceInEachDirection() {
        store.enqueue(TestMessages.business("shared-id@x", null));

        StoreOutcome inbound = store.store(TestMessages.ping("shared-id@x", "pong-5@us"));

        assertThat(inbound.duplicate()).isFalse();
        assertThat(queries.list(MessageFilter.ANY.withMessageId("shared-id@x"), 10))
                .hasSize(2);
    }

    @Test
    void storesTwoBinaryPayloadsByteForByteInOneBatch() {
        PayloadPart first = new PayloadPart("part-1@peer", "application/octet-stream", TestMessages.allByteValues(3));
        PayloadPart second = new PayloadPart("part-2@peer", "application/pdf", TestMessages.allByteValues(1));
        String contentType = "multipart/related; boundary=\"b1\"; type=\"text/xml\"; start=\"<soap@peer>\"";
        ReceivedMessage message = TestMessages.received(
                TestMessages.header("multi-1@peer", new Service("urn:osb:services", "OSB:Svc:1:0"), "Deliver", null),
                contentType,
                List.of(first, second));

        long id = store.store(TestMessages.accepted(message, List.of())).inboundId();

        assertThat(counting.statements()).isEqualTo(2);
        List<PayloadPart> parts = queries.payloads(id);
        assertThat(parts).extracting(PayloadPart::contentId).containsExactly("part-1@peer", "part-2@peer");
        assertThat(parts)
                .extracting(PayloadPart::contentType)
                .containsExactly("application/octet-stream", "application/pdf");
        assertThat(parts.get(0).content()).isEqualTo(first.content());
        assertThat(parts.get(1).content()).isEqualTo(second.content());
        MessageSummary row = queries.find(id).orElseThrow().summary();
        assertThat(row.payloadCount()).isEqualTo(2);
        assertThat(row.contentType()).isEqualTo(contentType);
        assertThat(row.status()).isEqualTo(MessageStatus.RECEIVED);
    }

    @Test
    void storesTheFindingsOfARejectedMessage() {
        ReceivedMessage message = TestMessages.received(
                TestMessages.header("bad-1@peer", new Service(null, "Unknown"), "Nope", null),
                TestMessages.SOAP_CONTENT_TYPE,
                List.of());
        List<EbmsError> errors = List.of(
                EbmsError.of(EbmsErrorCode.VALUE_NOT_RECOGNIZED, ErrorLocation.ACTION, "Action not in the CPA"),
                EbmsError.of(EbmsErrorCode.NOT_SUPPORTED, null, "MessageOrder is not supported"));
        OutgoingMessage messageError =
                TestMessages.outgoing(TestMessages.reply("error-1@us", "MessageError", "bad-1@peer"), List.of(), null);

        StoreOutcome outcome = store.store(TestMessages.rejected(message, errors, messageError));

        assertThat(counting.statements()).isEqualTo(3);
        assertThat(queries.errors(outcome.inboundId())).containsExactlyElementsOf(errors);
        assertThat(queries.find(outcome.inboundId()).orElseThrow().summary().status())
                .isEqualTo(MessageStatus.REJECTED);
        assertThat(outcome.leased()).extracting(SendJob::messageId).containsExactly("error-1@us");
    }

    @Test
    void cutsOverlongFindingsToTheirColumnsInsteadOfFailing() {
        ReceivedMessage message = TestMessages.received(
                TestMessages.header("long-1@peer", Service.MSH, "Ping", null), "text/xml", List.of());
        EbmsError longError = EbmsError.of(EbmsErrorCode.OTHER_XML, "/" + "a".repeat(3000), "b".repeat(20_000));
        OutgoingMessage messageError =
                TestMessages.outgoing(TestMessages.reply("error-3@us", "MessageError", "long-1@peer"), List.of(), null);

        long id = store.store(TestMessages.rejected(message, List.of(longError), messageError))
                .inboundId();

        EbmsError stored = queries.errors(id).get(0);
        assertThat(stored.location()).hasSize(EbmsError.MAX_LOCATION);
        assertThat(stored.description()).hasSize(EbmsError.MAX_DESCRIPTION);
    }

    @Test
    void aFailureHalfwayLeavesNothing() {
        PayloadPart part = new PayloadPart("part@peer", "application/xml", new byte[] {1, 2, 3});
        ReceivedMessage message = TestMessages.received(
                TestMessages.header("halfway-1@peer", Service.MSH, "Ping", null), "multipart/related", List.of(part));
        InboundDisposition disposition =
                TestMessages.accepted(message, List.of(TestMessages.pong("halfway-pong@us", "halfway-1@peer")));
        counting.failWhen(sql -> sql.startsWith("INSERT INTO ebms_payload"));

        assertThatThrownBy(() -> store.store(disposition)).isInstanceOf(DataAccessException.class);

        assertThat(counting.rollbacks()).isEqualTo(1);
        assertThat(counting.commits()).isZero();
        assertThat(queries.findByMessageId("halfway-1@peer", Direction.IN)).isEmpty();
        assertThat(queries.findByMessageId("halfway-pong@us", Direction.OUT)).isEmpty();
    }

    @Test
    void aMessageThatCannotBeStoredOnlyStoresWhatItCauses() {
        ReceivedMessage message = TestMessages.received(
                TestMessages.header(null, Service.MSH, "Ping", null), TestMessages.SOAP_CONTENT_TYPE, List.of());
        OutgoingMessage messageError =
                TestMessages.outgoing(TestMessages.reply("error-2@us", "MessageError", null), List.of(), null);
        InboundDisposition disposition = new InboundDisposition(
                message, false, MessageStatus.REJECTED, List.of(), List.of(messageError), HttpAnswer.accepted());

        StoreOutcome outcome = store.store(disposition);

        assertThat(outcome.inboundId()).isEqualTo(-1);
        assertThat(outcome.leased())
                .singleElement()
                .extracting(SendJob::messageId)
                .isEqualTo("error-2@us");
        assertThat(counting.statements()).isEqualTo(1);
        assertThat(queries.findByMessageId("error-2@us", Direction.OUT)).isPresent();
    }

    @Test
    void storesTheCpaRetryTermsWithAnOutgoingMessage() {
        Reliability reliability = new Reliability(8, Duration.ofHours(3), Duration.ofDays(1));
        InboundDisposition disposition = TestMessages.accepted(
                TestMessages.received(
                        TestMessages.header("rm-1@peer", Service.MSH, "Ping", null),
                        TestMessages.SOAP_CONTENT_TYPE,
                        List.of()),
                List.of(TestMessages.business("rm-out-1@us", reliability)));

        long id = store.store(disposition).leased().get(0).id();

        assertThat(queries.find(id).orElseThrow().summary().maxAttempts()).isEqualTo(9);
        assertThat(retryIntervalMs(id)).isEqualTo(Duration.ofHours(3).toMillis());
    }

    @Test
    void enqueuesAnOwnMessageAsQueuedAndDueNow() {
        PayloadPart part = new PayloadPart("doc@us", "application/xml", "<doc/>".getBytes(StandardCharsets.UTF_8));

        long id = store.enqueue(TestMessages.business("own-1@us", null, part));

        MessageSummary row = queries.find(id).orElseThrow().summary();
        assertThat(row.status()).isEqualTo(MessageStatus.QUEUED);
        assertThat(row.nextAttemptAt()).isEqualTo(NOW);
        assertThat(row.leaseOwner()).isNull();
        assertThat(row.attempts()).isZero();
        assertThat(row.payloadCount()).isEqualTo(1);
        assertThat(queries.payloads(id))
                .singleElement()
                .extracting(PayloadPart::contentId)
                .isEqualTo("doc@us");
        assertThat(counting.statements()).isEqualTo(2);
        assertThat(counting.commits()).isEqualTo(1);
    }

    @Test
    void refusesAnInboundDispositionWithAnOutboundStatus() {
        ReceivedMessage message = TestMessages.received(
                TestMessages.header("wrong-1@peer", Service.MSH, "Ping", null), "text/xml", List.of());
        InboundDisposition disposition = new InboundDisposition(
                message, true, MessageStatus.QUEUED, List.of(), List.of(), HttpAnswer.accepted());

        assertThatThrownBy(() -> store.store(disposition)).isInstanceOf(IllegalArgumentException.class);

        assertThat(queries.findByMessageId("wrong-1@peer", Direction.IN)).isEmpty();
    }

    @Test
    void storesTimesInUtcWhateverTheJvmZone() throws SQLException {
        assertThat(ZoneId.systemDefault().getRules().getOffset(NOW)).isNotEqualTo(ZoneOffset.UTC);

        long id = store.store(TestMessages.ping("utc-1@peer", "utc-pong@us")).inboundId();

        try (Connection connection = DB.dataSource().getConnection();
                PreparedStatement statement = connection.prepareStatement(
                        "SELECT DATE_FORMAT(created_at, '%Y-%m-%d %H:%i:%s.%f') FROM ebms_message WHERE id = ?")) {
            statement.setLong(1, id);
            try (ResultSet row = statement.executeQuery()) {
                row.next();
                assertThat(row.getString(1)).isEqualTo("2026-03-01 10:15:30.456000");
            }
            connection.commit();
        }
    }

    private static byte[] pongEnvelope(String pongId, String pingId) {
        return TestMessages.envelope(TestMessages.reply(pongId, "Pong", pingId));
    }

    /** The server's own count of statements received on the pool's only connection (SHOW STATUS 'Questions'). */
    private static long serverQuestions(Database database) throws SQLException {
        try (Connection connection = database.dataSource().getConnection();
                PreparedStatement statement = connection.prepareStatement("SHOW SESSION STATUS LIKE 'Questions'");
                ResultSet row = statement.executeQuery()) {
            row.next();
            return row.getLong(2);
        }
    }

    private static Long retryIntervalMs(long id) {
        try (Connection connection = DB.dataSource().getConnection();
                PreparedStatement statement =
                        connection.prepareStatement("SELECT retry_interval_ms FROM ebms_message WHERE id = ?")) {
            statement.setLong(1, id);
            try (ResultSet row = statement.executeQuery()) {
                row.next();
                long value = row.getLong(1);
                Long result = row.wasNull() ? null : value;
                connection.commit();
                return result;
            }
        } catch (SQLException e) {
            throw new AssertionError(e);
        }
    }
}
