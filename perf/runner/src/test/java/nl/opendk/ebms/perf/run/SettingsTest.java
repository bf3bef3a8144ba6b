package nl.opendk.ebms.perf.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class SettingsTest {

    private static final Path CHECKOUT = Path.of("/work/checkout");

    @Test
    void reportsStayUnderPerfTargetUnlessPublished() {
        assertThat(Settings.results(Arguments.parse("smoke"), CHECKOUT))
                .isEqualTo(CHECKOUT.resolve("perf/target/results"));
        assertThat(Settings.results(Arguments.parse("peak", "--publish"), CHECKOUT))
                .isEqualTo(CHECKOUT.resolve("perf/results"));
        assertThat(Settings.results(Arguments.parse("smoke", "--results", "perf/target/smoke-results"), CHECKOUT))
                .isEqualTo(Path.of("perf/target/smoke-results"));
    }

    @Test
    void publishingIntoAnotherFolderIsRefused() {
        assertThatThrownBy(() -> Settings.results(Arguments.parse("peak", "--publish", "--results", "x"), CHECKOUT))
                .hasMessageContaining("--publish");
    }
}
