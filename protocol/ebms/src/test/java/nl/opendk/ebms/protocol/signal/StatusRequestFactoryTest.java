package nl.opendk.ebms.protocol.signal;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.PerMessage;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;
import nl.opendk.ebms.protocol.check.HeaderChecks;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.testkit.message.HttpFixture;
import org.junit.jupiter.api.Test;

class StatusRequestFactoryTest {

    private static final Instant NOW = Instant.parse("2026-06-01T10:00:00Z");
    private final RequestDecoder decoder = new RequestDecoder(DecodingLimits.defaults());

    @Test
    void asksThePartnerAboutOurMessageInItsConversation() {
        MessageHeader sent = decoder.decode(
                        "text/xml",
                        "\"ebXML\"",
                        HttpFixture.load("messages/valid/business-message.http").body(),
                        NOW)
                .header();

        OutgoingMessage request = new StatusRequestFactory(
                        new MessageIds("adapter.test"), Clock.fixed(NOW, ZoneOffset.UTC))
                .about(sent, channel(SyncReplyMode.NONE));
        ReceivedMessage reread = decoder.decode("text/xml", "\"ebXML\"", request.envelope(), NOW);

        assertThat(reread.header().action()).isEqualTo("StatusRequest");
        assertThat(reread.header().conversationId()).isEqualTo(sent.conversationId());
        assertThat(reread.header().to().partyIds()).isEqualTo(sent.to().partyIds());
        assertThat(reread.envelope().statusRequest().refToMessageId()).isEqualTo(sent.messageId());
        assertThat(reread.envelope().syncReply()).isNull();
        assertThat(new HeaderChecks().check(reread).errors()).isEmpty();
    }

    @Test
    void onASynchronousChannelItAsksForTheReplyOnTheSameConnection() {
        MessageHeader sent = decoder.decode(
                        "text/xml",
                        "\"ebXML\"",
                        HttpFixture.load("messages/valid/business-message.http").body(),
                        NOW)
                .header();
        OutgoingMessage request = new StatusRequestFactory(
                        new MessageIds("adapter.test"), Clock.fixed(NOW, ZoneOffset.UTC))
                .about(sent, channel(SyncReplyMode.MSH_SIGNALS_ONLY));
        assertThat(decoder.decode("text/xml", "\"ebXML\"", request.envelope(), NOW)
                        .envelope()
                        .syncReply())
                .isNotNull();
    }

    private static ChannelTerms channel(SyncReplyMode mode) {
        return new ChannelTerms(
                "partner",
                URI.create("http://partner.test/ebms"),
                mode,
                PerMessage.NEVER,
                PerMessage.NEVER,
                PerMessage.NEVER,
                null);
    }
}
