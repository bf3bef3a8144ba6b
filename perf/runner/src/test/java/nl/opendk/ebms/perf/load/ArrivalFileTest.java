package nl.opendk.ebms.perf.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ArrivalFileTest {

    private static final Duration LEAD = Duration.ofSeconds(3);

    @Test
    void poissonArrivalsFollowEachPhaseRateWithinFiveStandardDeviations() {
        OpenLoad load = new OpenLoad(
                List.of(
                        new Phase("ramp 50/s", 50, Duration.ofSeconds(60)),
                        new Phase("hold 200/s", 200, Duration.ofSeconds(60))),
                20,
                ArrivalKind.POISSON,
                LEAD);

        long[] arrivals = ArrivalFile.schedule(load, new Random(42));

        long first = count(arrivals, 0);
        long second = count(arrivals, 1);
        assertThat((double) first).isBetween(3000 - 5 * Math.sqrt(3000), 3000 + 5 * Math.sqrt(3000));
        assertThat((double) second).isBetween(12000 - 5 * Math.sqrt(12000), 12000 + 5 * Math.sqrt(12000));
    }

    @Test
    void evenArrivalsGiveEachStreamItsExactShare() {
        OpenLoad load =
                new OpenLoad(List.of(new Phase("hold 20/s", 20, Duration.ofSeconds(10))), 20, ArrivalKind.EVEN, LEAD);

        long[] arrivals = ArrivalFile.schedule(load, new Random(1));

        assertThat(arrivals).hasSize(200);
        for (int stream = 0; stream < 20; stream++) {
            int s = stream;
            assertThat(Arrays.stream(arrivals).filter(a -> stream(a) == s).count())
                    .isEqualTo(10);
        }
    }

    @Test
    void everyArrivalLiesInsideItsPhaseAfterTheLead() {
        OpenLoad load = new OpenLoad(
                List.of(
                        new Phase("ramp 100/s", 100, Duration.ofSeconds(5)),
                        new Phase("hold 300/s", 300, Duration.ofSeconds(5))),
                20,
                ArrivalKind.POISSON,
                LEAD);

        for (long arrival : ArrivalFile.schedule(load, new Random(7))) {
            long offset = offset(arrival);
            long phaseStart = LEAD.toMillis() + 5000L * phase(arrival);
            assertThat(offset).isBetween(phaseStart, phaseStart + 5000);
        }
    }

    @Test
    void theSameSeedGivesTheSameScheduleAndSortingOrdersByTime() {
        OpenLoad load = Profiles.constant(500, Duration.ofSeconds(5), ArrivalKind.POISSON);

        long[] once = ArrivalFile.schedule(load, new Random(3));
        long[] again = ArrivalFile.schedule(load, new Random(3));
        Arrays.sort(once);

        assertThat(once).isNotEmpty();
        Arrays.sort(again);
        assertThat(again).isEqualTo(once);
        for (int i = 1; i < once.length; i++) {
            assertThat(offset(once[i])).isGreaterThanOrEqualTo(offset(once[i - 1]));
        }
    }

    @Test
    void aPhaseAtRateZeroHasNoArrivals() {
        OpenLoad load = new OpenLoad(
                List.of(
                        new Phase("pause", 0, Duration.ofSeconds(5)),
                        new Phase("hold 20/s", 20, Duration.ofSeconds(5))),
                20,
                ArrivalKind.EVEN,
                LEAD);

        long[] arrivals = ArrivalFile.schedule(load, new Random(5));

        assertThat(count(arrivals, 0)).isZero();
        assertThat(count(arrivals, 1)).isEqualTo(100);
    }

    private static long count(long[] arrivals, int phase) {
        return Arrays.stream(arrivals).filter(a -> phase(a) == phase).count();
    }

    private static int phase(long packed) {
        return (int) (packed & 0xFF);
    }

    private static int stream(long packed) {
        return (int) ((packed >>> 8) & 0xFF);
    }

    private static long offset(long packed) {
        return packed >>> 16;
    }
}
