package nl.opendk.ebms.perf.faults;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import nl.opendk.ebms.perf.sink.PongRecord;
import nl.opendk.ebms.perf.traffic.Answer;
import nl.opendk.ebms.perf.traffic.AnswerBody;
import nl.opendk.ebms.perf.traffic.Failures;
import nl.opendk.ebms.perf.traffic.PingOutcome;
import org.junit.jupiter.api.Test;

class AccountingTest {

    static final Answer ACCEPTED = Answer.http(204, 4, 0, AnswerBody.EMPTY);
    static final Answer UNAVAILABLE =
            Answer.http(503, 40, 0, new AnswerBody(true, true, "Server", "send it again later", List.of()));
    static final Answer REFUSED = Answer.failure(1, 0, Failures.REFUSED);

    @Test
    void anAcceptedPingWithoutPongIsLostAndOneWithTwoIsDuplicated() {
        List<PingOutcome> outcomes = List.of(
                ping("a", ACCEPTED),
                ping("b", ACCEPTED),
                ping("c", ACCEPTED),
                ping("d", REFUSED),
                ping("e", UNAVAILABLE));
        PongCounts pongs = PongCounts.of(List.of(pong("a"), pong("b"), pong("b"), pong("b"), pong("e")));

        Tally tally = Accounting.tally(outcomes, pongs);

        assertThat(tally.sent()).isEqualTo(5);
        assertThat(tally.accepted()).isEqualTo(3);
        assertThat(tally.refused()).isEqualTo(2);
        assertThat(tally.delivered()).isEqualTo(2);
        assertThat(tally.lost()).isEqualTo(1);
        assertThat(tally.lostExamples()).containsExactly("c@perf.test (n1)");
        assertThat(tally.duplicated()).isEqualTo(1);
        assertThat(tally.extraPongs()).isEqualTo(2);
        assertThat(tally.duplicateExamples()).containsExactly("b@perf.test (3 Pongs, n1)");
        assertThat(tally.pongsForRefused()).isEqualTo(1);
    }

    @Test
    void refusalsAreCountedByReasonMostFrequentFirst() {
        List<PingOutcome> outcomes =
                List.of(ping("a", REFUSED), ping("b", UNAVAILABLE), ping("c", UNAVAILABLE), ping("d", ACCEPTED));

        Tally tally = Accounting.tally(outcomes, PongCounts.of(List.of()));

        assertThat(tally.refusedBy())
                .containsExactly(
                        Map.entry("HTTP 503 SOAP Fault Server: send it again later", 2L),
                        Map.entry("connection refused", 1L));
        assertThat(tally.lost()).isEqualTo(1);
    }

    @Test
    void aMessageErrorAtTheSinkIsNoPongButIsCounted() {
        PongCounts pongs = PongCounts.of(
                List.of(new PongRecord(10, "MessageError", "a@perf.test", "MessageError from the adapter: x")));

        Tally tally = Accounting.tally(List.of(ping("a", ACCEPTED)), pongs);

        assertThat(tally.lost()).isEqualTo(1);
        assertThat(tally.wrongAtSink()).isEqualTo(1);
    }

    @Test
    void anIdWithALineEndIsFoundAsTheSinkWroteIt() {
        PongCounts pongs = PongCounts.of(List.of(new PongRecord(10, "Pong", "x\ny@perf.test", "")));

        assertThat(pongs.correct("x\ny@perf.test")).isEqualTo(1);
    }

    @Test
    void aLateSendIsCounted() {
        Answer late = new Answer(204, 900, 800, AnswerBody.EMPTY, "HTTP 204");

        Tally tally = Accounting.tally(List.of(ping("a", late), ping("b", ACCEPTED)), PongCounts.of(List.of()));

        assertThat(tally.lateSends()).isEqualTo(1);
        assertThat(tally.maxSendLagMillis()).isEqualTo(800);
    }

    static PingOutcome ping(String id, Answer answer) {
        return new PingOutcome(id + "@perf.test", "n1", 1000, answer);
    }

    static PongRecord pong(String id) {
        return new PongRecord(2000, "Pong", id + "@perf.test", "");
    }
}
