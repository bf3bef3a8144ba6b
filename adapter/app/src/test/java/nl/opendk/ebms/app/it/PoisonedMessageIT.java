package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import nl.opendk.ebms.app.testing.FixturePartner;
import nl.opendk.ebms.app.testing.PartnerStub;
import nl.opendk.ebms.app.testing.Pings;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.app.testing.Wire;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.testkit.message.HttpFixture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Rounds of twelve concurrent Pings, one of them hostile (a value its column cannot hold, or a MessageId that is no
 * msg-id). Received messages share transactions, so a hostile one once failed its whole group: valid Pings were
 * answered 503. Now every valid Ping is accepted and answered with a Pong, and each hostile one gets its own
 * permanent ebMS error and is stored nowhere.
 */
class PoisonedMessageIT {

    private static final int ROUNDS = 12;
    private static final int PER_ROUND = 12;
    private static final String LONG = "x".repeat(300);

    /** What a hostile sender puts into an otherwise valid Ping, and where the adapter must say the error is. */
    private static final List<String[]> POISONS = List.of(
            new String[] {">conversation-1<", ">conversation-" + LONG + "<", "ConversationId"},
            new String[] {"_1</eb:CPAId>", "_1" + LONG + "</eb:CPAId>", "CPAId"},
            new String[] {">00000099000000000001<", ">00000099000000000001" + LONG + "<", "From/PartyId"},
            new String[] {
                "<eb:To><eb:PartyId eb:type=\"urn:osb:oin\">",
                "<eb:To><eb:PartyId eb:type=\"urn:osb:oin:" + LONG + "\">",
                "To/PartyId[@type]"
            },
            new String[] {"<eb:Action>Ping<", "<eb:Action>Ping" + LONG + "<", "Action"},
            new String[] {"@fixtures.test</eb:MessageId>", "&#x202E;@fixtures.test</eb:MessageId>", "MessageId"},
            new String[] {"@fixtures.test</eb:MessageId>", "&#10;@fixtures.test</eb:MessageId>", "MessageId"});

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static FixturePartner fixture;
    private static PartnerStub partner;
    private static RunningAdapter adapter;

    @BeforeAll
    static void start() throws Exception {
        fixture = FixturePartner.start(DB.settings(), "poisoned", Map.of());
        partner = fixture.partner();
        adapter = fixture.adapter();
    }

    @AfterAll
    static void stop() {
        if (fixture != null) {
            fixture.close();
        }
    }

    @Test
    void oneHostileValueCostsTheValidMessagesBesideItNothing() throws Exception {
        ExecutorService senders = Executors.newFixedThreadPool(PER_ROUND);
        Set<String> valid = new HashSet<>();
        try {
            for (int round = 0; round < ROUNDS; round++) {
                CountDownLatch go = new CountDownLatch(1);
                List<Future<HttpResponse<byte[]>>> answers = new ArrayList<>();
                String[] poison = POISONS.get(round % POISONS.size());
                for (int i = 0; i < PER_ROUND; i++) {
                    String messageId = "round-" + round + "-ping-" + i + "@fixtures.test";
                    HttpFixture ping = i == 0 ? poisoned(messageId, poison) : Pings.withMessageId(messageId);
                    if (i > 0) {
                        valid.add(messageId);
                    }
                    answers.add(senders.submit(() -> {
                        go.await(10, TimeUnit.SECONDS);
                        return adapter.post(ping);
                    }));
                }
                go.countDown();
                assertHostileRefusedAlone(answers.get(0).get(30, TimeUnit.SECONDS), poison[2]);
                for (int i = 1; i < PER_ROUND; i++) {
                    assertThat(answers.get(i).get(30, TimeUnit.SECONDS).statusCode())
                            .as("valid Ping %d of round %d", i, round)
                            .isEqualTo(204);
                }
            }
        } finally {
            senders.shutdownNow();
        }

        await().atMost(Duration.ofSeconds(30)).until(() -> partner.pongedPings().containsAll(valid));
        assertThat(partner.pongedPings()).isEqualTo(valid);
        MessageQueries queries = new MessageQueries(DB.dataSource());
        assertThat(queries.findByMessageId("round-0-ping-0@fixtures.test", Direction.IN))
                .as("the hostile message is answered, not stored")
                .isEmpty();
    }

    private static void assertHostileRefusedAlone(HttpResponse<byte[]> answer, String element) {
        assertThat(answer.statusCode()).as("a permanent error, never 503").isEqualTo(200);
        ReceivedMessage error = Wire.envelope(answer.body());
        assertThat(error.envelope().errorList().errors()).anySatisfy(found -> {
            assertThat(found.code().wireValue()).isEqualTo("OtherXml");
            assertThat(found.location()).endsWith("/" + element);
        });
        assertThat(new String(answer.body(), StandardCharsets.UTF_8))
                .as("no invisible or line-breaking character is echoed")
                .doesNotContain("\u202E", "&#x202E;", "&#10;", "&#xA;", "\n@fixtures.test");
    }

    private static HttpFixture poisoned(String messageId, String[] poison) {
        HttpFixture ping = Pings.withMessageId(messageId);
        String body = new String(ping.body(), StandardCharsets.UTF_8);
        assertThat(body).contains(poison[0]);
        return new HttpFixture(
                messageId, ping.headers(), body.replace(poison[0], poison[1]).getBytes(StandardCharsets.UTF_8));
    }
}
