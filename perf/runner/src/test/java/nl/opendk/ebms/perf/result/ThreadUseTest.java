package nl.opendk.ebms.perf.result;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ThreadUseTest {

    @Test
    void whatEachKindUsedBetweenTheReadingsMostFirstPerMessage() {
        Map<String, Long> before = Map.of("vert.x-worker-t", 1_000L, "vert.x-eventloo", 500L, "idle-#", 40L);
        Map<String, Long> after =
                Map.of("vert.x-worker-t", 7_000L, "vert.x-eventloo", 4_500L, "idle-#", 40L, "new-#", 2_000L);

        List<ThreadUse> uses = ThreadUse.between(before, after, 20_000);

        assertThat(uses).extracting(ThreadUse::kind).containsExactly("vert.x-worker-t", "vert.x-eventloo", "new-#");
        assertThat(uses.get(0).cpuMillis()).isEqualTo(6_000);
        assertThat(uses.get(0).share()).isCloseTo(50.0, within(1e-9));
        assertThat(uses.get(0).millisPerMessage()).isCloseTo(0.3, within(1e-9));
        assertThat(uses.get(2).millisPerMessage())
                .as("a kind that started during the step counts from zero")
                .isCloseTo(0.1, within(1e-9));
    }

    @Test
    void noReadingsNoRows() {
        assertThat(ThreadUse.between(Map.of(), Map.of(), 10)).isEmpty();
    }
}
