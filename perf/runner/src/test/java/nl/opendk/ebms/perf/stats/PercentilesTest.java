package nl.opendk.ebms.perf.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class PercentilesTest {

    @Test
    void nearestRankPicksTheValueAtRankCeilingOfPTimesN() {
        long[] hundred = LongStream.rangeClosed(1, 100).toArray();

        assertThat(Percentiles.nearestRank(hundred, 50)).isEqualTo(50);
        assertThat(Percentiles.nearestRank(hundred, 90)).isEqualTo(90);
        assertThat(Percentiles.nearestRank(hundred, 99)).isEqualTo(99);
        assertThat(Percentiles.nearestRank(hundred, 99.5)).isEqualTo(100);
        assertThat(Percentiles.nearestRank(hundred, 100)).isEqualTo(100);
    }

    @Test
    void withFewValuesAHighPercentileIsTheMaximum() {
        long[] ten = LongStream.rangeClosed(1, 10).map(i -> i * 10).toArray();

        assertThat(Percentiles.nearestRank(ten, 99)).isEqualTo(100);
        assertThat(Percentiles.nearestRank(ten, 90)).isEqualTo(90);
        assertThat(Percentiles.nearestRank(new long[] {7}, 50)).isEqualTo(7);
    }

    @Test
    void refusesNoValuesAndPercentagesOutsideZeroToHundred() {
        assertThatThrownBy(() -> Percentiles.nearestRank(new long[0], 50)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Percentiles.nearestRank(new long[] {1}, 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Percentiles.nearestRank(new long[] {1}, 100.1))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void summarySortsAndReportsEveryFigure() {
        LatencySummary summary = LatencySummary.of(new long[] {30, 10, 20, 1000, 40, 50, 60, 70, 80, 90});

        assertThat(summary.count()).isEqualTo(10);
        assertThat(summary.min()).isEqualTo(10);
        assertThat(summary.max()).isEqualTo(1000);
        assertThat(summary.mean()).isCloseTo(145.0, within(1e-9));
        assertThat(summary.p50()).isEqualTo(50);
        assertThat(summary.p90()).isEqualTo(90);
        assertThat(summary.p99()).isEqualTo(1000);
    }

    @Test
    void anEmptySetSummarisesToZeros() {
        assertThat(LatencySummary.of(new long[0])).isEqualTo(LatencySummary.EMPTY);
    }
}
