package nl.opendk.ebms.perf.resource;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class GcLogTest {

    @Test
    void readsPausesAndSkipsConcurrentPhases() {
        List<GcPause> pauses = GcLog.parse(List.of(
                "[1795314054833ms] Using G1",
                "[1795314055000ms] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 51M->12M(1024M) 3.456ms",
                "[1795314056000ms] GC(1) Pause Young (Concurrent Start) (G1 Humongous Allocation) 60M->58M(1024M) 2.1ms",
                "[1795314056100ms] GC(1) Concurrent Mark Cycle 45.210ms",
                "[1795314056200ms] GC(1) Pause Remark 80M->79M(1024M) 1.100ms",
                "[1795314057000ms] GC(2) Pause Full (System.gc()) 2G->512K(2G) 150.0ms"));

        assertThat(pauses).hasSize(4);
        GcPause young = pauses.get(0);
        assertThat(young.at()).isEqualTo(1795314055000L);
        assertThat(young.kind()).isEqualTo("Pause Young (Normal) (G1 Evacuation Pause)");
        assertThat(young.heapBeforeMb()).isEqualTo(51.0);
        assertThat(young.heapAfterMb()).isEqualTo(12.0);
        assertThat(young.heapCommittedMb()).isEqualTo(1024.0);
        assertThat(young.millis()).isEqualTo(3.456);
        assertThat(pauses.get(2).kind()).isEqualTo("Pause Remark");
        GcPause full = pauses.get(3);
        assertThat(full.heapBeforeMb()).isEqualTo(2048.0);
        assertThat(full.heapAfterMb()).isEqualTo(0.5);
    }

    @Test
    void theOptionWritesEpochMilliseconds() {
        assertThat(GcLog.option(java.nio.file.Path.of("/w/gc.log"))).isEqualTo("-Xlog:gc:file=/w/gc.log:timemillis");
    }
}
