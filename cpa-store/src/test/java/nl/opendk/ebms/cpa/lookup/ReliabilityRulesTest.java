package nl.opendk.ebms.cpa.lookup;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.cpa.testing.TestCpaModel;
import nl.opendk.ebms.protocol.agreement.DigikoppelingProfile;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.message.AckRequested;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import org.junit.jupiter.api.Test;

/** AckRequested, DuplicateElimination and signed Acks must match what the sender's channel agreed. */
class ReliabilityRulesTest {

    private static final Instant NOW = Instant.parse("2026-01-15T12:00:00Z");

    private final CpaRegistry registry = new CpaRegistry();
    private final AgreementChecks checks = new AgreementChecks(registry);

    @Test
    void aReliableMessageOnAReliableChannelPasses() {
        registry.put(TestCpaModel.accepted(TestCpas.builder().profile(DigikoppelingProfile.OSB_RM.cpaName())));
        assertThat(errors(Inbound.business())).isEmpty();
    }

    @Test
    void aReliableChannelNeedsAckRequestedAndDuplicateElimination() {
        registry.put(TestCpaModel.accepted(TestCpas.builder().profile(DigikoppelingProfile.OSB_RM.cpaName())));
        assertThat(errors(Inbound.business().withAckRequested(null)))
                .singleElement()
                .satisfies(error -> assertInconsistentAt(error, ErrorLocation.ACK_REQUESTED));
        assertThat(errors(Inbound.business().withDuplicateElimination(false)))
                .singleElement()
                .satisfies(error -> assertInconsistentAt(error, ErrorLocation.DUPLICATE_ELIMINATION));
    }

    @Test
    void aBestEffortChannelRefusesAckRequestedAndDuplicateElimination() {
        registry.put(TestCpaModel.accepted(TestCpas.builder().profile(DigikoppelingProfile.OSB_BE.cpaName())));
        assertThat(errors(Inbound.business().bestEffort())).isEmpty();
        assertThat(errors(Inbound.business()))
                .extracting(EbmsError::location)
                .containsExactlyInAnyOrder(ErrorLocation.ACK_REQUESTED, ErrorLocation.DUPLICATE_ELIMINATION);
    }

    @Test
    void aSignedAcknowledgmentMustBeAgreed() {
        registry.put(TestCpaModel.accepted(TestCpas.builder().profile(DigikoppelingProfile.OSB_RM.cpaName())));
        AckRequested signed = new AckRequested("2.0", "1", AckRequested.TO_PARTY_MSH, true);
        assertThat(errors(Inbound.business().withAckRequested(signed)))
                .singleElement()
                .satisfies(error -> assertInconsistentAt(error, ErrorLocation.ACK_REQUESTED));
    }

    @Test
    void mshMessagesAreNotHeldToTheBusinessChannel() {
        registry.put(TestCpaModel.accepted(TestCpas.builder().profile(DigikoppelingProfile.OSB_RM.cpaName())));
        assertThat(errors(Inbound.ping())).isEmpty();
    }

    private List<EbmsError> errors(Inbound inbound) {
        return checks.check(inbound.assessment(), NOW).errors();
    }

    private static void assertInconsistentAt(EbmsError error, String location) {
        assertThat(error.code().wireValue()).isEqualTo("Inconsistent");
        assertThat(error.location()).isEqualTo(location);
    }
}
