package nl.opendk.wus.protocol.wsdl;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import javax.xml.namespace.QName;
import nl.opendk.wus.protocol.xml.XmlLimits;
import org.junit.jupiter.api.Test;

class WsdlCheckTest {

    private static final String TNS = "http://example.overheid.nl/brp/v1";

    private final WsdlCheck check = new WsdlCheck(XmlLimits.defaults());

    @Test
    void summarisesTheServiceWithExplicitAndDefaultActions() throws IOException {
        WsdlReport report = check.check(fixture("valid/valid-two-operations"));

        WsdlSummary summary = report.summary().orElseThrow();
        assertThat(summary.targetNamespace()).isEqualTo(TNS);
        assertThat(summary.portType()).isEqualTo("IBevraging_v1");
        assertThat(summary.services()).containsExactly("BevragingService_v1");
        assertThat(summary.operations())
                .containsExactly(
                        new WsdlOperation(
                                "ZoekPersoon",
                                TNS + "/IBevraging_v1/ZoekPersoon",
                                TNS + "/IBevraging_v1/ZoekPersoonResponse",
                                new QName(TNS, "ZoekPersoon")),
                        new WsdlOperation(
                                "Status",
                                TNS + "/IBevraging_v1/StatusRequest",
                                TNS + "/IBevraging_v1/StatusResponse",
                                new QName(TNS, "Status")));
    }

    @Test
    void saysWhenItAppliedTheDefaultActionPattern() throws IOException {
        WsdlReport report = check.check(fixture("valid/valid-two-operations"));

        assertThat(report.findings())
                .allSatisfy(finding -> {
                    assertThat(finding.severity()).isEqualTo(WsdlFinding.Severity.INFO);
                    assertThat(finding.rule()).isEqualTo(WsdlRule.WS008);
                })
                .extracting(WsdlFinding::location)
                .containsExactly(
                        "/definitions[@name='Bevraging_v1']/portType[@name='IBevraging_v1']/operation[@name='Status']/input",
                        "/definitions[@name='Bevraging_v1']/portType[@name='IBevraging_v1']/operation[@name='Status']/output");
    }

    @Test
    void twoPortTypesGiveNoSummary() throws IOException {
        WsdlReport report = check.check(fixture("defects/two-port-types"));

        assertThat(report.summary()).isEmpty();
    }

    @Test
    void aOneWayOperationIsLeftOutOfTheSummary() throws IOException {
        WsdlReport report = check.check(fixture("defects/one-way-operation"));

        assertThat(report.summary().orElseThrow().operations())
                .extracting(WsdlOperation::name)
                .containsExactly("ZoekPersoon");
    }

    @Test
    void anUnreadableFileIsOneFinding() {
        WsdlReport report = check.check("<wsdl:definitions".getBytes(java.nio.charset.StandardCharsets.UTF_8));

        assertThat(report.findings()).extracting(f -> f.rule()).containsExactly(WsdlRule.WSDL_11);
        assertThat(report.summary()).isEmpty();
    }

    private static byte[] fixture(String name) throws IOException {
        try (InputStream in = WsdlCheckTest.class.getClassLoader().getResourceAsStream("wus/wsdl/" + name + ".wsdl")) {
            return in.readAllBytes();
        }
    }
}
