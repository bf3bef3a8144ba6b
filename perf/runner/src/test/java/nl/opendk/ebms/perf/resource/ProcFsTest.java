package nl.opendk.ebms.perf.resource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProcFsTest {

    @Test
    void cpuTicksAreUtimePlusStimeEvenWhenTheCommandNameHoldsSpacesAndParentheses() {
        String stat = "4242 (java (main) x) S 1 4242 4242 0 -1 4194560 81034 0 12 0 1534 277 0 0 20 0 65 0 3351 "
                + "3905069056 74621 18446744073709551615";

        assertThat(ProcFs.cpuTicks(stat)).isEqualTo(1534 + 277);
        assertThat(ProcFs.systemTicks(stat)).isEqualTo(277);
    }

    @Test
    void rssComesFromVmRss() {
        String status = "Name:\tjava\nVmPeak:\t 9000000 kB\nVmRSS:\t  298484 kB\nRssAnon:\t 200000 kB\n";

        assertThat(ProcFs.rssKb(status)).isEqualTo(298484);
    }

    @Test
    void idleAndIowaitAreNotBusy() {
        String stat = "cpu  100 10 50 800 40 5 5 0 0 0\ncpu0 50 5 25 400 20 2 3 0 0 0\n";

        MachineTicks ticks = ProcFs.machineTicks(stat);

        assertThat(ticks.total()).isEqualTo(1010);
        assertThat(ticks.busy()).isEqualTo(170);
        assertThat(new MachineTicks(340, 2020).busyPercentSince(ticks)).isCloseTo(100.0 * 170 / 1010, within(1e-9));
    }

    @Test
    void threadsAddUpByKindWithTheirNumbersFolded(@TempDir Path proc) throws IOException {
        task(proc, 11, "vert.x-worker-t", 300, 20);
        task(proc, 12, "vert.x-worker-t", 100, 80);
        task(proc, 13, "vert.x-eventloo", 50, 50);
        task(proc, 14, "Camel (camel-1)", 7, 3);

        Map<String, ThreadCpu> byKind = new ProcFs(proc, 100).threadCpu(42);

        assertThat(byKind)
                .containsExactlyInAnyOrderEntriesOf(Map.of(
                        "vert.x-worker-t", new ThreadCpu(5000, 1000),
                        "vert.x-eventloo", new ThreadCpu(1000, 500),
                        "Camel (camel-#)", new ThreadCpu(100, 30)));
        assertThat(new ProcFs(proc, 100).threadCpu(43))
                .as("a process that is gone")
                .isEmpty();
    }

    private static void task(Path proc, int tid, String name, long utime, long stime) throws IOException {
        Path task = Files.createDirectories(proc.resolve("42/task/" + tid));
        Files.writeString(
                task.resolve("stat"),
                tid + " (" + name + ") S 1 42 42 0 -1 4194560 81034 0 12 0 " + utime + " " + stime + " 0 0 20 0 65 0");
    }
}
