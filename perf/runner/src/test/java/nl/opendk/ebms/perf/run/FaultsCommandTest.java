package nl.opendk.ebms.perf.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Map;
import nl.opendk.ebms.perf.faults.FaultOptions;
import org.junit.jupiter.api.Test;

class FaultsCommandTest {

    @Test
    void theDefaultsAreThreeNodesAt300PerSecondWithEveryScenario() {
        FaultOptions options = FaultsCommand.options(Arguments.parse("faults"), Map.of());

        assertThat(options.nodes()).isEqualTo(3);
        assertThat(options.rate()).isEqualTo(300.0);
        assertThat(options.scenarios()).containsExactly("kill", "database", "poison", "fuzz");
        assertThat(options.fuzzCount()).isEqualTo(100_000);
        assertThat(options.outage()).isEqualTo(Duration.ofSeconds(15));
        assertThat(options.lease()).isEqualTo(Duration.ofMinutes(2));
        assertThat(options.sendConcurrency()).isEqualTo(32);
    }

    @Test
    void theLeaseAndSendConcurrencyFollowTheAdapterProperties() {
        FaultOptions options = FaultsCommand.options(
                Arguments.parse(
                        "faults", "--nodes", "2", "--rate", "100", "--scenarios", "kill,fuzz", "--fuzz-count", "3000"),
                Map.of("outbox.lease", "PT30S", "outbox.send.concurrency", "8"));

        assertThat(options.nodes()).isEqualTo(2);
        assertThat(options.scenarios()).containsExactly("kill", "fuzz");
        assertThat(options.fuzzCount()).isEqualTo(3000);
        assertThat(options.lease()).isEqualTo(Duration.ofSeconds(30));
        assertThat(options.sendConcurrency()).isEqualTo(8);
    }

    @Test
    void refusesAnUnknownScenarioAndASingleNode() {
        assertThatThrownBy(
                        () -> FaultsCommand.options(Arguments.parse("faults", "--scenarios", "kill,flood"), Map.of()))
                .hasMessageContaining("--scenarios");
        assertThatThrownBy(() -> FaultsCommand.options(Arguments.parse("faults", "--nodes", "1"), Map.of()))
                .hasMessageContaining("--nodes");
    }
}
