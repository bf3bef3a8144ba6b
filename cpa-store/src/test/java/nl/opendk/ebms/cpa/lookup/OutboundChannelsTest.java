package nl.opendk.ebms.cpa.lookup;

import static org.assertj.core.api.Assertions.assertThat;

import nl.opendk.ebms.cpa.testing.TestCpaModel;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class OutboundChannelsTest {

    private static final PartyId A = TestCpaModel.PARTY_A;
    private static final PartyId B = TestCpaModel.PARTY_B;

    private final CpaRegistry registry = new CpaRegistry();
    private final OutboundChannels channels = new OutboundChannels(registry);

    @BeforeEach
    void registerCpa() {
        registry.put(TestCpaModel.accepted(TestCpas.builder()));
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
        assertThat(channels.businessChannel(TestCpas.CPA_ID, A, B, TestCpaModel.SERVICE, TestCpas.A_SENDS))
                .hasValueSatisfying(terms -> {
                    assertThat(terms.channelId()).isEqualTo("b_channel");
                    assertThat(terms.endpoint()).isEqualTo(TestCpas.PARTY_B.endpoint());
                    assertThat(terms.reliability().retries()).isEqualTo(8);
                });
        assertThat(channels.businessChannel(TestCpas.CPA_ID, B, A, TestCpaModel.SERVICE, TestCpas.B_SENDS))
                .hasValueSatisfying(terms -> assertThat(terms.endpoint()).isEqualTo(TestCpas.PARTY_A.endpoint()));
    }

    @Test
    void noBusinessChannelForAnActionTheCpaDoesNotAllow() {
        Service other = new Service("urn:osb:services", "proefregister:Mutatie:1:0");

        assertThat(channels.businessChannel(TestCpas.CPA_ID, A, B, TestCpaModel.SERVICE, TestCpas.B_SENDS))
                .isEmpty();
        assertThat(channels.businessChannel(TestCpas.CPA_ID, A, B, other, TestCpas.A_SENDS))
                .isEmpty();
        assertThat(channels.businessChannel(TestCpas.CPA_ID, A, A, TestCpaModel.SERVICE, TestCpas.A_SENDS))
                .isEmpty();
        assertThat(channels.businessChannel("unknown_cpa", A, B, TestCpaModel.SERVICE, TestCpas.A_SENDS))
                .isEmpty();
    }
}
