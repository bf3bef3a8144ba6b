package nl.opendk.ebms.perf.result;

import static nl.opendk.ebms.perf.testing.StepResults.step;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class VerdictTest {

    @Test
    void aCleanStepPassesWhateverItsTimings() {
        assertThat(Verdict.failures(step().p99(5_000).lagP99(3_000).build())).isEmpty();
    }

    @Test
    void theLineSaysPassOnlyWhenEveryTargetIsMet() {
        assertThat(Verdict.line(List.of(), List.of())).startsWith("PASS:");
        assertThat(Verdict.line(List.of(), List.of("response time p99 < 100 ms")))
                .startsWith("TARGETS NOT MET: response time p99 < 100 ms")
                .doesNotContain("PASS");
        assertThat(Verdict.line(List.of("3 of 1000 Pongs missing"), List.of("100 % Pongs delivered")))
                .isEqualTo("FAIL: 3 of 1000 Pongs missing; targets not met: 100 % Pongs delivered");
    }

    @Test
    void aRunThatCouldNotCountTheStoredMessagesDoesNotClaimThem() {
        assertThat(Verdict.line(List.of(), List.of(), false))
                .isEqualTo("PASS: every message accepted and answered (storage not counted), and every target met");
    }

    @Test
    void anyErrorFails() {
        assertThat(Verdict.failures(step().errors(1).build()))
                .containsExactly("1 of 1000 messages failed (not answered 204)");
    }

    @Test
    void aMissingPongFails() {
        assertThat(Verdict.failures(step().missingPongs(3).build())).containsExactly("3 of 1000 Pongs missing");
    }

    @Test
    void unsentScheduledMessagesFail() {
        assertThat(Verdict.failures(step().samples(900, 1000).build()))
                .containsExactly("JMeter sent 900 of 1000 scheduled messages");
    }

    @Test
    void acceptedMessagesMissingFromTheDatabaseFail() {
        assertThat(Verdict.failures(step().stored(999).build()))
                .containsExactly("only 999 of 1000 accepted messages are in the database");
    }

    @Test
    void aRunThatSentNothingFailsWithAHint() {
        assertThat(Verdict.failures(step().samples(0, 0).build()))
                .singleElement()
                .asString()
                .startsWith("JMeter sent nothing");
    }

    @Test
    void problemsOfTheRunItselfFail() {
        assertThat(Verdict.failures(step().problems("JMeter exited with 1").build()))
                .contains("JMeter exited with 1");
    }
}
