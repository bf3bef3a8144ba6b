package nl.opendk.ebms.cpa.lookup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.cpa.check.CpaUpload;
import nl.opendk.ebms.cpa.model.CpaStatus;
import nl.opendk.ebms.cpa.parse.CpaParser;
import nl.opendk.ebms.cpa.testing.CpaFixtures;
import nl.opendk.ebms.cpa.testing.TestCpaModel;
import nl.opendk.ebms.protocol.agreement.Agreement;
import nl.opendk.ebms.protocol.agreement.DigikoppelingProfile;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;
import nl.opendk.ebms.protocol.check.Assessment;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.error.Severity;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import org.junit.jupiter.api.Test;

class AgreementChecksTest {

    private static final Instant NOW = Instant.parse("2026-01-15T12:00:00Z");
    private static final PartyId A = TestCpaModel.PARTY_A;
    private static final PartyId B = TestCpaModel.PARTY_B;

    private final CpaRegistry registry = new CpaRegistry();
    private final AgreementChecks checks = new AgreementChecks(registry);

    @Test
    void acceptsABusinessActionTheSenderSendsAndTheReceiverReceives() {
        registry.put(TestCpaModel.accepted(TestCpas.builder()));

        Assessment result = checks.check(
                Inbound.business().withFrom(A, "Afnemer").withTo(B, "Aanbieder").assessment(), NOW);

        assertThat(result.errors()).isEmpty();
        Agreement agreement = result.agreement();
        assertThat(agreement.cpaId()).isEqualTo(TestCpas.CPA_ID);
        assertThat(agreement.profile()).isEqualTo(DigikoppelingProfile.OSB_RM);
        assertThat(agreement.senderChannel().channelId()).isEqualTo("a_channel");
        assertThat(agreement.replyChannel().channelId()).isEqualTo("a_channel");
        assertThat(agreement.replyChannel().endpoint()).isEqualTo(TestCpas.PARTY_A.endpoint());
        assertThat(agreement.hasReplyChannel()).isTrue();
    }

    @Test
    void acceptsAPingOnAnyCpa() {
        registry.put(TestCpaModel.accepted(TestCpas.builder().aSends().bSends()));

        Assessment result = checks.check(Inbound.ping().assessment(), NOW);

        assertThat(result.errors()).isEmpty();
        assertThat(result.agreement().senderChannel().channelId()).isEqualTo("a_channel");
        assertThat(result.agreement().replyChannel().channelId()).isEqualTo("a_channel");
    }

    @Test
    void leavesAMessageWithoutHeaderOrCpaIdToTheHeaderChecks() {
        Assessment withoutHeader = Inbound.assessment(null, null);
        Assessment withoutCpaId = Inbound.business().withCpaId(null).assessment();

        assertThat(checks.check(withoutHeader, NOW)).isSameAs(withoutHeader);
        assertThat(checks.check(withoutCpaId, NOW)).isSameAs(withoutCpaId);
    }

    @Test
    void anUnknownCpaIsNotRecognized() {
        Assessment result =
                checks.check(Inbound.business().withCpaId("unknown_cpa").assessment(), NOW);

        assertThat(result.agreement()).isNull();
        assertErrors(result, EbmsErrorCode.VALUE_NOT_RECOGNIZED, ErrorLocation.CPA_ID);
        assertThat(result.errors().get(0).description()).contains("unknown_cpa");
    }

    @Test
    void keepsTheFindingsOfEarlierChecks() {
        EbmsError earlier = EbmsError.of(EbmsErrorCode.OTHER_XML, ErrorLocation.MESSAGE_ID, "earlier");
        Assessment before =
                Inbound.business().withCpaId("unknown_cpa").assessment().withAgreement(null, List.of(earlier));

        Assessment result = checks.check(before, NOW);

        assertThat(result.errors()).hasSize(2).first().isEqualTo(earlier);
    }

    @Test
    void aCpaNotAgreedIsInconsistent() {
        registry.put(TestCpaModel.accepted(TestCpas.builder().status(CpaStatus.PROPOSED.wireValue())));

        Assessment result = checks.check(Inbound.business().assessment(), NOW);

        assertErrors(result, EbmsErrorCode.INCONSISTENT, ErrorLocation.CPA_ID);
        assertThat(result.errors().get(0).description()).contains("proposed");
        assertThat(result.agreement()).isNotNull();
    }

    @Test
    void aCpaOutsideItsPeriodIsInconsistent() {
        registry.put(TestCpaModel.accepted(TestCpas.builder().start(Instant.parse("2026-02-01T00:00:00Z"))));

        Assessment result = checks.check(Inbound.business().assessment(), NOW);

        assertErrors(result, EbmsErrorCode.INCONSISTENT, ErrorLocation.CPA_ID);
        assertThat(result.errors().get(0).description()).contains("2026-02-01T00:00:00Z", NOW.toString());
    }

    @Test
    void theCpaPeriodIncludesStartAndEnd() {
        registry.put(TestCpaModel.accepted(TestCpas.builder().start(NOW).end(NOW.plusSeconds(60))));

        assertThat(checks.check(Inbound.business().assessment(), NOW).errors()).isEmpty();
        assertThat(checks.check(Inbound.business().assessment(), NOW.plusSeconds(60))
                        .errors())
                .isEmpty();
        assertErrors(
                checks.check(Inbound.business().assessment(), NOW.plusSeconds(61)),
                EbmsErrorCode.INCONSISTENT,
                ErrorLocation.CPA_ID);
    }

    @Test
    void anUnknownFromPartyIsNotRecognized() {
        registry.put(TestCpaModel.accepted(TestCpas.builder()));

        Assessment result = checks.check(
                Inbound.business()
                        .withFrom(PartyId.oin("00000099000000000009"), null)
                        .assessment(),
                NOW);

        assertErrors(result, EbmsErrorCode.VALUE_NOT_RECOGNIZED, ErrorLocation.FROM_PARTY_ID);
        assertThat(result.agreement().replyChannel()).isNull();
        assertThat(result.agreement().senderChannel()).isNull();
    }

    @Test
    void aFromPartyIdWithAnotherTypeIsNotRecognized() {
        registry.put(TestCpaModel.accepted(TestCpas.builder()));

        Assessment result = checks.check(
                Inbound.business().withFrom(new PartyId(null, A.value()), null).assessment(), NOW);

        assertErrors(result, EbmsErrorCode.VALUE_NOT_RECOGNIZED, ErrorLocation.FROM_PARTY_ID_TYPE);
    }

    @Test
    void anUnknownToPartyIsNotRecognized() {
        registry.put(TestCpaModel.accepted(TestCpas.builder()));

        Assessment result = checks.check(
                Inbound.business()
                        .withTo(PartyId.oin("00000099000000000009"), null)
                        .assessment(),
                NOW);

        assertErrors(result, EbmsErrorCode.VALUE_NOT_RECOGNIZED, ErrorLocation.TO_PARTY_ID);
        assertThat(result.agreement().replyChannel().channelId()).isEqualTo("a_channel");
    }

    @Test
    void aToPartyIdWithAnotherTypeIsNotRecognized() {
        registry.put(TestCpaModel.accepted(TestCpas.builder()));

        Assessment result = checks.check(
                Inbound.business()
                        .withTo(new PartyId("urn:osb:other", B.value()), null)
                        .assessment(),
                NOW);

        assertErrors(result, EbmsErrorCode.VALUE_NOT_RECOGNIZED, ErrorLocation.TO_PARTY_ID_TYPE);
    }

    @Test
    void aPartyIdWithoutTypeMatchesAPartyIdWithoutType() {
        String untyped = CpaFixtures.text("osb-rm.xml")
                .replace(
                        "<tns:PartyId tns:type=\"urn:osb:oin\">00000099000000000001",
                        "<tns:PartyId>00000099000000000001");
        registry.put(CpaUpload.standard(CpaFixtures.CLOCK)
                .check(untyped.getBytes(StandardCharsets.UTF_8))
                .cpa());
        Inbound ping = Inbound.ping().withCpaId(CpaFixtures.CPA_ID);

        assertThat(checks.check(
                                ping.withFrom(new PartyId(null, A.value()), null)
                                        .assessment(),
                                NOW)
                        .errors())
                .isEmpty();
        assertErrors(
                checks.check(ping.withFrom(A, null).assessment(), NOW),
                EbmsErrorCode.VALUE_NOT_RECOGNIZED,
                ErrorLocation.FROM_PARTY_ID_TYPE);
    }

    @Test
    void fromAndToTheSamePartyIsInconsistent() {
        registry.put(TestCpaModel.accepted(TestCpas.builder()));

        Assessment result = checks.check(Inbound.business().withTo(A, null).assessment(), NOW);

        assertErrors(result, EbmsErrorCode.INCONSISTENT, ErrorLocation.TO_PARTY_ID);
        assertThat(result.agreement().senderChannel()).isNull();
        assertThat(result.agreement().replyChannel().channelId()).isEqualTo("a_channel");
    }

    @Test
    void skipsASideWithoutParty() {
        registry.put(TestCpaModel.accepted(TestCpas.builder()));

        Assessment result = checks.check(Inbound.business().withTo(null, null).assessment(), NOW);

        assertThat(result.errors()).isEmpty();
        assertThat(result.agreement().senderChannel()).isNull();
        assertThat(result.agreement().replyChannel()).isNotNull();
    }

    @Test
    void anMshMessageWithRolesThePartiesDoNotHoldIsNotRecognized() {
        registry.put(TestCpaModel.accepted(TestCpas.builder()));

        Assessment result = checks.check(
                Inbound.ping().withFrom(A, "Aanbieder").withTo(B, "Beheerder").assessment(), NOW);

        assertThat(result.errors())
                .extracting(EbmsError::code, EbmsError::location)
                .containsExactly(
                        tuple(EbmsErrorCode.VALUE_NOT_RECOGNIZED, ErrorLocation.FROM_ROLE),
                        tuple(EbmsErrorCode.VALUE_NOT_RECOGNIZED, ErrorLocation.TO_ROLE));
    }

    @Test
    void anMshMessageWithTheRolesThePartiesHoldIsAccepted() {
        registry.put(TestCpaModel.accepted(TestCpas.builder()));

        assertThat(checks.check(
                                Inbound.ping()
                                        .withFrom(A, "Afnemer")
                                        .withTo(B, "Aanbieder")
                                        .assessment(),
                                NOW)
                        .errors())
                .isEmpty();
    }

    @Test
    void aServiceTheSenderDoesNotBindIsNotRecognized() {
        registry.put(TestCpaModel.accepted(TestCpas.builder()));
        Service other = new Service("urn:osb:services", "proefregister:Mutatie:1:0");

        Assessment result = checks.check(
                Inbound.business().withService(other, TestCpas.A_SENDS).assessment(), NOW);

        assertThat(result.errors())
                .extracting(EbmsError::location)
                .containsExactly(ErrorLocation.SERVICE, ErrorLocation.ACTION);
        assertThat(result.agreement().senderChannel()).isNull();
    }

    @Test
    void aServiceWithAnotherTypeIsAnotherService() {
        registry.put(TestCpaModel.accepted(TestCpas.builder()));
        Service untyped = new Service(null, TestCpaModel.SERVICE.value());

        Assessment result = checks.check(
                Inbound.business().withService(untyped, TestCpas.A_SENDS).assessment(), NOW);

        assertThat(result.errors()).extracting(EbmsError::location).startsWith(ErrorLocation.SERVICE);
    }

    @Test
    void anActionTheSenderMayNotSendIsNotRecognized() {
        registry.put(TestCpaModel.accepted(TestCpas.builder()));

        Assessment result = checks.check(
                Inbound.business()
                        .withService(TestCpaModel.SERVICE, TestCpas.B_SENDS)
                        .assessment(),
                NOW);

        assertThat(result.errors())
                .extracting(EbmsError::code, EbmsError::location, EbmsError::severity)
                .containsExactly(
                        tuple(EbmsErrorCode.VALUE_NOT_RECOGNIZED, ErrorLocation.ACTION, Severity.ERROR),
                        tuple(EbmsErrorCode.VALUE_NOT_RECOGNIZED, ErrorLocation.ACTION, Severity.ERROR));
        assertThat(result.errors().get(0).description()).contains("may not send", TestCpas.B_SENDS);
        assertThat(result.errors().get(1).description()).contains("may not receive", TestCpas.B_SENDS);
    }

    @Test
    void anActionTheReceiverMayNotReceiveIsNotRecognized() {
        // The upload check refuses such a CPA; the runtime check must not rely on that.
        registry.put(new CpaParser()
                .parse(CpaFixtures.bytes("invalid/can-send-without-can-receive.xml"))
                .cpa());
        Inbound message = Inbound.business()
                .withCpaId(CpaFixtures.CPA_ID)
                .withService(new Service("urn:osb:services", "proefregister:Bevraging:1:0"), "bevragen");

        Assessment result = checks.check(message.assessment(), CpaFixtures.NOW);

        assertErrors(result, EbmsErrorCode.VALUE_NOT_RECOGNIZED, ErrorLocation.ACTION);
        assertThat(result.errors().get(0).description())
                .contains("Dienst Proefregister", "may not receive", "bevragen");
        assertThat(result.agreement().senderChannel().channelId()).isEqualTo("proefdorp_channel");
    }

    @Test
    void aRoleThatDoesNotHoldTheBindingIsNotRecognized() {
        registry.put(TestCpaModel.accepted(TestCpas.builder()));

        Assessment result = checks.check(
                Inbound.business().withFrom(A, "Aanbieder").withTo(B, "Afnemer").assessment(), NOW);

        assertThat(result.errors())
                .extracting(EbmsError::location)
                .containsExactly(ErrorLocation.FROM_ROLE, ErrorLocation.TO_ROLE);
        assertThat(result.agreement().senderChannel()).isNotNull();
    }

    @Test
    void aSyncReplyOnAnAsynchronousChannelIsInconsistent() {
        registry.put(TestCpaModel.accepted(TestCpas.builder()));

        Assessment result = checks.check(Inbound.business().withSyncReply().assessment(), NOW);

        assertErrors(result, EbmsErrorCode.INCONSISTENT, ErrorLocation.SYNC_REPLY);
    }

    @Test
    void aMissingSyncReplyOnAnMshSignalsOnlyChannelIsInconsistent() {
        registry.put(
                TestCpaModel.accepted(TestCpas.builder().syncReplyMode(SyncReplyMode.MSH_SIGNALS_ONLY.wireValue())));

        assertErrors(
                checks.check(Inbound.ping().assessment(), NOW), EbmsErrorCode.INCONSISTENT, ErrorLocation.SYNC_REPLY);
        assertThat(checks.check(Inbound.ping().withSyncReply().assessment(), NOW)
                        .errors())
                .isEmpty();
        assertThat(checks.check(Inbound.business().withSyncReply().assessment(), NOW)
                        .errors())
                .isEmpty();
    }

    @Test
    void aFoundCpaYieldsAnAgreementWithReplyChannelWhateverElseFails() {
        registry.put(TestCpaModel.accepted(TestCpas.builder().status(CpaStatus.SIGNED.wireValue())));

        Assessment result = checks.check(
                Inbound.business()
                        .withTo(PartyId.oin("00000099000000000009"), "X")
                        .withService(TestCpaModel.SERVICE, "onbekend")
                        .withSyncReply()
                        .assessment(),
                NOW);

        assertThat(result.accepted()).isFalse();
        assertThat(result.errors())
                .extracting(EbmsError::location)
                .containsExactly(ErrorLocation.CPA_ID, ErrorLocation.TO_PARTY_ID);
        assertThat(result.agreement().cpaId()).isEqualTo(TestCpas.CPA_ID);
        assertThat(result.agreement().replyChannel().endpoint()).isEqualTo(TestCpas.PARTY_A.endpoint());
    }

    @Test
    void reportsTheProfileOfTheCpa() {
        registry.put(TestCpaModel.accepted(TestCpas.builder().profile(DigikoppelingProfile.OSB_BE.cpaName())));

        assertThat(checks.check(Inbound.business().assessment(), NOW)
                        .agreement()
                        .profile())
                .isEqualTo(DigikoppelingProfile.OSB_BE);
    }

    private static void assertErrors(Assessment result, EbmsErrorCode code, String location) {
        assertThat(result.errors()).singleElement().satisfies(error -> {
            assertThat(error.code()).isEqualTo(code);
            assertThat(error.location()).isEqualTo(location);
            assertThat(error.isError()).isTrue();
        });
    }
}
