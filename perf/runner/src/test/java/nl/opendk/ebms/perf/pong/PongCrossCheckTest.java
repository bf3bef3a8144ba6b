package nl.opendk.ebms.perf.pong;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import nl.opendk.ebms.perf.sink.PongRecord;
import org.junit.jupiter.api.Test;

class PongCrossCheckTest {

    private static final String A = "r1.s01.1.1000@perf.test";
    private static final String B = "r1.s02.2.1000@perf.test";
    private static final String C = "r1.s03.3.2000@perf.test";
    private static final Map<String, Long> ACCEPTED = Map.of(A, 1000L, B, 1000L, C, 2000L);

    private final PongCrossCheck check = new PongCrossCheck(Duration.ofSeconds(5));

    @Test
    void aCorrectPongForEveryAcceptedPingIsComplete() {
        PongResult result = check.check(ACCEPTED, Set.of(), List.of(pong(A, 1010), pong(B, 1050), pong(C, 2100)));

        assertThat(result.complete()).isTrue();
        assertThat(result.expected()).isEqualTo(3);
        assertThat(result.delivered()).isEqualTo(3);
        assertThat(result.deliveredPercent()).isEqualTo(100.0);
        assertThat(result.latency().min()).isEqualTo(10);
        assertThat(result.latency().p50()).isEqualTo(50);
        assertThat(result.latency().max()).isEqualTo(100);
    }

    @Test
    void aPingWithoutPongIsMissingAndNamed() {
        PongResult result = check.check(ACCEPTED, Set.of(), List.of(pong(A, 1010), pong(C, 2100)));

        assertThat(result.complete()).isFalse();
        assertThat(result.missing()).isEqualTo(1);
        assertThat(result.deliveredPercent()).isCloseTo(66.67, org.assertj.core.api.Assertions.within(0.01));
        assertThat(result.examples()).contains(B + ": no Pong");
    }

    @Test
    void aPongAfterTheBoundIsLate() {
        PongResult result = check.check(ACCEPTED, Set.of(), List.of(pong(A, 1010), pong(B, 6001), pong(C, 7000)));

        assertThat(result.late()).isEqualTo(1);
        assertThat(result.delivered()).isEqualTo(3);
        assertThat(result.complete()).isFalse();
    }

    @Test
    void aSecondPongForOnePingIsADuplicate() {
        PongResult result =
                check.check(ACCEPTED, Set.of(), List.of(pong(A, 1010), pong(A, 1020), pong(B, 1010), pong(C, 2010)));

        assertThat(result.duplicates()).isEqualTo(1);
        assertThat(result.delivered()).isEqualTo(3);
        assertThat(result.complete()).isFalse();
    }

    @Test
    void aMessageErrorInsteadOfAPongIsAProblemAndTheGapAMissingPong() {
        PongRecord error = new PongRecord(1100, "MessageError", B, "MessageError from the adapter: Inconsistent");

        PongResult result = check.check(ACCEPTED, Set.of(), List.of(pong(A, 1010), error, pong(C, 2010)));

        assertThat(result.problems()).isEqualTo(1);
        assertThat(result.messageErrors()).isEqualTo(1);
        assertThat(result.missing()).isEqualTo(1);
    }

    @Test
    void aPongForAPingJMeterCountedAsFailedIsNotAProblem() {
        PongResult result = check.check(Map.of(A, 1000L), Set.of(B), List.of(pong(A, 1010), pong(B, 70_000)));

        assertThat(result.complete()).isTrue();
        assertThat(result.forFailedPings()).isEqualTo(1);
    }

    @Test
    void aPongForAPingNobodySentIsAProblem() {
        PongResult result = check.check(Map.of(A, 1000L), Set.of(), List.of(pong(A, 1010), pong("x@y", 1010)));

        assertThat(result.problems()).isEqualTo(1);
        assertThat(result.complete()).isFalse();
    }

    @Test
    void businessMessagesExpectNothingAtTheSink() {
        PongResult quiet = check.check(Map.of(), Set.of(), List.of());

        assertThat(quiet.complete()).isTrue();
        assertThat(quiet.deliveredPercent()).isEqualTo(100.0);
    }

    private static PongRecord pong(String ref, long receivedAt) {
        return new PongRecord(receivedAt, "Pong", ref, "");
    }
}
