package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.app.testing.BackendStub;
import nl.opendk.ebms.app.testing.PartnerStub;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.testkit.message.FixtureCpas;
import nl.opendk.ebms.testkit.message.HttpFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A back end slower than the messages come, behind a delivery queue of one place: what the queue has no room for is
 * delivered from the next delivery poll, seconds later, not when its lease runs out ({@code outbox.lease}, 2 minutes).
 */
class DeliveryQueueFullIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final String FIXTURE_MESSAGE_ID = "valid-two-payloads@fixtures.test";
    private static final int MESSAGES = 6;

    @Test
    void whatTheDeliveryQueueHadNoRoomForGoesAtTheNextPoll() throws Exception {
        try (PartnerStub partner = PartnerStub.start();
                BackendStub backEnd = BackendStub.start();
                RunningAdapter adapter = RunningAdapter.start(
                        DB.newDatabase().settings(),
                        "delivery-queue-full",
                        Map.of(
                                "backend.messages.uri", backEnd.messagesUri(),
                                "backend.delivery.concurrency", "1",
                                "outbox.send.queue-size", "1",
                                "backend.poll-interval", "PT0.5S"))) {
            adapter.post("/api/cpas", "application/xml", FixtureCpas.valid(partner.endpoint(), adapter.uri("/ebms")));
            backEnd.answerAfter(Duration.ofMillis(300));

            List<String> sent = new ArrayList<>();
            for (int i = 0; i < MESSAGES; i++) {
                String messageId = "queue-full-" + i + "@fixtures.test";
                assertThat(adapter.post(business(messageId)).statusCode()).isEqualTo(204);
                sent.add(messageId);
            }

            // one delivering, one waiting in the queue, the rest given back to the poll
            await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> assertThat(backEnd.messages())
                    .extracting(delivery -> delivery.header("EbmsMessageId"))
                    .containsExactlyInAnyOrderElementsOf(sent));
        }
    }

    private static HttpFixture business(String messageId) {
        HttpFixture valid = HttpFixture.load("messages/valid/business-two-payloads.http");
        String body = new String(valid.body(), StandardCharsets.UTF_8).replace(FIXTURE_MESSAGE_ID, messageId);
        return new HttpFixture(messageId, valid.headers(), body.getBytes(StandardCharsets.UTF_8));
    }
}
