package nl.opendk.ebms.perf.result;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.perf.resource.MachineTicks;
import nl.opendk.ebms.perf.resource.ResourceSample;
import nl.opendk.ebms.perf.resource.ResourceSample.ProcessReading;
import org.junit.jupiter.api.Test;

class ResourceAnalysisTest {

    @Test
    void cpuPerMessageOverTheStepAndOverTheHold() {
        List<ResourceSample> series = List.of(
                at(0, 1_000, -1, 0),
                at(1_000, 1_500, 100, 100),
                at(11_000, 9_500, 4_100, 1100),
                at(21_000, 17_500, 8_100, 2100),
                at(22_000, 17_700, -1, 2180));
        ResourceAnalysis.Windows windows = new ResourceAnalysis.Windows(1_000, 21_000, 11_000, 21_000, 4_000, 2_000);

        List<CpuUse> uses = ResourceAnalysis.cpu(List.of("adapter", "jmeter"), series, windows);

        CpuUse adapter = uses.get(0);
        assertThat(adapter.cpuMillis()).isEqualTo(16_700);
        assertThat(adapter.millisPerMessage()).isCloseTo(16_700 / 4_000.0, within(1e-9));
        assertThat(adapter.holdMillisPerMessage()).isCloseTo(8_000 / 2_000.0, within(1e-9));
        assertThat(adapter.percentOfOneCore()).isCloseTo(80.0, within(1e-9));
        CpuUse jmeter = uses.get(1);
        assertThat(jmeter.cpuMillis()).isEqualTo(8_000);
        assertThat(jmeter.percentOfOneCore()).isCloseTo(40.0, within(1e-9));
    }

    @Test
    void machineBusyIsTheShareOfAllCpus() {
        List<ResourceSample> series = List.of(at(0, 0, -1, 0), at(10_000, 0, -1, 1000));

        assertThat(ResourceAnalysis.machineBusy(series, series.get(0), series.get(1), 0, 10_000))
                .isCloseTo(50.0, within(1e-9));
    }

    /** A reading: adapter CPU so far, JMeter's (-1: not running), and 2000 machine ticks per 10 s of which busy. */
    private static ResourceSample at(long at, long adapterCpu, long jmeterCpu, long busyTicks) {
        Map<String, ProcessReading> processes = new HashMap<>();
        processes.put("adapter", new ProcessReading(adapterCpu, 1024));
        if (jmeterCpu >= 0) {
            processes.put("jmeter", new ProcessReading(jmeterCpu, 2048));
        }
        return new ResourceSample(at, processes, new MachineTicks(busyTicks, at / 5));
    }
}
