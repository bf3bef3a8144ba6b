package nl.opendk.wus.protocol.envelope;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import nl.opendk.wus.protocol.Fixture;
import nl.opendk.wus.protocol.fault.WusFault;
import nl.opendk.wus.protocol.profile.WusProfile;
import nl.opendk.wus.protocol.xml.XmlLimits;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Walks wus/requests/defects and wus/requests/valid: each defect gets exactly the fault its line states. */
class RequestFixturesTest {

    private final EnvelopeCheck check = new EnvelopeCheck(XmlLimits.defaults());

    static List<Fixture> defects() {
        return Fixture.all("wus/requests/defects", "xml");
    }

    static List<Fixture> valid() {
        return Fixture.all("wus/requests/valid", "xml");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("defects")
    void answersEachDefectWithItsFault(Fixture fixture) {
        EnvelopeResult result = check(fixture);

        assertThat(result.accepted()).isFalse();
        assertThat(result.fault()).get().extracting(f -> f.fault()).isEqualTo(fault(fixture.expected()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("valid")
    void acceptsValidRequests(Fixture fixture) {
        EnvelopeResult result = check(fixture);

        assertThat(result.findings()).isEmpty();
        assertThat(result.document()).isNotNull();
        assertThat(result.addressing().action())
                .isEqualTo("http://example.overheid.nl/brp/v1/IBevraging_v1/ZoekPersoon");
    }

    private EnvelopeResult check(Fixture fixture) {
        String soapAction = fixture.settings().getOrDefault("soapaction", "\"\"");
        return check.check(
                fixture.bytes(),
                fixture.settings().getOrDefault("content-type", "text/xml; charset=UTF-8"),
                soapAction.equals("absent") ? null : soapAction,
                WusProfile.parse(fixture.settings().getOrDefault("profile", "2W-be"))
                        .orElseThrow());
    }

    /** A Digikoppeling code or a constant name. */
    private static WusFault fault(String expected) {
        return Arrays.stream(WusFault.values())
                .filter(f -> f.name().equals(expected)
                        || f.code().filter(expected::equals).isPresent())
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no fault " + expected));
    }
}
