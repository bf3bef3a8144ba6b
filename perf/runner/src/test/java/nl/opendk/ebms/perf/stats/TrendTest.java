package nl.opendk.ebms.perf.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TrendTest {

    @Test
    void aSawToothAroundALevelIsFlat() {
        List<Double> heap = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            heap.add(i % 2 == 0 ? 100.0 : 140.0);
        }

        Trend trend = Trend.of(heap);

        assertThat(trend.flat(16)).isTrue();
        assertThat(trend.max()).isEqualTo(140.0);
    }

    @Test
    void aSteadyClimbIsNotFlat() {
        List<Double> leaking = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            leaking.add(100.0 + 5 * i);
        }

        Trend trend = Trend.of(leaking);

        assertThat(trend.first()).isEqualTo(122.5);
        assertThat(trend.last()).isEqualTo(272.5);
        assertThat(trend.growth()).isEqualTo(150.0);
        assertThat(trend.flat(16)).isFalse();
    }

    @Test
    void growthWithinTenPercentPlusTheSlackIsFlat() {
        List<Double> settling = List.of(100.0, 100.0, 100.0, 100.0, 120.0, 125.0, 126.0, 126.0);

        Trend trend = Trend.of(settling);

        assertThat(trend.growth()).isEqualTo(26.0);
        assertThat(trend.flat(16)).isTrue();
        assertThat(trend.flat(15)).isFalse();
    }

    @Test
    void fewerThanFourValuesHaveNoTrend() {
        assertThat(Trend.of(List.of(1.0, 2.0, 3.0))).isNull();
    }
}
