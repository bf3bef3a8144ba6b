package nl.opendk.ebms.protocol.handle;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import nl.opendk.ebms.protocol.agreement.Agreement;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.DigikoppelingProfile;
import nl.opendk.ebms.protocol.agreement.PerMessage;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;
import nl.opendk.ebms.protocol.check.Assessment;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.signal.AckFactory;
import nl.opendk.ebms.protocol.signal.MessageErrorFactory;
import nl.opendk.ebms.protocol.signal.MessageIds;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.protocol.signal.OutgoingSecurity;
import nl.opendk.ebms.protocol.signal.PongFactory;
import nl.opendk.ebms.protocol.signal.StatusResponseFactory;
import nl.opendk.ebms.testkit.message.HttpFixture;
import nl.opendk.ebms.testkit.message.ReliableFixtures;
import org.junit.jupiter.api.Test;

class DispositionPlannerTest {

    private static final Instant NOW = Instant.parse("2026-06-01T00:00:00Z");
    private static final URI PARTNER = URI.create("http://partner.test/ebms");
    private static final PartyId PARTNER_OIN = PartyId.oin("00000099000000000001");
    private static final EbmsError ACTION_ERROR =
            EbmsError.of(EbmsErrorCode.VALUE_NOT_RECOGNIZED, ErrorLocation.ACTION, "not allowed");

    private final Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
    private final MessageIds ids = new MessageIds("adapter.test");
    private final Map<String, ReceivedMessages.Known> stored = new java.util.HashMap<>();
    private final DispositionPlanner planner = new DispositionPlanner(
            new PongFactory(ids, clock),
            new MessageErrorFactory(ids, clock),
            new AckFactory(ids, clock),
            new StatusResponseFactory(ids, clock),
            messageId -> Optional.ofNullable(stored.get(messageId)));

    @Test
    void aPingIsStoredProcessedAndCausesAPongToTheSender() {
        InboundDisposition disposition = planner.plan(assessment(fixture("ping"), SyncReplyMode.NONE, List.of()));
        assertThat(disposition.status()).isEqualTo(MessageStatus.PROCESSED);
        assertThat(disposition.storable()).isTrue();
        assertThat(disposition.outgoing()).singleElement().satisfies(pong -> {
            assertThat(pong.header().action()).isEqualTo("Pong");
            assertThat(pong.endpoint()).isEqualTo(PARTNER);
        });
        assertThat(disposition.onDuplicate())
                .as("a duplicate Ping gets no second Pong")
                .isEmpty();
        assertThat(disposition.answer().status()).isEqualTo(204);
    }

    @Test
    void aBestEffortBusinessMessageIsStoredReceivedWithoutAcknowledgment() {
        InboundDisposition disposition =
                planner.plan(assessment(fixture("business-message"), SyncReplyMode.NONE, List.of()));
        assertThat(disposition.status()).isEqualTo(MessageStatus.RECEIVED);
        assertThat(disposition.outgoing()).isEmpty();
        assertThat(disposition.onDuplicate()).isEmpty();
        assertThat(disposition.answer().status()).isEqualTo(204);
    }

    @Test
    void aReliableMessageIsAcknowledgedAsynchronouslyAndAgainWhenItComesAgain() {
        InboundDisposition disposition = planner.plan(assessment(
                ReliableFixtures.reliable(fixture("business-message"), false), SyncReplyMode.NONE, List.of()));
        assertThat(disposition.status()).isEqualTo(MessageStatus.RECEIVED);
        OutgoingMessage ack = disposition.outgoing().get(0);
        assertThat(ack.header().action()).isEqualTo("Acknowledgment");
        assertThat(ack.header().refToMessageId()).isEqualTo("valid-business@fixtures.test");
        assertThat(new String(ack.envelope(), StandardCharsets.UTF_8))
                .contains("<eb:Acknowledgment", "<eb:RefToMessageId>valid-business@fixtures.test<")
                .doesNotContain("DuplicateElimination");
        assertThat(disposition.onDuplicate()).containsExactly(ack);
        assertThat(disposition.answer().status()).isEqualTo(204);
    }

    @Test
    void onASynchronousChannelTheAcknowledgmentIsTheHttpAnswer() {
        InboundDisposition disposition = planner.plan(assessment(
                ReliableFixtures.reliable(fixture("business-message"), true),
                SyncReplyMode.MSH_SIGNALS_ONLY,
                List.of()));
        assertThat(disposition.outgoing()).isEmpty();
        assertThat(disposition.answered()).singleElement().satisfies(ack -> {
            assertThat(ack.header().action()).isEqualTo("Acknowledgment");
            assertThat(disposition.answer().body()).isEqualTo(ack.envelope());
        });
        assertThat(disposition.answer().status()).isEqualTo(200);
    }

    @Test
    void anAcknowledgmentMarksOurMessageDelivered() {
        InboundDisposition disposition = planner.plan(
                assessment(ReliableFixtures.acknowledgment("our-message@adapter.test"), SyncReplyMode.NONE, List.of()));
        assertThat(disposition.status()).isEqualTo(MessageStatus.PROCESSED);
        assertThat(disposition.effects())
                .containsExactly(new Effect.Acknowledged("our-message@adapter.test", PARTNER_OIN));
        assertThat(disposition.outgoing()).isEmpty();
    }

    @Test
    void aMessageErrorWithSeverityErrorFailsOurMessageAndAWarningDoesNot() {
        InboundDisposition error = planner.plan(assessment(
                ReliableFixtures.messageError("our-message@adapter.test", "Error"), SyncReplyMode.NONE, List.of()));
        assertThat(error.effects()).singleElement().isInstanceOfSatisfying(Effect.RefusedByPeer.class, refused -> {
            assertThat(refused.refToMessageId()).isEqualTo("our-message@adapter.test");
            assertThat(refused.errors()).extracting(e -> e.code().wireValue()).containsExactly("DeliveryFailure");
        });
        InboundDisposition warning = planner.plan(assessment(
                ReliableFixtures.messageError("our-message@adapter.test", "Warning"), SyncReplyMode.NONE, List.of()));
        assertThat(warning.effects()).isEmpty();
    }

    @Test
    void aStatusRequestIsAnsweredFromWhatIsStored() {
        stored.put(
                "known@partner",
                new ReceivedMessages.Known(
                        MessageStatus.PROCESSED,
                        "DefectTest_00000099000000000001_00000099000000000002_1",
                        PARTNER_OIN,
                        NOW.minusSeconds(60)));
        stored.put(
                "someone-elses@other",
                new ReceivedMessages.Known(
                        MessageStatus.RECEIVED, "OtherCpa", PartyId.oin("00000099000000000007"), NOW));

        assertThat(statusAnswer("known@partner")).contains("eb:messageStatus=\"Processed\"", "2026-05-31T23:59:00Z");
        assertThat(statusAnswer("unknown@partner")).contains("eb:messageStatus=\"NotRecognized\"");
        assertThat(statusAnswer("someone-elses@other")).contains("eb:messageStatus=\"UnAuthorized\"");
    }

    @Test
    void aRejectedMessageFromAKnownSenderGetsAnAsynchronousMessageErrorAndNoPong() {
        InboundDisposition disposition =
                planner.plan(assessment(fixture("ping"), SyncReplyMode.NONE, List.of(ACTION_ERROR)));
        assertThat(disposition.status()).isEqualTo(MessageStatus.REJECTED);
        assertThat(disposition.errors()).containsExactly(ACTION_ERROR);
        assertThat(disposition.outgoing())
                .singleElement()
                .satisfies(error -> assertThat(error.header().action()).isEqualTo("MessageError"));
        assertThat(disposition.answer().status()).isEqualTo(204);
    }

    @Test
    void aRejectedReliableMessageGetsItsMessageErrorAgainWhenItComesAgain() {
        InboundDisposition disposition = planner.plan(assessment(
                ReliableFixtures.reliable(fixture("business-message"), false),
                SyncReplyMode.NONE,
                List.of(ACTION_ERROR)));
        assertThat(disposition.onDuplicate()).containsExactlyElementsOf(disposition.outgoing());
    }

    @Test
    void aRejectedMessageOnASynchronousChannelIsAnsweredInTheResponse() {
        InboundDisposition disposition = planner.plan(
                assessment(fixture("business-message"), SyncReplyMode.MSH_SIGNALS_ONLY, List.of(ACTION_ERROR)));
        assertThat(disposition.outgoing()).isEmpty();
        assertThat(disposition.answer().status()).isEqualTo(200);
        assertThat(new String(disposition.answer().body(), StandardCharsets.UTF_8))
                .contains("MessageError", "ValueNotRecognized");
    }

    @Test
    void aRejectedMessageWithoutAKnownCpaIsAnsweredInTheResponse() {
        Assessment unknownCpa = new Assessment(decode(fixture("business-message")), null, List.of(ACTION_ERROR));
        InboundDisposition disposition = planner.plan(unknownCpa);
        assertThat(disposition.outgoing()).isEmpty();
        assertThat(disposition.answer().status()).isEqualTo(200);
        assertThat(disposition.storable()).isTrue();
    }

    @Test
    void everyReplyIsSecuredForTheReplyChannelAndASignedAcknowledgmentCarriesTheVerifiedReferences() {
        List<ChannelTerms> securedFor = new java.util.ArrayList<>();
        OutgoingSecurity marking = (message, channel) -> {
            securedFor.add(channel);
            return new OutgoingMessage(
                    message.header(),
                    (new String(message.envelope(), StandardCharsets.UTF_8) + "<!--secured-->")
                            .getBytes(StandardCharsets.UTF_8),
                    message.parts(),
                    message.endpoint(),
                    message.reliability(),
                    message.ackRequested());
        };
        DispositionPlanner securing = new DispositionPlanner(
                new PongFactory(ids, clock),
                new MessageErrorFactory(ids, clock),
                new AckFactory(ids, clock),
                new StatusResponseFactory(ids, clock),
                messageId -> Optional.empty(),
                marking);
        HttpFixture signedAckRequested = new HttpFixture(
                "signed-ack-requested",
                fixture("business-message").headers(),
                new String(
                                ReliableFixtures.reliable(fixture("business-message"), false)
                                        .body(),
                                StandardCharsets.UTF_8)
                        .replace("eb:signed=\"false\"", "eb:signed=\"true\"")
                        .getBytes(StandardCharsets.UTF_8));
        Assessment checked = assessment(signedAckRequested, SyncReplyMode.NONE, List.of());
        String reference = "<ds:Reference xmlns:ds=\"http://www.w3.org/2000/09/xmldsig#\" URI=\"\"/>";

        InboundDisposition disposition = securing.plan(checked.secured(checked.message(), List.of(reference)));

        String ack = new String(disposition.outgoing().get(0).envelope(), StandardCharsets.UTF_8);
        assertThat(ack).contains(reference + "</eb:Acknowledgment>").endsWith("<!--secured-->");
        assertThat(securedFor).containsExactly(checked.agreement().replyChannel());
        assertThat(disposition.onDuplicate()).containsExactlyElementsOf(disposition.outgoing());
    }

    @Test
    void aMessageErrorInErrorIsAnsweredOnItsConnectionAndNeverWithAMessageErrorOfItsOwn() {
        InboundDisposition disposition = planner.plan(assessment(
                ReliableFixtures.messageError("our-message@adapter.test", "Error"),
                SyncReplyMode.NONE,
                List.of(EbmsError.of(EbmsErrorCode.SECURITY_FAILURE, ErrorLocation.SIGNATURE, "not signed"))));

        assertThat(disposition.outgoing()).isEmpty();
        assertThat(disposition.onDuplicate()).isEmpty();
        assertThat(disposition.status()).isEqualTo(MessageStatus.REJECTED);
        assertThat(disposition.answer().status()).isEqualTo(200);
    }

    @Test
    void aMessageFromARefusedSenderIsAnsweredOnTheConnectionAndNeitherStoredNorReportedToTheNamedSender() {
        EbmsError spoofed =
                EbmsError.of(EbmsErrorCode.SECURITY_FAILURE, ErrorLocation.FROM_PARTY_ID, "may not send as");
        Assessment refused = assessment(fixture("business-message"), SyncReplyMode.NONE, List.of())
                .refusedSender(List.of(spoofed));

        InboundDisposition disposition = planner.plan(refused);

        assertThat(disposition.storable()).isFalse();
        assertThat(disposition.outgoing()).isEmpty();
        assertThat(disposition.answer().status()).isEqualTo(200);
        assertThat(new String(disposition.answer().body(), StandardCharsets.UTF_8))
                .contains("SecurityFailure");
    }

    @Test
    void aValueItsColumnCannotHoldIsAnsweredInTheResponseAndNothingIsStored() {
        EbmsError tooLong = EbmsError.of(EbmsErrorCode.OTHER_XML, ErrorLocation.ACTION, "too long");
        InboundDisposition disposition =
                planner.plan(assessment(defect("action-too-long"), SyncReplyMode.NONE, List.of(tooLong)));

        assertThat(disposition.storable()).isFalse();
        assertThat(disposition.outgoing()).isEmpty();
        assertThat(disposition.answer().status()).isEqualTo(200);
        assertThat(new String(disposition.answer().body(), StandardCharsets.UTF_8))
                .as("the Action is not echoed in a MessageError, so the reply can refer to the message")
                .contains("<eb:RefToMessageId>action-too-long@fixtures.test</eb:RefToMessageId>");
    }

    @Test
    void aMessageIdThatIsNoMsgIdIsNeitherStoredNorEchoed() {
        EbmsError notMsgId = EbmsError.of(EbmsErrorCode.OTHER_XML, ErrorLocation.MESSAGE_ID, "not a msg-id");
        InboundDisposition disposition = planner.plan(
                assessment(defect("message-id-with-bidi-override"), SyncReplyMode.NONE, List.of(notMsgId)));

        assertThat(disposition.storable()).isFalse();
        assertThat(disposition.outgoing()).isEmpty();
        String answer = new String(disposition.answer().body(), StandardCharsets.UTF_8);
        assertThat(answer).contains("errorCode=\"OtherXml\"").doesNotContain("\u202E", "RefToMessageId", "bidi");
    }

    private String statusAnswer(String asked) {
        InboundDisposition disposition =
                planner.plan(assessment(ReliableFixtures.statusRequest(asked), SyncReplyMode.NONE, List.of()));
        assertThat(disposition.outgoing())
                .singleElement()
                .satisfies(response -> assertThat(response.header().action()).isEqualTo("StatusResponse"));
        return new String(disposition.outgoing().get(0).envelope(), StandardCharsets.UTF_8);
    }

    private static HttpFixture fixture(String name) {
        return HttpFixture.load("messages/valid/" + name + ".http");
    }

    private static HttpFixture defect(String name) {
        return HttpFixture.load("messages/defects/" + name + ".http");
    }

    private static ReceivedMessage decode(HttpFixture http) {
        return new RequestDecoder(DecodingLimits.defaults())
                .decode(http.contentType(), http.soapAction(), http.body(), NOW);
    }

    private static Assessment assessment(HttpFixture http, SyncReplyMode mode, List<EbmsError> errors) {
        ChannelTerms terms =
                new ChannelTerms("channel", PARTNER, mode, PerMessage.NEVER, PerMessage.NEVER, PerMessage.NEVER, null);
        return new Assessment(decode(http), new Agreement("cpa", DigikoppelingProfile.OSB_BE, terms, terms), errors);
    }
}
