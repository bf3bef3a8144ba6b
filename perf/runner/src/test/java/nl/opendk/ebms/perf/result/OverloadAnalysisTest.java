package nl.opendk.ebms.perf.result;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.perf.jmeter.Sample;
import nl.opendk.ebms.perf.pong.PongResult;
import nl.opendk.ebms.perf.stats.LatencySummary;
import org.junit.jupiter.api.Test;

class OverloadAnalysisTest {

    private static final String OVERLOAD = "overload 4000/s";
    private static final PongResult ALL_PONGED =
            new PongResult(10, 10, 0, 0, 0, 0, 0, 0, LatencySummary.EMPTY, List.of());

    @Test
    void eachPhaseSplitsTakenFromRefusedFromTheRest() {
        List<Sample> samples = new ArrayList<>();
        samples.add(sample("before 1000/s", "204", 12));
        samples.add(sample(OVERLOAD, "204", 300));
        samples.add(sample(OVERLOAD, "503", 40));
        samples.add(sample(OVERLOAD, "503", 60));
        samples.add(sample(OVERLOAD, "none", 60_000));

        List<OverloadAnalysis.Row> rows = OverloadAnalysis.rows(samples);

        assertThat(rows).extracting(OverloadAnalysis.Row::phase).containsExactly("before 1000/s", OVERLOAD);
        OverloadAnalysis.Row overload = rows.get(1);
        assertThat(overload.taken().count()).isEqualTo(1);
        assertThat(overload.refused().count()).isEqualTo(2);
        assertThat(overload.refused().max()).isEqualTo(60);
        assertThat(overload.other()).isEqualTo(1);
        assertThat(overload.otherExample()).startsWith("none");
    }

    @Test
    void promptAnswersAndAQuickReturnMeetTheBar() {
        List<Sample> samples = List.of(
                sample(OVERLOAD, "204", 400),
                sample(OVERLOAD, "503", 450),
                sample("after 0 to 5 s", "503", 20),
                sample("after 5 to 10 s", "204", 15));

        assertThat(OverloadAnalysis.shortfalls(OverloadAnalysis.rows(samples), OVERLOAD, ALL_PONGED))
                .isEmpty();
    }

    @Test
    void aLateAnswerAnUnansweredPingAMissingPongAndNoReturnAreEachNamed() {
        List<Sample> samples = List.of(
                sample(OVERLOAD, "204", 1_500),
                sample(OVERLOAD, "503", 1_200),
                sample(OVERLOAD, "none", 60_000),
                sample("after 0 to 5 s", "204", 900));
        PongResult oneMissing = new PongResult(10, 9, 1, 0, 0, 0, 0, 0, LatencySummary.EMPTY, List.of());

        assertThat(OverloadAnalysis.shortfalls(OverloadAnalysis.rows(samples), OVERLOAD, oneMissing))
                .containsExactly(
                        "a taken message was answered after 1500 ms",
                        "a refusal came after 1200 ms",
                        "1 messages of overload 4000/s neither taken nor refused with 503 (none: no answer)",
                        "1 Pongs missing and 0 wrong for taken Pings",
                        "not back to normal (every Ping taken, p99 <= 100 ms) in any phase after the overload");
    }

    private static Sample sample(String phase, String code, int elapsed) {
        boolean taken = code.equals("204");
        return new Sample(
                1_000,
                elapsed,
                "ping",
                code,
                taken,
                taken ? null : code.equals("none") ? "no answer" : "HTTP " + code,
                0,
                "s01",
                1,
                1_000,
                1_000,
                phase,
                -1);
    }
}
