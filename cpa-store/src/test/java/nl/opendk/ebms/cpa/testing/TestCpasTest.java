package nl.opendk.ebms.cpa.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import java.net.URI;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.stream.Stream;
import nl.opendk.ebms.cpa.check.CpaCheckResult;
import nl.opendk.ebms.cpa.check.CpaUpload;
import nl.opendk.ebms.cpa.lookup.CompiledCpa;
import nl.opendk.ebms.cpa.lookup.CompiledParty;
import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.cpa.model.CpaStatus;
import nl.opendk.ebms.protocol.agreement.ChannelSecurity;
import nl.opendk.ebms.protocol.agreement.DigikoppelingProfile;
import nl.opendk.ebms.protocol.agreement.PerMessage;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

class TestCpasTest {

    static Stream<TestCpas.Builder> builders() {
        return Stream.of(
                TestCpas.builder(),
                TestCpas.builder().profile(DigikoppelingProfile.OSB_BE.cpaName()),
                TestCpas.builder()
                        .retries(0)
                        .retryInterval(Duration.ofSeconds(30))
                        .persistDuration(null),
                TestCpas.builder().syncReplyMode(SyncReplyMode.MSH_SIGNALS_ONLY.wireValue()),
                TestCpas.builder().aSends("bevragen", "melden", "intrekken").bSends(),
                TestCpas.builder().service(null, "urn:proef:service").cpaId("proef_cpa_2"),
                TestCpas.builder()
                        .partyA(
                                "00000099000000000003_T",
                                "Waterschap Proef & Co",
                                "Melder",
                                URI.create("https://ebms.proefwater.example.nl:8443/ebms?kanaal=a&b")),
                TestCpas.builder()
                        .start(Instant.parse("2026-01-01T00:00:00Z"))
                        .end(Instant.parse("2026-02-01T00:00:00Z")));
    }

    @ParameterizedTest
    @MethodSource("builders")
    void everyBuiltCpaPassesTheUploadCheckWithoutFindings(TestCpas.Builder builder) {
        CpaCheckResult result = CpaUpload.standard(Clock.systemUTC()).check(builder.buildBytes());

        assertThat(result.findings()).isEmpty();
    }

    @Test
    void aCpaNotAgreedOnlyWarns() {
        CpaCheckResult result = CpaUpload.standard(Clock.systemUTC())
                .check(TestCpas.builder().status(CpaStatus.PROPOSED.wireValue()).buildBytes());

        assertThat(result.acceptable()).isTrue();
        assertThat(result.warnings()).singleElement().satisfies(warning -> assertThat(warning.path())
                .isEqualTo("/CollaborationProtocolAgreement/Status/@value"));
    }

    @Test
    void writesWhatItWasGiven() {
        Cpa cpa = TestCpaModel.accepted(TestCpas.builder()
                .cpaId("proef_cpa_3")
                .partyA("00000099000000000003", "Waterschap Proef", "Melder", URI.create("https://a.example.nl/ebms"))
                .partyB("00000099000000000004", "Proefbureau", "Verwerker", URI.create("https://b.example.nl/ebms"))
                .service("urn:osb:services", "proef:Melding:2:0")
                .aSends("melden")
                .bSends()
                .profile(DigikoppelingProfile.OSB_RM.cpaName())
                .retries(5)
                .retryInterval(Duration.ofMinutes(15))
                .status(CpaStatus.SIGNED.wireValue())
                .start(Instant.parse("2026-01-01T00:00:00Z"))
                .end(Instant.parse("2027-01-01T00:00:00Z")));

        assertThat(cpa.cpaId()).isEqualTo("proef_cpa_3");
        assertThat(cpa.status()).isEqualTo(CpaStatus.SIGNED);
        assertThat(cpa.start()).isEqualTo(Instant.parse("2026-01-01T00:00:00Z"));
        assertThat(cpa.end()).isEqualTo(Instant.parse("2027-01-01T00:00:00Z"));
        CompiledCpa compiled = CompiledCpa.compile(cpa);
        assertThat(compiled.profile()).isEqualTo(DigikoppelingProfile.OSB_RM);
        CompiledParty a = compiled.party(PartyId.oin("00000099000000000003")).orElseThrow();
        CompiledParty b = compiled.party(PartyId.oin("00000099000000000004")).orElseThrow();
        assertThat(a.name()).isEqualTo("Waterschap Proef");
        assertThat(a.roleNames()).containsExactly("Melder");
        assertThat(a.canSend(new Service("urn:osb:services", "proef:Melding:2:0"), "melden"))
                .isPresent();
        assertThat(b.canReceive(new Service("urn:osb:services", "proef:Melding:2:0"), "melden"))
                .isPresent();
        assertThat(b.defaultMshChannel().endpoint()).isEqualTo(URI.create("https://b.example.nl/ebms"));
        assertThat(b.defaultMshChannel().reliability().retries()).isEqualTo(5);
        assertThat(b.defaultMshChannel().reliability().retryInterval()).isEqualTo(Duration.ofMinutes(15));
        assertThat(b.defaultMshChannel().ackRequested()).isEqualTo(PerMessage.ALWAYS);
    }

    @Test
    void bestEffortNeverAcknowledges() {
        CompiledCpa compiled = CompiledCpa.compile(
                TestCpaModel.accepted(TestCpas.builder().profile(DigikoppelingProfile.OSB_BE.cpaName())));

        assertThat(compiled.profile()).isEqualTo(DigikoppelingProfile.OSB_BE);
        assertThat(compiled.parties().get(0).defaultMshChannel().ackRequested()).isEqualTo(PerMessage.NEVER);
        assertThat(compiled.parties().get(0).defaultMshChannel().reliability()).isNull();
    }

    @Test
    void refusesToWriteASignedProfileWithoutCertificates() {
        assertThatIllegalStateException()
                .isThrownBy(() -> TestCpas.builder()
                        .profile(DigikoppelingProfile.OSB_RM_S.cpaName())
                        .build())
                .withMessageContaining("osb-rm-s needs certificates");
    }

    @ParameterizedTest
    @EnumSource(DigikoppelingProfile.class)
    void writesEveryProfileWithCertificatesThatTheUploadCheckAcceptsAndCompilesBack(DigikoppelingProfile profile) {
        X509Certificate a = fixtureCertificate(0, "proefdorp_cert");
        X509Certificate b = fixtureCertificate(1, "proefregister_cert");
        TestCpas.Builder builder = TestCpas.builder()
                .profile(profile.cpaName())
                .certificates(a, b)
                .start(Instant.parse("2025-06-01T00:00:00Z"))
                .end(Instant.parse("2030-06-01T00:00:00Z"));

        CpaCheckResult result = CpaUpload.standard(CpaFixtures.CLOCK).check(builder.buildBytes());

        assertThat(result.findings()).isEmpty();
        CompiledCpa compiled = CompiledCpa.compile(result.cpa());
        assertThat(compiled.profile()).isEqualTo(profile);
        ChannelSecurity security = compiled.parties().get(1).defaultMshChannel().security();
        assertThat(security.tlsClientCertificate()).isEqualTo(b);
        assertThat(security.signed()).isEqualTo(profile.signed());
        assertThat(security.encrypted()).isEqualTo(profile.encrypted());
        if (profile.signed()) {
            assertThat(security.sending().certificate()).isEqualTo(b);
            assertThat(compiled.parties().get(1).defaultMshChannel().ackSignatureRequested())
                    .isEqualTo(profile.reliable() ? PerMessage.ALWAYS : PerMessage.NEVER);
        }
        if (profile.encrypted()) {
            assertThat(security.encryption().certificate()).isEqualTo(b);
        }
    }

    private static X509Certificate fixtureCertificate(int party, String certId) {
        Cpa fixture = CpaUpload.standard(CpaFixtures.CLOCK)
                .check(CpaFixtures.bytes("osb-rm-s.xml"))
                .cpa();
        return fixture.parties().get(party).certificates().get(certId).x509();
    }
}
