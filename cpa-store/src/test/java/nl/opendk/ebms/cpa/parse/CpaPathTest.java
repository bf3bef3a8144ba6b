package nl.opendk.ebms.cpa.parse;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CpaPathTest {

    @Test
    void buildsPositionalKeyedAndAttributeSteps() {
        CpaPath path = CpaPath.party(2)
                .transport("t1")
                .child("TransportReceiver")
                .nth("Endpoint", 1)
                .attribute("uri");

        assertThat(path.value())
                .isEqualTo("/CollaborationProtocolAgreement/PartyInfo[2]/Transport[@transportId='t1']"
                        + "/TransportReceiver/Endpoint[1]/@uri");
        assertThat(path).hasToString(path.value());
    }

    @Test
    void namesTheLeafWithoutPredicateOrAt() {
        assertThat(CpaPath.ROOT.child("Start").leafName()).isEqualTo("Start");
        assertThat(CpaPath.party(1).deliveryChannel("c").leafName()).isEqualTo("DeliveryChannel");
        assertThat(CpaPath.ROOT.attribute("cpaid").leafName()).isEqualTo("cpaid");
    }

    @Test
    void keysEveryIdentifiedElementByItsIdAttribute() {
        CpaPath party = CpaPath.party(1);

        assertThat(party.certificate("c").value()).endsWith("/Certificate[@certId='c']");
        assertThat(party.securityDetails("s").value()).endsWith("/SecurityDetails[@securityId='s']");
        assertThat(party.deliveryChannel("d").value()).endsWith("/DeliveryChannel[@channelId='d']");
        assertThat(party.docExchange("x").value()).endsWith("/DocExchange[@docExchangeId='x']");
    }
}
