package nl.opendk.ebms.cpa.lookup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.cpa.check.CpaCheckResult;
import nl.opendk.ebms.cpa.check.CpaUpload;
import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.cpa.model.CpaStatus;
import nl.opendk.ebms.cpa.testing.CpaFixtures;
import nl.opendk.ebms.cpa.testing.TestCpaModel;
import nl.opendk.ebms.protocol.agreement.ChannelSecurity;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.DigikoppelingProfile;
import nl.opendk.ebms.protocol.agreement.PerMessage;
import nl.opendk.ebms.protocol.agreement.Reliability;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CompiledCpaTest {

    @ParameterizedTest
    @CsvSource({
        "osb-be.xml, OSB_BE",
        "osb-rm.xml, OSB_RM",
        "osb-rm-sync-reply.xml, OSB_RM",
        "osb-rm-unqualified-attributes.xml, OSB_RM",
        "osb-be-s.xml, OSB_BE_S",
        "osb-rm-s.xml, OSB_RM_S",
        "osb-be-e.xml, OSB_BE_E",
        "osb-rm-e.xml, OSB_RM_E"
    })
    void derivesTheDigikoppelingProfile(String fixture, DigikoppelingProfile profile) {
        assertThat(compiled(fixture).profile()).isEqualTo(profile);
    }

    @Test
    void compilesTheTermsOfAReliableChannel() {
        ChannelTerms terms = compiled("osb-rm.xml")
                .party(PartyId.oin(CpaFixtures.PARTY_B_OIN))
                .orElseThrow()
                .defaultMshChannel();

        assertThat(terms)
                .usingRecursiveComparison()
                .ignoringFields("security")
                .isEqualTo(new ChannelTerms(
                        "proefregister_channel",
                        URI.create("https://ebms.proefregister.example.nl/ebms"),
                        SyncReplyMode.NONE,
                        PerMessage.ALWAYS,
                        PerMessage.NEVER,
                        PerMessage.ALWAYS,
                        new Reliability(8, Duration.ofHours(3), Duration.ofDays(1))));
        assertThat(terms.security().signed()).isFalse();
        assertThat(terms.security().tlsClientCertificate())
                .as("TransportClientSecurity/ClientCertificateRef")
                .isEqualTo(certificate("osb-rm.xml", 1, "proefregister_cert"));
    }

    @Test
    void compilesTheSigningAndEncryptionTermsOfEachParty() {
        ChannelSecurity security = compiled("osb-rm-e.xml")
                .party(PartyId.oin(CpaFixtures.PARTY_A_OIN))
                .orElseThrow()
                .defaultMshChannel()
                .security();
        X509Certificate proefdorp = certificate("osb-rm-e.xml", 0, "proefdorp_cert");

        assertThat(security.signed()).isTrue();
        assertThat(security.encrypted()).isTrue();
        assertThat(security.sending().certificate()).isEqualTo(proefdorp);
        assertThat(security.sending().signatureAlgorithms())
                .containsExactly("http://www.w3.org/2001/04/xmldsig-more#rsa-sha256");
        assertThat(security.sending().hashFunction()).isEqualTo("http://www.w3.org/2001/04/xmlenc#sha256");
        assertThat(security.receiving().certificate()).isNull();
        assertThat(security.encryption().certificate()).isEqualTo(proefdorp);
        assertThat(security.encryption().encryptionAlgorithms())
                .containsExactly("http://www.w3.org/2009/xmlenc11#aes128-gcm");
        assertThat(security.tlsClientCertificate()).isEqualTo(proefdorp);
    }

    @Test
    void aSignedChannelThatDoesNotEncryptSaysSo() {
        ChannelSecurity security =
                compiled("osb-be-s.xml").parties().get(1).defaultMshChannel().security();

        assertThat(security.signed()).isTrue();
        assertThat(security.encrypted()).isFalse();
        assertThat(security.encryption()).isNull();
    }

    private static X509Certificate certificate(String fixture, int party, String certId) {
        return compiled(fixture)
                .parties()
                .get(party)
                .info()
                .certificates()
                .get(certId)
                .x509();
    }

    @Test
    void aBestEffortChannelHasNoReliability() {
        ChannelTerms terms = compiled("osb-be.xml").parties().get(0).defaultMshChannel();

        assertThat(terms.reliability()).isNull();
        assertThat(terms.ackRequested()).isEqualTo(PerMessage.NEVER);
        assertThat(terms.duplicateElimination()).isEqualTo(PerMessage.NEVER);
    }

    @Test
    void persistsForAllRetriesWhenNoPersistDurationIsAgreed() {
        Cpa cpa = TestCpaModel.accepted(TestCpas.builder()
                .retries(3)
                .retryInterval(Duration.ofMinutes(10))
                .persistDuration(null));

        Reliability reliability =
                CompiledCpa.compile(cpa).parties().get(0).defaultMshChannel().reliability();

        assertThat(reliability).isEqualTo(new Reliability(3, Duration.ofMinutes(10), Duration.ofMinutes(40)));
    }

    @Test
    void prefersTheAllPurposeEndpoint() {
        String allPurpose =
                "<tns:Endpoint tns:uri=\"https://ebms.proefdorp.example.nl/ebms\" tns:type=\"allPurpose\"/>";
        String both =
                "<tns:Endpoint tns:uri=\"https://ebms.proefdorp.example.nl/errors\" tns:type=\"error\"/>" + allPurpose;
        String errorFirst = CpaFixtures.text("osb-rm.xml").replace(allPurpose, both);
        String onlySpecific = errorFirst.replace(allPurpose, "");

        assertThat(endpointOfPartyA(errorFirst)).isEqualTo(URI.create("https://ebms.proefdorp.example.nl/ebms"));
        assertThat(endpointOfPartyA(onlySpecific)).isEqualTo(URI.create("https://ebms.proefdorp.example.nl/errors"));
    }

    @Test
    void matchesPartyIdsByValueAndType() {
        CompiledCpa cpa = CompiledCpa.compile(TestCpaModel.accepted(TestCpas.builder()));
        PartyId a = TestCpaModel.PARTY_A;

        assertThat(cpa.match(List.of(a)))
                .isEqualTo(PartyMatch.found(cpa.parties().get(0)));
        assertThat(cpa.match(List.of(PartyId.oin("00000099000000000009"), TestCpaModel.PARTY_B)))
                .isEqualTo(PartyMatch.found(cpa.parties().get(1)));
        assertThat(cpa.match(List.of(new PartyId("urn:osb:other", a.value()))))
                .isEqualTo(PartyMatch.wrongType(cpa.parties().get(0)));
        assertThat(cpa.match(List.of(new PartyId(null, a.value()))).outcome()).isEqualTo(PartyMatch.Outcome.WRONG_TYPE);
        assertThat(cpa.match(List.of(PartyId.oin("00000099000000000009"))).outcome())
                .isEqualTo(PartyMatch.Outcome.UNKNOWN);
        assertThat(cpa.party(a)).contains(cpa.parties().get(0));
        assertThat(cpa.party(null)).isEmpty();
    }

    @Test
    void indexesWhatEachPartyMaySendAndReceive() {
        CompiledParty a = CompiledCpa.compile(
                        TestCpaModel.accepted(TestCpas.builder().aSends("bevragen", "melden")))
                .parties()
                .get(0);

        assertThat(a.name()).isEqualTo(TestCpas.PARTY_A.name());
        assertThat(a.roleNames()).containsExactly("Afnemer");
        assertThat(a.hasRole("Afnemer")).isTrue();
        assertThat(a.hasRole(null)).isFalse();
        assertThat(a.hasService(TestCpaModel.SERVICE)).isTrue();
        assertThat(a.hasService(new Service(null, TestCpaModel.SERVICE.value())))
                .isFalse();
        assertThat(a.canSend(TestCpaModel.SERVICE, "melden")).hasValueSatisfying(bound -> {
            assertThat(bound.roleName()).isEqualTo("Afnemer");
            assertThat(bound.channel().channelId()).isEqualTo("a_channel");
            assertThat(bound.bindingId()).isEqualTo("a_send_1");
        });
        assertThat(a.canSend(TestCpaModel.SERVICE, TestCpas.B_SENDS)).isEmpty();
        assertThat(a.canReceive(TestCpaModel.SERVICE, TestCpas.B_SENDS)).isPresent();
        assertThat(a.canReceive(TestCpaModel.SERVICE, null)).isEmpty();
        assertThat(a.channel("a_channel")).isPresent();
        assertThat(a.channel("b_channel")).isEmpty();
    }

    @Test
    void theFirstRoleBindingAnActionWins() {
        CompiledParty a = compiled("warnings/two-roles.xml").parties().get(0);

        assertThat(a.roleNames()).containsExactlyInAnyOrder("Afnemer", "Controleur");
        assertThat(a.canSend(TestCpaModel.SERVICE, "bevragen").orElseThrow().roleName())
                .isEqualTo("Afnemer");
    }

    @Test
    void isUsableWhenAgreedAndWithinItsPeriod() {
        Instant start = Instant.parse("2026-01-01T00:00:00Z");
        Instant end = Instant.parse("2027-01-01T00:00:00Z");
        CompiledCpa agreed = CompiledCpa.compile(
                TestCpaModel.accepted(TestCpas.builder().start(start).end(end)));
        CompiledCpa signed =
                CompiledCpa.compile(TestCpaModel.accepted(TestCpas.builder().status(CpaStatus.SIGNED.wireValue())));

        assertThat(agreed.usableAt(start)).isTrue();
        assertThat(agreed.usableAt(end)).isTrue();
        assertThat(agreed.usableAt(start.minusNanos(1))).isFalse();
        assertThat(agreed.usableAt(end.plusNanos(1))).isFalse();
        assertThat(signed.isAgreed()).isFalse();
        assertThat(signed.usableAt(Instant.parse("2050-01-01T00:00:00Z"))).isFalse();
    }

    @Test
    void refusesACpaWithoutId() {
        assertThatIllegalArgumentException()
                .isThrownBy(() ->
                        CompiledCpa.compile(new Cpa(null, CpaStatus.AGREED, Instant.EPOCH, Instant.MAX, List.of())));
    }

    private static CompiledCpa compiled(String fixture) {
        CpaCheckResult result = CpaUpload.standard(CpaFixtures.CLOCK).check(CpaFixtures.bytes(fixture));
        assertThat(result.acceptable()).as("%s", result.findings()).isTrue();
        return CompiledCpa.compile(result.cpa());
    }

    private static URI endpointOfPartyA(String xml) {
        CpaCheckResult result = CpaUpload.standard(CpaFixtures.CLOCK).check(xml.getBytes(StandardCharsets.UTF_8));
        assertThat(result.errors()).isEmpty();
        return CompiledCpa.compile(result.cpa())
                .parties()
                .get(0)
                .defaultMshChannel()
                .endpoint();
    }
}
