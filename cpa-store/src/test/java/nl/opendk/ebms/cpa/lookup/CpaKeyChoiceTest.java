package nl.opendk.ebms.cpa.lookup;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import nl.opendk.ebms.cpa.testing.TestCpaModel;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.protocol.security.keys.KeyRing;
import nl.opendk.ebms.protocol.security.keys.OurKeys;
import nl.opendk.ebms.protocol.security.keys.PrivateCredential;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;

/** Our key is the one whose certificate the CPA names for our party; a CPA naming none we hold gets the primary. */
class CpaKeyChoiceTest {

    private static final TestPki PKI = TestPki.create();
    private static final Instant NOW = Instant.now();
    private static final TestParty OLD = PKI.party(TestPki.PARTY_1);
    private static final TestParty NEW =
            PKI.issue("ours-2027", TestPki.PARTY_1, NOW.minus(Duration.ofDays(1)), NOW.plus(Duration.ofDays(1000)));
    private static final TestParty PARTNER = PKI.party(TestPki.PARTY_2);
    private static final URI PARTNER_OLD_HOST = URI.create("https://ebms.partner.example.nl:8443/ebms");
    private static final URI PARTNER_NEW_HOST = URI.create("https://nieuw.partner.example.nl/ebms");

    private final CpaRegistry registry = new CpaRegistry();
    private final OurKeys keys =
            new OurKeys(new KeyRing(1, "ebms", Map.of("ebms", credential(OLD), "ebms-2027", credential(NEW))));
    private final CpaKeyChoice choice = new CpaKeyChoice(registry, keys, Clock.systemUTC());

    @Test
    void aCpaThatNamesOurNewCertificateGetsTheNewKeyAndOneThatNamesTheOldTheOld() {
        registry.put(TestCpaModel.accepted(signed("cpa_old", OLD, PARTNER_OLD_HOST)));
        registry.put(TestCpaModel.accepted(signed("cpa_new", NEW, PARTNER_NEW_HOST)));

        assertThat(choice.signing(business("cpa_new")).certificate()).isEqualTo(NEW.certificate());
        assertThat(choice.signing(ping("cpa_new")).certificate()).isEqualTo(NEW.certificate());
        assertThat(choice.signing(business("cpa_old")).certificate()).isEqualTo(OLD.certificate());
        assertThat(choice.decryption(received("cpa_new"))).isEqualTo(NEW.privateKey());
        assertThat(choice.decryption(received("cpa_old"))).isEqualTo(OLD.privateKey());
    }

    @Test
    void withoutACertificateWeHoldThePrimaryKeyServes() {
        TestParty stranger =
                PKI.issue("not-ours", TestPki.PARTY_1, NOW.minus(Duration.ofDays(1)), NOW.plus(Duration.ofDays(10)));
        registry.put(TestCpaModel.accepted(signed("cpa_other", stranger, PARTNER_NEW_HOST)));
        registry.put(TestCpaModel.accepted(TestCpas.builder().cpaId("cpa_plain")));

        assertThat(choice.signing(business("cpa_other")).certificate()).isEqualTo(OLD.certificate());
        assertThat(choice.signing(business("cpa_plain")).certificate()).isEqualTo(OLD.certificate());
        assertThat(choice.signing(business("unknown")).certificate()).isEqualTo(OLD.certificate());
        assertThat(choice.decryption(null)).isEqualTo(OLD.privateKey());
    }

    @Test
    void theTlsClientKeyIsTheOneTheCpaForThatEndpointNames() {
        registry.put(TestCpaModel.accepted(signed("cpa_old", OLD, PARTNER_OLD_HOST)));
        registry.put(TestCpaModel.accepted(signed("cpa_new", NEW, PARTNER_NEW_HOST)));

        assertThat(choice.tlsClientAlias("nieuw.partner.example.nl", 443)).contains("ebms-2027");
        assertThat(choice.tlsClientAlias("ebms.partner.example.nl", 8443)).contains("ebms");
        assertThat(choice.tlsClientAlias("ebms.partner.example.nl", 443)).isEmpty();
        assertThat(choice.tlsClientAlias("elders.example.nl", 443)).isEmpty();
    }

    @Test
    void forOneEndpointTheCpaThatStartedLastWins() {
        registry.put(
                TestCpaModel.accepted(signed("cpa_old", OLD, PARTNER_NEW_HOST).start(NOW.minus(Duration.ofDays(400)))));
        registry.put(
                TestCpaModel.accepted(signed("cpa_new", NEW, PARTNER_NEW_HOST).start(NOW.minus(Duration.ofDays(1)))));

        assertThat(choice.tlsClientAlias("nieuw.partner.example.nl", 443)).contains("ebms-2027");
    }

    @Test
    void aReloadedKeyRingIsUsedByTheNextChoice() {
        registry.put(TestCpaModel.accepted(signed("cpa_new", NEW, PARTNER_NEW_HOST)));
        keys.replace(new KeyRing(2, "ebms", Map.of("ebms", credential(OLD))));

        assertThat(choice.signing(business("cpa_new")).certificate()).isEqualTo(OLD.certificate());
        assertThat(choice.tlsClientAlias("nieuw.partner.example.nl", 443)).isEmpty();
    }

    private static TestCpas.Builder signed(String cpaId, TestParty ours, URI partnerEndpoint) {
        return TestCpas.builder()
                .cpaId(cpaId)
                .partyA(TestPki.PARTY_1, "Wij", "Afnemer", URI.create("https://ebms.wij.example.nl/ebms"))
                .partyB(TestPki.PARTY_2, "Partner", "Aanbieder", partnerEndpoint)
                .profile("osb-rm-e")
                .certificates(ours.certificate(), PARTNER.certificate());
    }

    private static MessageHeader business(String cpaId) {
        return header(cpaId, TestPki.PARTY_1, TestPki.PARTY_2, TestCpaModel.SERVICE, TestCpas.A_SENDS);
    }

    private static MessageHeader ping(String cpaId) {
        return header(cpaId, TestPki.PARTY_1, TestPki.PARTY_2, Service.MSH, "Ping");
    }

    private static MessageHeader received(String cpaId) {
        return header(cpaId, TestPki.PARTY_2, TestPki.PARTY_1, TestCpaModel.SERVICE, TestCpas.B_SENDS);
    }

    private static MessageHeader header(String cpaId, String from, String to, Service service, String action) {
        return new MessageHeader(
                "2.0",
                "1",
                Party.of(PartyId.oin(from), null),
                Party.of(PartyId.oin(to), null),
                cpaId,
                "conversation",
                service,
                action,
                "id@test",
                null,
                NOW,
                null,
                null,
                null,
                false);
    }

    private static PrivateCredential credential(TestParty party) {
        return new PrivateCredential(party.privateKey(), party.chain());
    }
}
