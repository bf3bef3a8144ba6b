package nl.opendk.ebms.perf.faults;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import nl.opendk.ebms.perf.hostile.Hostility;
import nl.opendk.ebms.perf.sink.PongRecord;
import nl.opendk.ebms.perf.traffic.Answer;
import nl.opendk.ebms.perf.traffic.AnswerBody;
import org.junit.jupiter.api.Test;

class PoisonAnalysisTest {

    @Test
    void anAnswerIsJudgedAsAPartnerWouldTakeIt() {
        assertThat(verdict(Answer.http(200, 1, 0, body(null, List.of("ValueNotRecognized at //x")))))
                .isEqualTo(HostileOutcome.Verdict.PERMANENT);
        assertThat(verdict(Answer.http(500, 1, 0, body("Client", List.of()))))
                .isEqualTo(HostileOutcome.Verdict.PERMANENT);
        assertThat(verdict(Answer.http(500, 1, 0, body("Server", List.of()))))
                .isEqualTo(HostileOutcome.Verdict.RETRYABLE);
        assertThat(verdict(Answer.http(503, 1, 0, body("Server", List.of()))))
                .isEqualTo(HostileOutcome.Verdict.RETRYABLE);
        assertThat(verdict(Answer.http(500, 1, 0, new AnswerBody(true, false, null, null, List.of()))))
                .isEqualTo(HostileOutcome.Verdict.NOT_SOAP);
        assertThat(verdict(Answer.http(204, 1, 0, AnswerBody.EMPTY))).isEqualTo(HostileOutcome.Verdict.ACCEPTED);
        assertThat(verdict(Answer.failure(30_000, 0, "timeout"))).isEqualTo(HostileOutcome.Verdict.OTHER);
    }

    @Test
    void theSummaryCountsAnswersAndWhatTheSinkGotPerKind() {
        String newline = "r.n1.0-3\n.1@perf.test";
        String noAt = "r.n1.1-3.1.perf.test";
        List<HostileOutcome> outcomes = List.of(
                new HostileOutcome(
                        0, Hostility.MESSAGE_ID_NEWLINE, newline, "n1", Answer.http(204, 1, 0, AnswerBody.EMPTY)),
                new HostileOutcome(
                        1, Hostility.MESSAGE_ID_WITHOUT_AT, noAt, "n2", Answer.http(204, 1, 0, AnswerBody.EMPTY)),
                new HostileOutcome(
                        2,
                        Hostility.CPA_ID,
                        "r.n1.2-3.1@perf.test",
                        "n1",
                        Answer.http(503, 9, 0, body("Server", List.of()))));
        PongCounts pongs = PongCounts.of(List.of(
                new PongRecord(5, "Pong", newline, ""),
                new PongRecord(
                        6, "Pong", noAt, "RefToMessageId " + noAt + " is not a message id of the load generator")));

        List<HostileSummary> summaries = PoisonAnalysis.summaries(outcomes, pongs);

        assertThat(summaries)
                .extracting(HostileSummary::hostility)
                .containsExactly(Hostility.CPA_ID, Hostility.MESSAGE_ID_NEWLINE, Hostility.MESSAGE_ID_WITHOUT_AT);
        assertThat(summaries.get(0).retryable()).isEqualTo(1);
        assertThat(summaries.get(1).accepted()).isEqualTo(1);
        assertThat(summaries.get(1).atSink()).isEqualTo(Map.of("Pong", 1L));
        assertThat(summaries.get(2).atSink())
                .isEqualTo(
                        Map.of("Pong: RefToMessageId <its MessageId> is not a message id of the load generator", 1L));
    }

    private static HostileOutcome.Verdict verdict(Answer answer) {
        return new HostileOutcome(0, Hostility.ACTION, "id", "n1", answer).verdict();
    }

    private static AnswerBody body(String faultCode, List<String> errors) {
        return new AnswerBody(true, true, faultCode, faultCode == null ? null : "text", errors);
    }
}
