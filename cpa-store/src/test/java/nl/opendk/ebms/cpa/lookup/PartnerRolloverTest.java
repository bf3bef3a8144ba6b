package nl.opendk.ebms.cpa.lookup;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import nl.opendk.ebms.cpa.testing.TestCpaModel;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.Test;

/** A partner's certificates that may sign during its rollover, besides the one the message's CPA names. */
class PartnerRolloverTest {

    private static final TestPki PKI = TestPki.create();
    private static final Instant NOW = Instant.now();
    private static final TestParty US = PKI.party(TestPki.PARTY_1);
    private static final TestParty PARTNER_OLD = PKI.party(TestPki.PARTY_2);
    private static final TestParty PARTNER_NEW =
            PKI.issue("partner-2027", TestPki.PARTY_2, NOW.minus(Duration.ofDays(1)), NOW.plus(Duration.ofDays(1000)));
    private static final TestParty THIRD =
            PKI.issue("third", "00000099000000000009", NOW.minus(Duration.ofDays(1)), NOW.plus(Duration.ofDays(1000)));
    private static final PartyId PARTNER = PartyId.oin(TestPki.PARTY_2);
    private static final PartyId OURS = PartyId.oin(TestPki.PARTY_1);

    private final MutableClock clock = new MutableClock(NOW);
    private final CpaRegistry registry = new CpaRegistry(clock);
    private final PartnerRollover rollover = new PartnerRollover(registry, Duration.ofDays(7), clock);

    @Test
    void theNewCpaBesideTheOldOneLendsItsCertificateToMessagesUnderTheOld() {
        registry.put(TestCpaModel.accepted(cpa("cpa_1", PARTNER_OLD, TestPki.PARTY_2)));
        registry.put(TestCpaModel.accepted(cpa("cpa_2", PARTNER_NEW, TestPki.PARTY_2)));

        assertThat(rollover.besides("cpa_1", PARTNER, OURS)).containsExactly(PARTNER_NEW.certificate());
        assertThat(rollover.besides("cpa_2", PARTNER, OURS)).containsExactly(PARTNER_OLD.certificate());
    }

    @Test
    void aCpaWithAnotherPartyOrNotInForceLendsNothing() {
        registry.put(TestCpaModel.accepted(cpa("cpa_1", PARTNER_OLD, TestPki.PARTY_2)));
        registry.put(TestCpaModel.accepted(cpa("cpa_third", THIRD, "00000099000000000009")));
        registry.put(TestCpaModel.accepted(cpa("cpa_ended", PARTNER_NEW, TestPki.PARTY_2)
                .start(NOW.minus(Duration.ofDays(30)))
                .end(NOW.minus(Duration.ofDays(1)))));

        assertThat(rollover.besides("cpa_1", PARTNER, OURS)).isEmpty();
    }

    @Test
    void aReplacedRevisionLendsItsCertificateForTheOverlapOnly() {
        registry.put(TestCpaModel.accepted(cpa("cpa_1", PARTNER_OLD, TestPki.PARTY_2)));
        registry.put(TestCpaModel.accepted(cpa("cpa_1", PARTNER_NEW, TestPki.PARTY_2)));

        assertThat(rollover.besides("cpa_1", PARTNER, OURS)).containsExactly(PARTNER_OLD.certificate());

        clock.set(NOW.plus(Duration.ofDays(7)).plusSeconds(1));
        assertThat(rollover.besides("cpa_1", PARTNER, OURS)).isEmpty();
    }

    @Test
    void aReplacementWithTheSameCertificatesRetiresNothing() {
        registry.put(TestCpaModel.accepted(cpa("cpa_1", PARTNER_OLD, TestPki.PARTY_2)));
        registry.put(
                TestCpaModel.accepted(cpa("cpa_1", PARTNER_OLD, TestPki.PARTY_2).retries(5)));

        assertThat(registry.replaced("cpa_1")).isEmpty();
    }

    @Test
    void aDeletedCpaTakesItsReplacedRevisionsWithIt() {
        registry.put(TestCpaModel.accepted(cpa("cpa_1", PARTNER_OLD, TestPki.PARTY_2)));
        registry.put(TestCpaModel.accepted(cpa("cpa_1", PARTNER_NEW, TestPki.PARTY_2)));
        registry.remove("cpa_1");

        assertThat(registry.replaced("cpa_1")).isEmpty();
    }

    private static TestCpas.Builder cpa(String cpaId, TestParty partner, String partnerOin) {
        return TestCpas.builder()
                .cpaId(cpaId)
                .partyA(TestPki.PARTY_1, "Wij", "Afnemer", URI.create("https://ebms.wij.example.nl/ebms"))
                .partyB(partnerOin, "Partner", "Aanbieder", URI.create("https://ebms.partner.example.nl/ebms"))
                .profile("osb-rm-s")
                .certificates(US.certificate(), partner.certificate());
    }
}
