package nl.opendk.ebms.protocol.signal;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.PerMessage;
import nl.opendk.ebms.protocol.agreement.Reliability;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;
import nl.opendk.ebms.protocol.check.HeaderChecks;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.HttpBody;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.message.Service;
import org.junit.jupiter.api.Test;

class BusinessMessageFactoryTest {

    private static final Instant NOW = Instant.parse("2026-06-01T10:00:00Z");
    private static final URI PARTNER = URI.create("http://partner.test/ebms");
    private static final Reliability CPA_RETRIES = new Reliability(8, Duration.ofHours(3), Duration.ofDays(1));

    private final BusinessMessageFactory factory =
            new BusinessMessageFactory(new MessageIds("adapter.test"), Clock.fixed(NOW, ZoneOffset.UTC));

    @Test
    void aReliableChannelGetsAckRequestedDuplicateEliminationAndTheCpaRetries() {
        OutgoingMessage message = factory.create(request(), channel(PerMessage.ALWAYS, SyncReplyMode.NONE));

        ReceivedMessage reread = read(message);
        assertThat(message.ackRequested()).isTrue();
        assertThat(message.reliability()).isEqualTo(CPA_RETRIES);
        assertThat(reread.envelope().ackRequested()).isNotNull();
        assertThat(reread.header().duplicateElimination()).isTrue();
        assertThat(reread.envelope().syncReply()).isNull();
        assertThat(reread.header().from().role()).isEqualTo("Afzender");
        assertThat(reread.header().conversationId()).isNotBlank();
        assertThat(reread.envelope().manifest().references()).hasSize(2);
        assertThat(reread.parts())
                .extracting(PayloadPart::contentId)
                .containsExactly(
                        "order@backend", "payload-2-" + message.header().messageId());
        assertThat(new HeaderChecks().check(reread).errors()).isEmpty();
    }

    @Test
    void aBestEffortChannelGetsNoReliabilityElements() {
        OutgoingMessage message = factory.create(request(), channel(PerMessage.NEVER, SyncReplyMode.NONE));
        ReceivedMessage reread = read(message);
        assertThat(message.ackRequested()).isFalse();
        assertThat(reread.envelope().ackRequested()).isNull();
        assertThat(reread.header().duplicateElimination()).isFalse();
    }

    @Test
    void anMshSignalsOnlyChannelAsksForASynchronousReply() {
        OutgoingMessage message = factory.create(request(), channel(PerMessage.ALWAYS, SyncReplyMode.MSH_SIGNALS_ONLY));
        assertThat(read(message).envelope().syncReply()).isNotNull();
    }

    private static BusinessMessageRequest request() {
        return new BusinessMessageRequest(
                "cpa-1",
                PartyId.oin("00000099000000000002"),
                "Afzender",
                PartyId.oin("00000099000000000001"),
                "Ontvanger",
                new Service("urn:osb:services", "OSB:Service:1:0"),
                "Bericht",
                null,
                null,
                null,
                List.of(
                        new PayloadPart(
                                "order@backend", "application/xml", "<order/>".getBytes(StandardCharsets.UTF_8)),
                        new PayloadPart("", "text/plain", "note".getBytes(StandardCharsets.UTF_8))));
    }

    private static ChannelTerms channel(PerMessage reliable, SyncReplyMode mode) {
        return new ChannelTerms(
                "receiver",
                PARTNER,
                mode,
                reliable,
                PerMessage.NEVER,
                reliable,
                reliable == PerMessage.ALWAYS ? CPA_RETRIES : null);
    }

    private static ReceivedMessage read(OutgoingMessage message) {
        HttpBody body = HttpBody.of(message.envelope(), message.parts());
        return new RequestDecoder(DecodingLimits.defaults())
                .decode(body.contentType(), "\"ebXML\"", body.content(), NOW);
    }
}
