package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import nl.opendk.ebms.app.testing.PartnerStub;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.testkit.message.FixtureCpas;
import nl.opendk.ebms.testkit.message.HttpFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The HTTP answer to a Ping never waits for the Pong's delivery: a slow partner cannot slow the receiver down. */
class NonBlockingAnswerIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    @Test
    void aPingIsAnsweredWhileThePartnerStillHoldsThePong() throws Exception {
        try (PartnerStub partner = PartnerStub.start();
                RunningAdapter adapter = RunningAdapter.start(DB.settings(), "non-blocking", Map.of())) {
            adapter.post("/api/cpas", "application/xml", FixtureCpas.valid(partner.endpoint(), adapter.uri("/ebms")));
            partner.holdAnswers();

            HttpResponse<byte[]> answer = adapter.post(HttpFixture.load("messages/valid/ping.http"));

            assertThat(answer.statusCode()).isEqualTo(204);
            await().atMost(Duration.ofSeconds(10)).until(() -> partner.requestsSeen() == 1);
            assertThat(partner.received())
                    .as("the Pong is still held by the partner")
                    .isEmpty();
            partner.release();
            await().atMost(Duration.ofSeconds(10))
                    .until(() -> partner.receivedWithAction("Pong").size() == 1);
        }
    }
}
