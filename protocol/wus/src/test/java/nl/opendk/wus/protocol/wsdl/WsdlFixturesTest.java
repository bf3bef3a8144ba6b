package nl.opendk.wus.protocol.wsdl;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import nl.opendk.wus.protocol.Fixture;
import nl.opendk.wus.protocol.xml.XmlLimits;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Walks wus/wsdl/defects and wus/wsdl/valid: each defect breaks the rule its line states. */
class WsdlFixturesTest {

    private final WsdlCheck check = new WsdlCheck(XmlLimits.defaults());

    static List<Fixture> defects() {
        return Fixture.all("wus/wsdl/defects", "wsdl");
    }

    static List<Fixture> valid() {
        return Fixture.all("wus/wsdl/valid", "wsdl");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("defects")
    void refusesEachDefectForItsRule(Fixture fixture) {
        WsdlReport report = check.check(fixture.bytes());

        assertThat(report.valid()).isFalse();
        assertThat(report.findings())
                .filteredOn(WsdlFinding::isError)
                .extracting(finding -> finding.rule().id())
                .contains(fixture.expected());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("valid")
    void acceptsValidWsdls(Fixture fixture) {
        WsdlReport report = check.check(fixture.bytes());

        assertThat(report.findings()).filteredOn(WsdlFinding::isError).isEmpty();
        assertThat(report.valid()).isTrue();
        assertThat(report.summary()).isPresent();
    }
}
