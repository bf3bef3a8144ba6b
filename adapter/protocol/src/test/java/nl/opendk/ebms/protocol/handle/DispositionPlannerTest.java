package nl.opendk.ebms.protocol.handle;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import nl.opendk.ebms.protocol.agreement.Agreement;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.DigikoppelingProfile;
import nl.opendk.ebms.protocol.agreement.PerMessage;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.signal.MessageErrorFactory;
import nl.opendk.ebms.protocol.signal.MessageIds;
import nl.opendk.ebms.protocol.signal.PongFactory;
import nl.opendk.ebms.protocol.testing.HttpFixture;
import org.junit.jupiter.api.Test;

class DispositionPlannerTest {

    private static final Instant NOW = Instant.parse("2026-06-01T00:00:00Z");
    private static final URI PARTNER = URI.create("http://partner.test/ebms");
    private static final EbmsError ACTION_ERROR =
            EbmsError.of(EbmsErrorCode.VALUE_NOT_RECOGNIZED, ErrorLocation.ACTION, "not allowed");

    private final Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
    private final MessageIds ids = new MessageIds("adapter.test");
    private final DispositionPlanner planner =
            new DispositionPlanner(new PongFactory(ids, clock), new MessageErrorFactory(ids, clock));

    @Test
    void aPingIsStoredProcessedAndCausesAPongToTheSender() {
        InboundDisposition disposition = planner.plan(assessment("ping", agreement(SyncReplyMode.NONE), List.of()));
        assertThat(disposition.status()).isEqualTo(MessageStatus.PROCESSED);
        assertThat(disposition.storable()).isTrue();
        assertThat(disposition.outgoing()).singleElement().satisfies(pong -> {
            assertThat(pong.header().action()).isEqualTo("Pong");
            assertThat(pong.endpoint()).isEqualTo(PARTNER);
        });
        assertThat(disposition.answer().status()).isEqualTo(204);
    }

    @Test
    void aBusinessMessageIsStoredReceivedForTheBackEnd() {
        InboundDisposition disposition =
                planner.plan(assessment("business-message", agreement(SyncReplyMode.NONE), List.of()));
        assertThat(disposition.status()).isEqualTo(MessageStatus.RECEIVED);
        assertThat(disposition.outgoing()).isEmpty();
        assertThat(disposition.answer().status()).isEqualTo(204);
    }

    @Test
    void aRejectedMessageFromAKnownSenderGetsAnAsynchronousMessageErrorAndNoPong() {
        InboundDisposition disposition =
                planner.plan(assessment("ping", agreement(SyncReplyMode.NONE), List.of(ACTION_ERROR)));
        assertThat(disposition.status()).isEqualTo(MessageStatus.REJECTED);
        assertThat(disposition.errors()).containsExactly(ACTION_ERROR);
        assertThat(disposition.outgoing())
                .singleElement()
                .satisfies(error -> assertThat(error.header().action()).isEqualTo("MessageError"));
        assertThat(disposition.answer().status()).isEqualTo(204);
    }

    @Test
    void aRejectedMessageOnASynchronousChannelIsAnsweredInTheResponse() {
        InboundDisposition disposition = planner.plan(
                assessment("business-message", agreement(SyncReplyMode.MSH_SIGNALS_ONLY), List.of(ACTION_ERROR)));
        assertThat(disposition.outgoing()).isEmpty();
        assertThat(disposition.answer().status()).isEqualTo(200);
        assertThat(new String(disposition.answer().body(), java.nio.charset.StandardCharsets.UTF_8))
                .contains("MessageError", "ValueNotRecognized");
    }

    @Test
    void aRejectedMessageWithoutAKnownCpaIsAnsweredInTheResponse() {
        InboundDisposition disposition = planner.plan(assessment("business-message", null, List.of(ACTION_ERROR)));
        assertThat(disposition.outgoing()).isEmpty();
        assertThat(disposition.answer().status()).isEqualTo(200);
        assertThat(disposition.storable()).isTrue();
    }

    private Assessment assessment(String fixture, Agreement agreement, List<EbmsError> errors) {
        HttpFixture http = HttpFixture.load("messages/valid/" + fixture + ".http");
        ReceivedMessage message = new RequestDecoder(DecodingLimits.defaults())
                .decode(http.contentType(), http.soapAction(), http.body(), NOW);
        return new Assessment(message, agreement, errors);
    }

    private static Agreement agreement(SyncReplyMode mode) {
        ChannelTerms terms =
                new ChannelTerms("channel", PARTNER, mode, PerMessage.NEVER, PerMessage.NEVER, PerMessage.NEVER, null);
        return new Agreement("cpa", DigikoppelingProfile.OSB_BE, terms, terms);
    }
}
