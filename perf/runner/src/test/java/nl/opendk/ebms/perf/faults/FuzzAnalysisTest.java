package nl.opendk.ebms.perf.faults;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.util.List;
import java.util.Map;
import nl.opendk.ebms.perf.hostile.Mutation;
import nl.opendk.ebms.perf.traffic.Answer;
import nl.opendk.ebms.perf.traffic.AnswerBody;
import nl.opendk.ebms.perf.traffic.Failures;
import org.junit.jupiter.api.Test;

class FuzzAnalysisTest {

    private static final Answer FAULT =
            Answer.http(500, 10, 0, new AnswerBody(true, true, "Client", "not a SOAP message", List.of()));
    private static final Answer HTML_500 = Answer.http(500, 12, 0, new AnswerBody(true, false, null, null, List.of()));
    private static final Answer EMPTY_404 = Answer.http(404, 2, 0, AnswerBody.EMPTY);

    @Test
    void countsAnswersPerKindAndNamesTheDefects() {
        FuzzAnalysis analysis = new FuzzAnalysis(List.of(
                outcome(0, Mutation.BYTE_FLIP, FAULT),
                outcome(1, Mutation.TRUNCATE, HTML_500),
                outcome(13, Mutation.BYTE_FLIP, Answer.failure(30_000, 0, Failures.TIMEOUT)),
                outcome(14, Mutation.TRUNCATE, EMPTY_404),
                outcome(26, Mutation.BYTE_FLIP, Answer.failure(3, 0, Failures.REFUSED))));

        assertThat(analysis.byStatus())
                .containsExactly(
                        Map.entry("HTTP 500", 2L),
                        Map.entry("HTTP 404", 1L),
                        Map.entry("connection refused", 1L),
                        Map.entry("timeout", 1L));
        assertThat(analysis.notSoap()).isEqualTo(1);
        assertThat(analysis.serverErrorsWithoutFault()).isEqualTo(1);
        assertThat(analysis.noAnswer()).isEqualTo(2);
        assertThat(analysis.findings())
                .containsExactly(
                        "input 1 (TRUNCATE, ping, detail 1) to n1: HTTP 500 (not a SOAP envelope)",
                        "input 13 (BYTE_FLIP, ping, detail 13) to n1: timeout");
        assertThat(analysis.perMutation())
                .extracting(MutationRow::mutation, MutationRow::sent, MutationRow::findings, MutationRow::maxMillis)
                .containsExactly(tuple(Mutation.BYTE_FLIP, 3L, 1L, 30_000L), tuple(Mutation.TRUNCATE, 2L, 1L, 12L));
        assertThat(analysis.latency().max()).isEqualTo(30_000);
    }

    private static FuzzOutcome outcome(int index, Mutation mutation, Answer answer) {
        return new FuzzOutcome(index, mutation, "ping", "detail " + index, "n1", answer);
    }
}
