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

    @Test
    void aDeployedTargetNeedsTheApiLogin() {
        assertThatThrownBy(() -> Settings.from(Arguments.parse("smoke", "--target", "http://127.0.0.1:18080"), CHECKOUT)
                        .target())
                .hasMessageContaining("--api-user");

        Settings settings = Settings.from(
                Arguments.parse(
                        "smoke",
                        "--target",
                        "http://127.0.0.1:18080",
                        "--api-user",
                        "perf",
                        "--api-password",
                        "secret",
                        "--sink-host",
                        "runner.test"),
                CHECKOUT);
        assertThat(settings.target()).contains(java.net.URI.create("http://127.0.0.1:18080"));
        assertThat(settings.sinkHost()).isEqualTo("runner.test");
    }
}
