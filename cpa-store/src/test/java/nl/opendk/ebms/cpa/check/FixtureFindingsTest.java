package nl.opendk.ebms.cpa.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import nl.opendk.ebms.cpa.testing.CpaFixtures;
import nl.opendk.ebms.protocol.error.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Walks the fixture folders: valid CPAs have no finding at all, each CPA under {@code invalid/} has exactly the
 * errors named in its {@code expected-errors.properties}, each under {@code warnings/} only the warnings named.
 */
class FixtureFindingsTest {

    private static final Properties EXPECTED_ERRORS = CpaFixtures.properties("invalid/expected-errors.properties");
    private static final Properties EXPECTED_WARNINGS = CpaFixtures.properties("warnings/expected-warnings.properties");

    private final CpaUpload upload = CpaUpload.standard(CpaFixtures.CLOCK);

    static List<String> validFixtures() {
        return CpaFixtures.xmlFiles("");
    }

    static List<String> invalidFixtures() {
        return CpaFixtures.xmlFiles("invalid");
    }

    static List<String> warningFixtures() {
        return CpaFixtures.xmlFiles("warnings");
    }

    @ParameterizedTest
    @MethodSource("validFixtures")
    void validFixtureHasNoFindings(String name) {
        CpaCheckResult result = upload.check(CpaFixtures.bytes(name));

        assertThat(result.findings()).isEmpty();
        assertThat(result.acceptable()).isTrue();
        assertThat(result.cpa()).isNotNull();
        assertThat(result.cpa().cpaId()).isEqualTo(CpaFixtures.CPA_ID);
    }

    @ParameterizedTest
    @MethodSource("invalidFixtures")
    void invalidFixtureHasExactlyTheExpectedErrors(String name) {
        String expected = EXPECTED_ERRORS.getProperty(name);
        assertThat(expected)
                .as("expectation for invalid/%s in expected-errors.properties", name)
                .isNotNull();

        CpaCheckResult result = upload.check(CpaFixtures.bytes("invalid/" + name));

        List<String> expectedPaths =
                Arrays.stream(expected.split("\\|")).map(String::strip).sorted().toList();
        List<String> errorPaths =
                result.errors().stream().map(CpaFinding::path).sorted().toList();
        assertThat(errorPaths)
                .as("one error per expected path; found %s", result.findings())
                .isEqualTo(expectedPaths);
        assertThat(result.errors())
                .allSatisfy(error -> assertThat(error.message()).isNotBlank());
        assertThat(result.acceptable()).isFalse();
        assertThat(result.cpa()).isNull();
    }

    @ParameterizedTest
    @MethodSource("warningFixtures")
    void warningFixtureHasOnlyTheExpectedWarnings(String name) {
        String expectedPath = EXPECTED_WARNINGS.getProperty(name);
        assertThat(expectedPath)
                .as("expectation for warnings/%s in expected-warnings.properties", name)
                .isNotNull();

        CpaCheckResult result = upload.check(CpaFixtures.bytes("warnings/" + name));

        assertThat(result.acceptable()).as("%s", result.findings()).isTrue();
        assertThat(result.cpa()).isNotNull();
        assertThat(result.findings()).isNotEmpty().allSatisfy(finding -> {
            assertThat(finding.severity()).isEqualTo(Severity.WARNING);
            assertThat(finding.path()).isEqualTo(expectedPath);
        });
    }

    @Test
    void everyExpectationHasItsFixture() {
        assertThat(EXPECTED_ERRORS.stringPropertyNames()).containsExactlyInAnyOrderElementsOf(invalidFixtures());
        assertThat(EXPECTED_WARNINGS.stringPropertyNames()).containsExactlyInAnyOrderElementsOf(warningFixtures());
    }
}
