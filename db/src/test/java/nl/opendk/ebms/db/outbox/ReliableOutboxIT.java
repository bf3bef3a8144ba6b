package nl.opendk.ebms.db.outbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.db.message.Concluded;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageStore;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.db.message.StoreOutcome;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.db.testing.TestMessages;
import nl.opendk.ebms.protocol.agreement.Reliability;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.handle.Effect;
import nl.opendk.ebms.protocol.handle.HttpAnswer;
import nl.opendk.ebms.protocol.handle.InboundDisposition;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.protocol.message.SignedReference;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Reliable messaging in the store (ebMS 2.0 §6): an acknowledged message waits for its Acknowledgment, is sent
 * again after the RetryInterval, fails when the retries run out, expires with its TimeToLive; signals from the
 * partner conclude it; a duplicate gets its Acknowledgment again.
 */
class ReliableOutboxIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final Instant T0 = Instant.parse("2026-05-04T08:00:00Z");
    private static final RetrySchedule SCHEDULE = new RetrySchedule(3, Duration.ofMinutes(1), Duration.ofMinutes(10));
    private static final Reliability TWO_RETRIES = new Reliability(2, Duration.ofHours(3), Duration.ofDays(1));
    private static final PartyId PEER = PartyId.oin(TestMessages.PEER_OIN);

    private static final String SHA256 = "http://www.w3.org/2001/04/xmlenc#sha256";
    private static final SignedReference SIGNED_ENVELOPE = new SignedReference("", SHA256, "ZW52ZWxvcGUgZGlnZXN0");
    private static final SignedReference SIGNED_PAYLOAD =
            new SignedReference("cid:payload-8@us", SHA256, "cGF5bG9hZCBkaWdlc3Q=");

    private final MutableClock clock = new MutableClock(T0);
    private MessageStore store;
    private Outbox outbox;
    private MessageQueries queries;

    @BeforeEach
    void setUp() {
        DB.deleteAllRows();
        store = new MessageStore(DB.dataSource(), clock, "node-a", SCHEDULE, Duration.ofMinutes(5));
        outbox = new Outbox(DB.dataSource(), clock, "node-a", SCHEDULE, Duration.ofMinutes(5));
        queries = new MessageQueries(DB.dataSource());
    }

    @Test
    void aTakenMessageWaitsForItsAcknowledgmentAndTheAcknowledgmentDeliversIt() {
        SendJob job = sendReliable("order-1@us", null);
        assertThat(outbox.record(job, delivered())).isEqualTo(Recorded.moved(MessageStatus.AWAITING_ACK));
        assertThat(summary(job).nextAttemptAt()).isEqualTo(clock.instant().plus(Duration.ofHours(3)));

        StoreOutcome stored = store.store(acknowledgment("order-1@us", PEER));

        assertThat(stored.concluded()).containsExactly(new Concluded("order-1@us", MessageStatus.DELIVERED));
        assertThat(summary(job).status()).isEqualTo(MessageStatus.DELIVERED);
        assertThat(summary(job).nextAttemptAt()).isNull();
    }

    @Test
    void anAcknowledgmentThatOvertakesTheHttpAnswerEndsTheMessageAndTheAttemptIsOnlyWrittenDown() {
        SendJob job = sendReliable("order-1b@us", null);
        store.store(acknowledgment("order-1b@us", PEER));

        assertThat(outbox.record(job, delivered())).isEqualTo(Recorded.alreadyEnded(MessageStatus.DELIVERED));

        assertThat(summary(job).status()).isEqualTo(MessageStatus.DELIVERED);
        assertThat(summary(job).nextAttemptAt()).isNull();
        assertThat(queries.attempts(job.id())).hasSize(1);
    }

    @Test
    void anAcknowledgmentFromAnotherPartyChangesNothing() {
        SendJob job = sendReliable("order-2@us", null);
        outbox.record(job, delivered());

        store.store(acknowledgment("order-2@us", PartyId.oin("00000099000000000009")));

        assertThat(summary(job).status()).isEqualTo(MessageStatus.AWAITING_ACK);
    }

    @Test
    void withoutAcknowledgmentItIsSentAgainAfterTheIntervalAndFailsAfterTheLastRetry() {
        SendJob job = sendReliable("order-3@us", null);
        for (int attempt = 1; attempt <= 3; attempt++) {
            assertThat(outbox.record(job, delivered())).isEqualTo(Recorded.moved(MessageStatus.AWAITING_ACK));
            clock.advance(Duration.ofHours(3));
            Outbox.Claim claim = outbox.claim(10);
            if (attempt < 3) {
                int expectedAttempt = job.attemptNo() + 1;
                assertThat(claim.jobs()).singleElement().satisfies(again -> assertThat(again.attemptNo())
                        .isEqualTo(expectedAttempt));
                job = claim.jobs().get(0);
            } else {
                assertThat(claim.jobs()).isEmpty();
                assertThat(claim.ended()).singleElement().satisfies(ended -> {
                    assertThat(ended.messageId()).isEqualTo("order-3@us");
                    assertThat(ended.status()).isEqualTo(MessageStatus.FAILED);
                });
            }
        }
        assertThat(summary(job).status()).isEqualTo(MessageStatus.FAILED);
        assertThat(queries.attempts(job.id())).hasSize(3);
    }

    @Test
    void aMessageWhoseTimeToLivePassedExpiresInsteadOfBeingSentAgain() {
        SendJob job = sendReliable("order-4@us", T0.plus(Duration.ofHours(1)));
        outbox.record(job, delivered());
        clock.advance(Duration.ofHours(3));

        Outbox.Claim claim = outbox.claim(10);

        assertThat(claim.jobs()).isEmpty();
        assertThat(claim.ended()).extracting(Outbox.Ended::status).containsExactly(MessageStatus.EXPIRED);
        assertThat(summary(job).status()).isEqualTo(MessageStatus.EXPIRED);
    }

    @Test
    void aMessageErrorFromThePartnerFailsTheMessageAndKeepsItsErrors() {
        SendJob job = sendReliable("order-5@us", null);
        outbox.record(job, delivered());
        EbmsError error = EbmsError.of(EbmsErrorCode.DELIVERY_FAILURE, null, "back end down");

        StoreOutcome stored = store.store(TestMessages.signal(
                "error-5@peer",
                "MessageError",
                "order-5@us",
                new Effect.RefusedByPeer("order-5@us", PEER, List.of(error))));

        assertThat(stored.concluded()).containsExactly(new Concluded("order-5@us", MessageStatus.FAILED));
        assertThat(summary(job).status()).isEqualTo(MessageStatus.FAILED);
        assertThat(queries.errors(job.id())).containsExactly(error);
    }

    @Test
    void aDuplicateIsNotStoredAgainButGetsItsAcknowledgmentAgain() {
        ReceivedMessage order = TestMessages.received(
                TestMessages.header(
                        "their-order@peer", new Service("urn:osb:services", "OSB:Service:1:0"), "Deliver", null),
                TestMessages.SOAP_CONTENT_TYPE,
                List.of());
        StoreOutcome first = store.store(reliableReceipt(order, "ack-1@us"));
        StoreOutcome second = store.store(reliableReceipt(order, "ack-2@us"));

        assertThat(first.duplicate()).isFalse();
        assertThat(first.leased()).extracting(SendJob::messageId).containsExactly("ack-1@us");
        assertThat(second.duplicate()).isTrue();
        assertThat(second.leased()).extracting(SendJob::messageId).containsExactly("ack-2@us");
        assertThat(queries.list(nl.opendk.ebms.db.message.MessageFilter.ANY.withMessageId("their-order@peer"), 10))
                .hasSize(1);
    }

    @Test
    void aMessageSentOnTheAdaptersOwnInitiativeIsLeasedForAnImmediateSend() {
        SendJob job = store.send(TestMessages.business("api-1@us", TWO_RETRIES));
        assertThat(job.attemptNo()).isEqualTo(1);
        assertThat(job.maxAttempts()).isEqualTo(3);
        assertThat(summary(job).status()).isEqualTo(MessageStatus.SENDING);
        assertThat(outbox.claimDue(10))
                .as("leased to this node until it is sent")
                .isEmpty();
    }

    private InboundDisposition reliableReceipt(ReceivedMessage order, String ackId) {
        OutgoingMessage ack =
                TestMessages.outgoing(TestMessages.reply(ackId, "Acknowledgment", "their-order@peer"), List.of(), null);
        return new InboundDisposition(
                order,
                true,
                MessageStatus.RECEIVED,
                List.of(),
                List.of(ack),
                List.of(),
                List.of(ack),
                List.of(),
                HttpAnswer.accepted());
    }

    /**
     * ebMS 2.0 §6.3.2.4: an Acknowledgment for a message that asked for a signed receipt delivers it only when it
     * repeats the references we signed; one with another digest is kept as a SecurityFailure and changes nothing.
     */
    @Test
    void aSignedMessageIsDeliveredOnlyByAnAcknowledgmentThatRepeatsWhatWeSigned() {
        SendJob job = sendReliable("order-8@us", null, signedEnvelope());
        outbox.record(job, delivered());
        SignedReference otherPayload = new SignedReference("cid:payload-8@us", SHA256, "b3RoZXIgcGF5bG9hZA==");

        store.store(acknowledgment("ack-8a@peer", "order-8@us", List.of(SIGNED_ENVELOPE, otherPayload)));

        assertThat(summary(job).status()).isEqualTo(MessageStatus.AWAITING_ACK);
        assertThat(queries.errors(job.id())).singleElement().satisfies(error -> {
            assertThat(error.code()).isEqualTo(EbmsErrorCode.SECURITY_FAILURE);
            assertThat(error.description()).contains("cid:payload-8@us");
        });

        store.store(acknowledgment("ack-8b@peer", "order-8@us", List.of(SIGNED_PAYLOAD, SIGNED_ENVELOPE)));

        assertThat(summary(job).status()).isEqualTo(MessageStatus.DELIVERED);
    }

    /** What the store keeps of a message we signed: its AckRequested signed="true" and its SignedInfo. */
    private static byte[] signedEnvelope() {
        String xml = "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\" xmlns:eb=\""
                + "http://www.oasis-open.org/committees/ebxml-msg/schema/msg-header-2_0.xsd\"><soap:Header>"
                + "<eb:AckRequested eb:version=\"2.0\" soap:mustUnderstand=\"1\""
                + " soap:actor=\"urn:oasis:names:tc:ebxml-msg:actor:toPartyMSH\" eb:signed=\"true\"/>"
                + "<ds:Signature xmlns:ds=\"http://www.w3.org/2000/09/xmldsig#\"><ds:SignedInfo>"
                + reference(SIGNED_ENVELOPE) + reference(SIGNED_PAYLOAD)
                + "</ds:SignedInfo><ds:SignatureValue>c2lnbmF0dXJl</ds:SignatureValue></ds:Signature>"
                + "</soap:Header><soap:Body/></soap:Envelope>";
        return xml.getBytes(StandardCharsets.UTF_8);
    }

    private static String reference(SignedReference reference) {
        return "<ds:Reference URI=\"" + reference.uri() + "\"><ds:DigestMethod Algorithm=\"" + reference.digestMethod()
                + "\"/><ds:DigestValue>" + reference.digestValue() + "</ds:DigestValue></ds:Reference>";
    }

    private SendJob sendReliable(String messageId, Instant timeToLive) {
        return sendReliable(messageId, timeToLive, null);
    }

    private SendJob sendReliable(String messageId, Instant timeToLive, byte[] envelope) {
        // from us to the peer: the peer is the one whose signals may conclude it
        MessageHeader plain = TestMessages.reply(messageId, "Deliver", null);
        MessageHeader header = new MessageHeader(
                plain.version(),
                plain.mustUnderstand(),
                plain.from(),
                plain.to(),
                plain.cpaId(),
                plain.conversationId(),
                new Service("urn:osb:services", "OSB:Service:1:0"),
                plain.action(),
                plain.messageId(),
                plain.timestampText(),
                plain.timestamp(),
                null,
                timeToLive == null ? null : timeToLive.toString(),
                timeToLive,
                true);
        OutgoingMessage message = new OutgoingMessage(
                header,
                envelope == null ? TestMessages.envelope(header) : envelope,
                List.of(),
                TestMessages.PEER_ENDPOINT,
                TWO_RETRIES,
                true);
        store.enqueue(message);
        return outbox.claimDue(10).get(0);
    }

    private InboundDisposition acknowledgment(String ref, PartyId from) {
        return TestMessages.signal(
                "ack-for-" + ref + "-" + from.value(), "Acknowledgment", ref, new Effect.Acknowledged(ref, from));
    }

    private InboundDisposition acknowledgment(String ackId, String ref, List<SignedReference> receipt) {
        return TestMessages.signal(ackId, "Acknowledgment", ref, new Effect.Acknowledged(ref, PEER, receipt));
    }

    private AttemptResult delivered() {
        return new AttemptResult(clock.instant(), clock.instant(), 204, DeliveryVerdict.DELIVERED, null);
    }

    private nl.opendk.ebms.db.message.MessageSummary summary(SendJob job) {
        return queries.find(job.id()).orElseThrow().summary();
    }
}
