package nl.opendk.ebms.perf.result;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import nl.opendk.ebms.perf.resource.ThreadCpu;
import org.junit.jupiter.api.Test;

class ThreadUseTest {

    @Test
    void whatEachKindUsedBetweenTheReadingsMostFirstPerMessage() {
        Map<String, ThreadCpu> before = Map.of(
                "vert.x-worker-t", new ThreadCpu(1_000, 100),
                "vert.x-eventloo", new ThreadCpu(500, 200),
                "idle-#", new ThreadCpu(40, 10));
        Map<String, ThreadCpu> after = Map.of(
                "vert.x-worker-t", new ThreadCpu(7_000, 1_600),
                "vert.x-eventloo", new ThreadCpu(4_500, 2_200),
                "idle-#", new ThreadCpu(40, 10),
                "new-#", new ThreadCpu(2_000, 0));

        List<ThreadUse> uses = ThreadUse.between(before, after, 20_000);

        assertThat(uses).extracting(ThreadUse::kind).containsExactly("vert.x-worker-t", "vert.x-eventloo", "new-#");
        assertThat(uses.get(0).cpuMillis()).isEqualTo(6_000);
        assertThat(uses.get(0).share()).isCloseTo(50.0, within(1e-9));
        assertThat(uses.get(0).systemShare())
                .as("1,500 of its 6,000 ms in the kernel")
                .isCloseTo(25.0, within(1e-9));
        assertThat(uses.get(1).systemShare()).isCloseTo(50.0, within(1e-9));
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
