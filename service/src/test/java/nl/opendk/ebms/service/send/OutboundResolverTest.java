package nl.opendk.ebms.service.send;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.Set;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.cpa.model.CpaStatus;
import nl.opendk.ebms.cpa.testing.TestCpaModel;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import org.junit.jupiter.api.Test;

/** Back-end sends, Pings and StatusRequests take their parties and channels from the CPA the same way. */
class OutboundResolverTest {

    private static final String A = TestCpas.PARTY_A.oin();
    private static final String B = TestCpas.PARTY_B.oin();
    private static final Instant NOW = Instant.parse("2026-06-01T12:00:00Z");

    private final CpaRegistry registry = new CpaRegistry();
    private final OutboundResolver resolver = new OutboundResolver(registry);

    @Test
    void aBusinessMessageWithoutPartiesGoesFromTheOnlySenderToTheOtherPartysCanReceiveChannel() {
        registry.put(TestCpaModel.accepted(TestCpas.builder()));

        OutboundResolver.Resolution resolution =
                resolver.business(TestCpas.CPA_ID, null, null, TestCpaModel.SERVICE, TestCpas.A_SENDS, NOW);

        assertThat(resolution.allowed()).isTrue();
        assertThat(resolution.from()).isEqualTo(TestCpaModel.PARTY_A);
        assertThat(resolution.fromRole()).isEqualTo(TestCpas.PARTY_A.role());
        assertThat(resolution.to()).isEqualTo(TestCpaModel.PARTY_B);
        assertThat(resolution.toRole()).isEqualTo(TestCpas.PARTY_B.role());
        assertThat(resolution.channel().endpoint()).isEqualTo(TestCpas.PARTY_B.endpoint());
    }

    @Test
    void thePartnerIsTheOnePartyThatIsNotOurs() {
        registry.put(TestCpaModel.accepted(TestCpas.builder()));

        assertThat(resolver.partner(TestCpas.CPA_ID, new OurParties(Set.of(B)))).contains(TestCpaModel.PARTY_A);
        assertThat(resolver.partner(TestCpas.CPA_ID, new OurParties(Set.of(A)))).contains(TestCpaModel.PARTY_B);
        // both ours, neither ours, not known, or no such CPA: no one partner
        assertThat(resolver.partner(TestCpas.CPA_ID, new OurParties(Set.of(A, B))))
                .isEmpty();
        assertThat(resolver.partner(TestCpas.CPA_ID, new OurParties(Set.of("00000001999999999999"))))
                .isEmpty();
        assertThat(resolver.partner(TestCpas.CPA_ID, OurParties.UNKNOWN)).isEmpty();
        assertThat(resolver.partner("unknown_cpa", new OurParties(Set.of(B)))).isEmpty();
    }

    @Test
    void aBusinessMessageTheCpaDoesNotAllowIsRefusedWithTheReason() {
        registry.put(TestCpaModel.accepted(TestCpas.builder()));

        assertRefused(
                resolver.business("unknown_cpa", null, null, TestCpaModel.SERVICE, TestCpas.A_SENDS, NOW),
                Refusal.UNKNOWN_CPA,
                "no CPA with id unknown_cpa");
        assertRefused(
                resolver.business(TestCpas.CPA_ID, B, null, TestCpaModel.SERVICE, TestCpas.A_SENDS, NOW),
                Refusal.PARTIES,
                "does not let Dienst Proefregister send");
        assertRefused(
                resolver.business(TestCpas.CPA_ID, A, A, TestCpaModel.SERVICE, TestCpas.A_SENDS, NOW),
                Refusal.PARTIES,
                "the receiving party is not the other party");
        assertRefused(
                resolver.business(TestCpas.CPA_ID, null, null, new Service("urn:osb:services", "other:1"), "x", NOW),
                Refusal.PARTIES,
                "name fromPartyId");
        assertRefused(
                resolver.business(
                        TestCpas.CPA_ID, A, B, TestCpaModel.SERVICE, TestCpas.A_SENDS, TestCpas.END.plusSeconds(1)),
                Refusal.NOT_USABLE,
                "is not agreed or not valid now");
    }

    @Test
    void aPingGoesFromTheOtherPartyToTheNamedPartnersDefaultMshChannel() {
        registry.put(TestCpaModel.accepted(TestCpas.builder()));

        OutboundResolver.Resolution resolution = resolver.ping(TestCpas.CPA_ID, A, NOW);

        assertThat(resolution.allowed()).isTrue();
        assertThat(resolution.sender().partyIds()).containsExactly(TestCpaModel.PARTY_B);
        assertThat(resolution.receiver().partyIds()).containsExactly(TestCpaModel.PARTY_A);
        assertThat(resolution.channel()).isSameAs(resolution.receiver().defaultMshChannel());
        assertThat(resolution.channel().endpoint()).isEqualTo(TestCpas.PARTY_A.endpoint());
    }

    @Test
    void aPingToAnUnknownPartnerOrUnderACpaNotInForceIsRefused() {
        registry.put(TestCpaModel.accepted(TestCpas.builder().status(CpaStatus.PROPOSED.wireValue())));

        assertRefused(resolver.ping("unknown_cpa", A, NOW), Refusal.UNKNOWN_CPA, "no CPA with id unknown_cpa");
        assertRefused(
                resolver.ping(TestCpas.CPA_ID, "00000099000000000009", NOW),
                Refusal.PARTIES,
                "has no party 00000099000000000009 with another party beside it");
        assertRefused(resolver.ping(TestCpas.CPA_ID, A, NOW), Refusal.NOT_USABLE, "a Ping would be refused");
    }

    @Test
    void aSignalGoesToTheReceiversDefaultMshChannelWhateverTheCpasStateNow() {
        registry.put(TestCpaModel.accepted(TestCpas.builder().status(CpaStatus.PROPOSED.wireValue())));

        OutboundResolver.Resolution resolution = resolver.signal(TestCpas.CPA_ID, TestCpaModel.PARTY_B);

        assertThat(resolution.allowed()).isTrue();
        assertThat(resolution.channel().endpoint()).isEqualTo(TestCpas.PARTY_B.endpoint());
        assertThat(resolution.sender().partyIds()).containsExactly(TestCpaModel.PARTY_A);
        assertRefused(resolver.signal("unknown_cpa", TestCpaModel.PARTY_B), Refusal.UNKNOWN_CPA, "unknown_cpa");
        assertRefused(resolver.signal(TestCpas.CPA_ID, new PartyId("urn:other", B)), Refusal.PARTIES, "has no party");
    }

    private static void assertRefused(OutboundResolver.Resolution resolution, Refusal refusal, String problem) {
        assertThat(resolution.allowed()).isFalse();
        assertThat(resolution.refusal()).isEqualTo(refusal);
        assertThat(resolution.problem()).contains(problem);
        assertThat(resolution.channel()).isNull();
    }
}
