package nl.opendk.ebms.protocol.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.time.Instant;
import java.util.List;
import java.util.Set;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.error.SoapFault;
import nl.opendk.ebms.protocol.error.SoapFaultException;
import nl.opendk.ebms.testkit.message.DefectExpectation;
import nl.opendk.ebms.testkit.message.HttpFixture;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Walks the defect fixtures through decoding and the header checks. Defects that only the CPA reveals must pass
 * these checks cleanly (the end-to-end test in the app sees them rejected with the CPA loaded).
 */
class DefectFixturesTest {

    private static final Set<String> VISIBLE_ONLY_WITH_CPA = Set.of(
            "unknown-cpa",
            "expired-cpa",
            "cpa-not-agreed",
            "unknown-from-party",
            "wrong-partyid-type",
            "unknown-to-party",
            "same-from-and-to",
            "service-not-in-cpa",
            "action-not-allowed",
            "wrong-role",
            "sync-reply-on-async-cpa");

    private final RequestDecoder decoder = new RequestDecoder(DecodingLimits.defaults());
    private final HeaderChecks checks = new HeaderChecks();

    static List<DefectExpectation> expectations() {
        return DefectExpectation.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("expectations")
    void findsTheDefectWithItsExactCodeAndLocation(DefectExpectation expected) {
        HttpFixture fixture = expected.fixture();
        if (expected.answer() == DefectExpectation.Answer.FAULT) {
            SoapFault fault = catchThrowableOfType(SoapFaultException.class, () -> decode(fixture))
                    .fault();
            assertThat(fault.faultCode().localName()).isEqualTo(expected.faultCode());
            if (expected.errorCode() == null) {
                assertThat(fault.detail()).isNull();
            } else {
                assertThat(fault.detail().code().wireValue()).isEqualTo(expected.errorCode());
                assertThat(fault.detail().location()).isEqualTo(expected.location());
            }
            return;
        }
        Assessment assessment = checks.check(decode(fixture));
        if (VISIBLE_ONLY_WITH_CPA.contains(expected.defect())) {
            assertThat(assessment.errors()).isEmpty();
        } else {
            assertThat(assessment.errors()).anySatisfy(error -> {
                assertThat(error.code().wireValue()).isEqualTo(expected.errorCode());
                assertThat(error.location()).isEqualTo(expected.location());
                assertThat(error.isError()).isTrue();
            });
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ping", "business-message", "business-two-payloads"})
    void validMessagesPassTheHeaderChecks(String name) {
        Assessment assessment = checks.check(decode(HttpFixture.load("messages/valid/" + name + ".http")));
        assertThat(assessment.errors()).isEmpty();
        assertThat(assessment.accepted()).isTrue();
    }

    private nl.opendk.ebms.protocol.message.ReceivedMessage decode(HttpFixture fixture) {
        return decoder.decode(
                fixture.contentType(), fixture.soapAction(), fixture.body(), Instant.parse("2026-06-01T00:00:00Z"));
    }
}
