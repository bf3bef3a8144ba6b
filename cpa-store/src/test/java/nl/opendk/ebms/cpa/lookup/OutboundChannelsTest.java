package nl.opendk.ebms.cpa.lookup;

import static org.assertj.core.api.Assertions.assertThat;

import nl.opendk.ebms.cpa.testing.TestCpas;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.Service;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class OutboundChannelsTest {

    private static final PartyId A = TestCpas.PARTY_A.partyId();
    private static final PartyId B = TestCpas.PARTY_B.partyId();

    private final CpaRegistry registry = new CpaRegistry();
    private final OutboundChannels channels = new OutboundChannels(registry);

    @BeforeEach
    void registerCpa() {
        registry.put(TestCpas.builder().buildCpa());
    }

    @Test
    void signalsGoToTheDefaultMshChannelOfTheReceivingParty() {
        assertThat(channels.signalChannel(TestCpas.CPA_ID, B)).hasValueSatisfying(terms -> {
            assertThat(terms.channelId()).isEqualTo("b_channel");
            assertThat(terms.endpoint()).isEqualTo(TestCpas.PARTY_B.endpoint());
        });
    }

    @Test
    void noSignalChannelForAnUnknownCpaOrParty() {
        assertThat(channels.signalChannel("unknown_cpa", B)).isEmpty();
        assertThat(channels.signalChannel(TestCpas.CPA_ID, PartyId.oin("00000099000000000009")))
                .isEmpty();
    }

    @Test
    void aBusinessMessageGoesToTheChannelOfTheReceiversCanReceive() {
        assertThat(channels.businessChannel(TestCpas.CPA_ID, A, B, TestCpas.SERVICE, TestCpas.A_SENDS))
                .hasValueSatisfying(terms -> {
                    assertThat(terms.channelId()).isEqualTo("b_channel");
                    assertThat(terms.endpoint()).isEqualTo(TestCpas.PARTY_B.endpoint());
                    assertThat(terms.reliability().retries()).isEqualTo(8);
                });
        assertThat(channels.businessChannel(TestCpas.CPA_ID, B, A, TestCpas.SERVICE, TestCpas.B_SENDS))
                .hasValueSatisfying(terms -> assertThat(terms.endpoint()).isEqualTo(TestCpas.PARTY_A.endpoint()));
    }

    @Test
    void noBusinessChannelForAnActionTheCpaDoesNotAllow() {
        Service other = new Service("urn:osb:services", "proefregister:Mutatie:1:0");

        assertThat(channels.businessChannel(TestCpas.CPA_ID, A, B, TestCpas.SERVICE, TestCpas.B_SENDS))
                .isEmpty();
        assertThat(channels.businessChannel(TestCpas.CPA_ID, A, B, other, TestCpas.A_SENDS))
                .isEmpty();
        assertThat(channels.businessChannel(TestCpas.CPA_ID, A, A, TestCpas.SERVICE, TestCpas.A_SENDS))
                .isEmpty();
        assertThat(channels.businessChannel("unknown_cpa", A, B, TestCpas.SERVICE, TestCpas.A_SENDS))
                .isEmpty();
    }
}
