package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import nl.opendk.ebms.app.testing.BackendStub;
import nl.opendk.ebms.app.testing.PartnerStub;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.app.testing.Wire;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.protocol.agreement.DigikoppelingProfile;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.testkit.message.FixtureCpas;
import nl.opendk.ebms.testkit.message.HttpFixture;
import nl.opendk.ebms.testkit.message.ReliableFixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Duplicate elimination (ebMS 2.0 §6.4.1): a reliable message sent three times reaches the back end once and is
 * acknowledged three times. SyncReply (§4.3, mshSignalsOnly): the Acknowledgment comes back in the HTTP response.
 */
class DuplicateAndSyncReplyIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    @Test
    void theSameMessageThreeTimesIsDeliveredOnceAndAcknowledgedThreeTimes() throws Exception {
        try (PartnerStub partner = PartnerStub.start();
                BackendStub backend = BackendStub.start();
                RunningAdapter adapter = RunningAdapter.start(
                        DB.settings(), "duplicates", Map.of("backend.messages.uri", backend.messagesUri()))) {
            adapter.post(
                    "/api/cpas",
                    "application/xml",
                    FixtureCpas.builder(FixtureCpas.CPA_ID, partner.endpoint(), adapter.uri("/ebms"))
                            .profile(DigikoppelingProfile.OSB_RM.cpaName())
                            .buildBytes());
            HttpFixture message =
                    ReliableFixtures.reliable(HttpFixture.load("messages/valid/business-message.http"), false);

            for (int i = 0; i < 3; i++) {
                assertThat(adapter.post(message).statusCode()).isEqualTo(204);
            }

            await().atMost(Duration.ofSeconds(20))
                    .until(() -> partner.receivedWithAction("Acknowledgment").size() == 3);
            assertThat(partner.receivedWithAction("Acknowledgment"))
                    .allSatisfy(
                            ack -> assertThat(ack.header().refToMessageId()).isEqualTo("valid-business@fixtures.test"));
            await().atMost(Duration.ofSeconds(20))
                    .until(() -> backend.messages().size() == 1);
            await().during(Duration.ofSeconds(1))
                    .atMost(Duration.ofSeconds(3))
                    .until(() -> backend.messages().size() == 1);
        }
    }

    @Test
    void onAnMshSignalsOnlyChannelTheAcknowledgmentIsTheHttpAnswer() throws Exception {
        try (PartnerStub partner = PartnerStub.start();
                RunningAdapter adapter = RunningAdapter.start(DB.settings(), "sync-reply", Map.of())) {
            adapter.post(
                    "/api/cpas",
                    "application/xml",
                    FixtureCpas.builder(FixtureCpas.CPA_ID, partner.endpoint(), adapter.uri("/ebms"))
                            .profile(DigikoppelingProfile.OSB_RM.cpaName())
                            .syncReplyMode(SyncReplyMode.MSH_SIGNALS_ONLY.wireValue())
                            .buildBytes());

            HttpResponse<byte[]> answer = adapter.post(
                    ReliableFixtures.reliable(HttpFixture.load("messages/valid/business-message.http"), true));

            assertThat(answer.statusCode()).isEqualTo(200);
            ReceivedMessage ack = Wire.envelope(answer.body());
            assertThat(ack.header().action()).isEqualTo("Acknowledgment");
            assertThat(ack.envelope().acknowledgment().refToMessageId()).isEqualTo("valid-business@fixtures.test");
            assertThat(partner.received()).as("nothing goes separately").isEmpty();
        }
    }
}
