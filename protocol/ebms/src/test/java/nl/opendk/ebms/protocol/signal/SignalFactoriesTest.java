package nl.opendk.ebms.protocol.signal;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.PerMessage;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;
import nl.opendk.ebms.protocol.check.HeaderChecks;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.testkit.message.HttpFixture;
import org.junit.jupiter.api.Test;

class SignalFactoriesTest {

    private static final Instant NOW = Instant.parse("2026-06-01T10:15:30.123Z");
    static final ChannelTerms PARTNER = new ChannelTerms(
            "partner-msh",
            URI.create("http://partner.test/ebms"),
            SyncReplyMode.NONE,
            PerMessage.NEVER,
            PerMessage.NEVER,
            PerMessage.NEVER,
            null);

    private final Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
    private final MessageIds ids = new MessageIds("adapter.test");
    private final RequestDecoder decoder = new RequestDecoder(DecodingLimits.defaults());

    @Test
    void pongAnswersThePingWithSwappedPartiesAndANewId() {
        MessageHeader ping =
                read(HttpFixture.load("messages/valid/ping.http").body()).header();

        OutgoingMessage pong = new PongFactory(ids, clock).pong(ping, PARTNER);
        ReceivedMessage reread = read(pong.envelope());
        MessageHeader header = reread.header();

        assertThat(header.from().partyIds()).isEqualTo(ping.to().partyIds());
        assertThat(header.to().partyIds()).isEqualTo(ping.from().partyIds());
        assertThat(header.cpaId()).isEqualTo(ping.cpaId());
        assertThat(header.conversationId()).isEqualTo(ping.conversationId());
        assertThat(header.isMshService()).isTrue();
        assertThat(header.action()).isEqualTo("Pong");
        assertThat(header.refToMessageId()).isEqualTo(ping.messageId());
        assertThat(header.messageId()).matches("[0-9a-f-]{36}@adapter\\.test").isNotEqualTo(ping.messageId());
        assertThat(header.timestampText()).isEqualTo("2026-06-01T10:15:30.123Z");
        assertThat(pong.endpoint()).isEqualTo(PARTNER.endpoint());
        assertThat(pong.header()).isEqualTo(header);
        assertThat(new HeaderChecks().check(reread).errors()).isEmpty();
    }

    @Test
    void messageErrorCarriesEveryErrorAndRefersToTheMessageInError() {
        MessageHeader inError = read(HttpFixture.load("messages/valid/business-message.http")
                        .body())
                .header();
        List<EbmsError> errors = List.of(
                EbmsError.of(EbmsErrorCode.VALUE_NOT_RECOGNIZED, ErrorLocation.ACTION, "not <allowed> & such"),
                EbmsError.of(EbmsErrorCode.NOT_SUPPORTED, ErrorLocation.MESSAGE_ORDER, "warning only"));

        OutgoingMessage error = new MessageErrorFactory(ids, clock).toSend(inError, errors, PARTNER);
        ReceivedMessage reread = read(error.envelope());

        assertThat(reread.header().action()).isEqualTo("MessageError");
        assertThat(reread.header().refToMessageId()).isEqualTo(inError.messageId());
        assertThat(reread.envelope().errorList().highestSeverity()).isEqualTo("Error");
        assertThat(reread.envelope().errorList().errors()).containsExactlyElementsOf(errors);
        assertThat(new HeaderChecks().check(reread).errors()).isEmpty();
    }

    @Test
    void synchronousAnswerWithoutAReversibleHeaderIsABareErrorList() {
        List<EbmsError> errors = List.of(EbmsError.of(EbmsErrorCode.OTHER_XML, ErrorLocation.MESSAGE_HEADER, "gone"));
        byte[] answer = new MessageErrorFactory(ids, clock).toAnswer(null, errors);
        ReceivedMessage reread = read(answer);
        assertThat(reread.header()).isNull();
        assertThat(reread.envelope().errorList().errors()).containsExactlyElementsOf(errors);
        assertThat(new String(answer, StandardCharsets.UTF_8)).contains("eb:highestSeverity=\"Error\"");
    }

    @Test
    void classifiesHttpAnswersPerTheDigikoppelingBinding() {
        assertThat(DeliveryVerdict.ofHttpStatus(200)).isEqualTo(DeliveryVerdict.DELIVERED);
        assertThat(DeliveryVerdict.ofHttpStatus(204)).isEqualTo(DeliveryVerdict.DELIVERED);
        assertThat(DeliveryVerdict.ofHttpStatus(503)).isEqualTo(DeliveryVerdict.RETRYABLE);
        assertThat(DeliveryVerdict.ofHttpStatus(500)).isEqualTo(DeliveryVerdict.RETRYABLE);
        assertThat(DeliveryVerdict.ofHttpStatus(302)).isEqualTo(DeliveryVerdict.PERMANENT);
        assertThat(DeliveryVerdict.ofHttpStatus(404)).isEqualTo(DeliveryVerdict.PERMANENT);
    }

    private ReceivedMessage read(byte[] envelope) {
        return decoder.decode("text/xml; charset=UTF-8", "\"ebXML\"", envelope, NOW);
    }
}
