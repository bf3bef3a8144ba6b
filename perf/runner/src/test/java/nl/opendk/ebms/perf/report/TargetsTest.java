package nl.opendk.ebms.perf.report;

import static nl.opendk.ebms.perf.testing.StepResults.step;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class TargetsTest {

    /** An adapter the runner did not start (--target): no CPU or memory readings of it. */
    @Test
    void whatWasNotMeasuredIsSaidSoAndNotCountedAsUnmet() {
        List<List<String>> rows = Targets.of(step().p99(20).build());

        assertThat(rows)
                .filteredOn(row ->
                        row.get(0).startsWith("adapter CPU") || row.get(0).startsWith("heap and RSS"))
                .hasSize(2)
                .allSatisfy(row -> assertThat(row.get(2)).isEqualTo(Targets.NOT_MEASURED));
        assertThat(Targets.unmet(rows)).noneMatch(target -> target.startsWith("adapter CPU"));
        assertThat(Targets.unmet(rows)).noneMatch(target -> target.startsWith("heap and RSS"));
    }

    @Test
    void aTargetThatWasMeasuredAndMissedIsUnmet() {
        assertThat(Targets.unmet(Targets.of(step().p99(500).build()))).contains("response time p99 < 100 ms");
    }
}
