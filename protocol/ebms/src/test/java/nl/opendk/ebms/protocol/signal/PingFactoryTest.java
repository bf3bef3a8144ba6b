package nl.opendk.ebms.protocol.signal;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import nl.opendk.ebms.protocol.check.HeaderChecks;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import org.junit.jupiter.api.Test;

class PingFactoryTest {

    private static final Instant NOW = Instant.parse("2026-06-01T10:15:30.123Z");
    private static final Party US = Party.of(PartyId.oin("00000099000000000002"), "Ontvanger");
    private static final Party PARTNER = Party.of(PartyId.oin("00000099000000000001"), "Afzender");

    private final PingFactory factory =
            new PingFactory(new MessageIds("adapter.test"), Clock.fixed(NOW, ZoneOffset.UTC));

    @Test
    void aPingGoesFromUsToThePartnersMshEndpointAndPassesTheHeaderChecks() {
        OutgoingMessage ping = factory.ping("Cpa_1", US, PARTNER, SignalFactoriesTest.PARTNER);
        ReceivedMessage reread = new RequestDecoder(DecodingLimits.defaults())
                .decode("text/xml; charset=UTF-8", "\"ebXML\"", ping.envelope(), NOW);
        MessageHeader header = reread.header();

        assertThat(header.from().partyIds()).isEqualTo(US.partyIds());
        assertThat(header.to().partyIds()).isEqualTo(PARTNER.partyIds());
        assertThat(header.from().role()).isNull();
        assertThat(header.cpaId()).isEqualTo("Cpa_1");
        assertThat(header.isMshService()).isTrue();
        assertThat(header.action()).isEqualTo("Ping");
        assertThat(header.refToMessageId()).isNull();
        assertThat(header.messageId()).matches("[0-9a-f-]{36}@adapter\\.test");
        assertThat(header.conversationId()).isNotEqualTo(header.messageId()).endsWith("@adapter.test");
        assertThat(header.timestampText()).isEqualTo("2026-06-01T10:15:30.123Z");
        assertThat(reread.parts()).isEmpty();
        assertThat(ping.endpoint()).isEqualTo(SignalFactoriesTest.PARTNER.endpoint());
        assertThat(ping.reliability()).isNull();
        assertThat(ping.header()).isEqualTo(header);
        assertThat(new HeaderChecks().check(reread).errors()).isEmpty();
    }

    @Test
    void everyPingHasItsOwnIds() {
        MessageHeader first =
                factory.ping("Cpa_1", US, PARTNER, SignalFactoriesTest.PARTNER).header();
        MessageHeader second =
                factory.ping("Cpa_1", US, PARTNER, SignalFactoriesTest.PARTNER).header();

        assertThat(second.messageId()).isNotEqualTo(first.messageId());
        assertThat(second.conversationId()).isNotEqualTo(first.conversationId());
    }
}
