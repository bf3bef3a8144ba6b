package nl.opendk.ebms.perf.sink;

import static nl.opendk.ebms.perf.sink.PongFixtures.CPA_ID;
import static nl.opendk.ebms.perf.sink.PongFixtures.decode;
import static nl.opendk.ebms.perf.sink.PongFixtures.ping;
import static nl.opendk.ebms.perf.sink.PongFixtures.pingId;
import static nl.opendk.ebms.perf.sink.PongFixtures.pongFor;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PongCheckTest {

    private static final long RECEIVED = PongFixtures.NOW.toEpochMilli();

    private final PongCheck check = new PongCheck(PongFixtures.expectation());

    @Test
    void theAdaptersPongForAPerfPingPasses() {
        PingId id = pingId();
        String pong = pongFor(ping(CPA_ID, id.conversationId(), id.messageId()));

        PongRecord record = check.check(decode(pong), RECEIVED);

        assertThat(record.problem()).isEmpty();
        assertThat(record.action()).isEqualTo("Pong");
        assertThat(record.refToMessageId()).isEqualTo(id.messageId());
        assertThat(record.receivedAtMillis()).isEqualTo(RECEIVED);
    }

    @Test
    void aPongUnderAnotherCpaIsAProblem() {
        PingId id = pingId();
        String pong = pongFor(ping("other_cpa", id.conversationId(), id.messageId()));

        assertThat(check.check(decode(pong), RECEIVED).problem())
                .contains("CPAId other_cpa is not the perf CPA " + CPA_ID);
    }

    @Test
    void aPongWithFromAndToTheWrongWayRoundIsAProblem() {
        PingId id = pingId();
        String pong = pongFor(ping(CPA_ID, id.conversationId(), id.messageId()))
                .replace(PongFixtures.ADAPTER, "swap")
                .replace(PongFixtures.SENDER, PongFixtures.ADAPTER)
                .replace("swap", PongFixtures.SENDER);

        assertThat(check.check(decode(pong), RECEIVED).problem())
                .contains("is not the adapter's party")
                .contains("is not the pinging party");
    }

    @Test
    void aPongForAnIdTheLoadGeneratorNeverSentIsAProblem() {
        String pong = pongFor(ping(CPA_ID, "conversation", "someone-else@example.test"));

        assertThat(check.check(decode(pong), RECEIVED).problem())
                .contains("RefToMessageId someone-else@example.test is not a message id of the load generator");
    }

    @Test
    void aPongInAnotherConversationThanItsPingIsAProblem() {
        PingId id = pingId();
        String pong = pongFor(ping(CPA_ID, "r1.s08", id.messageId()));

        assertThat(check.check(decode(pong), RECEIVED).problem())
                .contains("ConversationId r1.s08 differs from the Ping's r1.s07");
    }

    @Test
    void anotherActionIsAProblem() {
        PingId id = pingId();
        String notAPong = pongFor(ping(CPA_ID, id.conversationId(), id.messageId()))
                .replace("<eb:Action>Pong</eb:Action>", "<eb:Action>StatusResponse</eb:Action>");

        assertThat(check.check(decode(notAPong), RECEIVED).problem())
                .contains("Action Pong, got urn:oasis:names:tc:ebxml-msg:service / StatusResponse");
    }

    @Test
    void aPongMissingItsRefToMessageIdIsAProblem() {
        PingId id = pingId();
        String pong = pongFor(ping(CPA_ID, id.conversationId(), id.messageId()))
                .replaceAll("<eb:RefToMessageId>[^<]*</eb:RefToMessageId>", "");

        assertThat(check.check(decode(pong), RECEIVED).problem())
                .contains("no RefToMessageId")
                .contains("RefToMessageId");
    }
}
