package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.app.testing.BackendCalls;
import nl.opendk.ebms.app.testing.BackendStub;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.db.testing.FreshDatabase;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.protocol.agreement.DigikoppelingProfile;
import nl.opendk.ebms.protocol.codec.MimeParts;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.testkit.Closing;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Two adapters, each with its own database and back end, exchange business messages through the back ends' REST
 * API: osb-rm both ways (Acknowledgments flow, statuses end delivered and processed, events reach the back ends)
 * and osb-be, with payloads arriving byte for byte; and a back end asks the partner for a message's status.
 */
class ReliableMessagingIT {

    private static final String RM = "Reliable_00000099000000000001_00000099000000000002_1";
    private static final String BE = "BestEffort_00000099000000000001_00000099000000000002_1";

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static BackendStub backendA;
    private static BackendStub backendB;
    private static RunningAdapter a;
    private static RunningAdapter b;

    @BeforeAll
    static void start() throws Exception {
        backendA = BackendStub.start();
        backendB = BackendStub.start();
        FreshDatabase second = DB.newDatabase();
        a = RunningAdapter.start(DB.settings(), "adapter-a", backEnd(backendA));
        b = RunningAdapter.start(second.settings(), "adapter-b", backEnd(backendB));
        for (RunningAdapter adapter : List.of(a, b)) {
            assertThat(adapter.post("/api/cpas", "application/xml", cpa(RM, DigikoppelingProfile.OSB_RM))
                            .statusCode())
                    .isEqualTo(201);
            assertThat(adapter.post("/api/cpas", "application/xml", cpa(BE, DigikoppelingProfile.OSB_BE))
                            .statusCode())
                    .isEqualTo(201);
        }
    }

    @AfterAll
    static void stop() throws Exception {
        Closing.all(a, b, backendA, backendB);
    }

    @Test
    void reliableMessagesFlowBothWaysWithAcknowledgmentsAndEvents() {
        byte[] binary = new byte[512];
        for (int i = 0; i < binary.length; i++) {
            binary[i] = (byte) i;
        }
        List<PayloadPart> parts = List.of(
                new PayloadPart(
                        "order@backend-a", "application/xml", "<order id=\"7\"/>".getBytes(StandardCharsets.UTF_8)),
                new PayloadPart("scan@backend-a", "application/octet-stream", binary));

        JsonNode sent = BackendCalls.json(accepted(BackendCalls.send(a, RM, "Bericht", parts)));
        assertThat(sent.path("reliable").asBoolean()).isTrue();
        String messageId = sent.path("messageId").asText();

        BackendStub.Delivery delivered = awaitDelivery(backendB, messageId);
        assertThat(delivered.header("EbmsCpaId")).isEqualTo(RM);
        assertThat(delivered.header("EbmsAction")).isEqualTo("Bericht");
        assertThat(delivered.header("EbmsFromPartyId")).isEqualTo(TestCpas.PARTY_A.oin());
        List<PayloadPart> received = MimeParts.read(delivered.header("Content-Type"), delivered.body(), 10);
        assertThat(received).extracting(PayloadPart::contentId).containsExactly("order@backend-a", "scan@backend-a");
        assertThat(received.get(1).content()).isEqualTo(binary);

        await().atMost(Duration.ofSeconds(20)).until(() -> "delivered"
                .equals(BackendCalls.status(a, sent.path("id").asLong())));
        assertThat(event(backendA, "delivered", messageId)).isTrue();
        assertThat(event(backendB, "received", messageId)).isTrue();

        JsonNode reply = BackendCalls.json(accepted(BackendCalls.send(
                b,
                RM,
                "Antwoord",
                List.of(new PayloadPart("answer@backend-b", "text/plain", "ok".getBytes(StandardCharsets.UTF_8))))));
        assertThat(awaitDelivery(backendA, reply.path("messageId").asText()).body())
                .isEqualTo("ok".getBytes());
        await().atMost(Duration.ofSeconds(20)).until(() -> "delivered"
                .equals(BackendCalls.status(b, reply.path("id").asLong())));
        // counted once, whether the Acknowledgment or the HTTP answer reached the sender first
        assertThat(b.metrics()).contains("ebms_messages_sent_total{action=\"Antwoord\",cpa=\"" + RM + "\"} 1.0\n");
    }

    @Test
    void aBestEffortMessageIsDeliveredOnTheHttpAnswerWithoutAcknowledgment() {
        JsonNode sent = BackendCalls.json(accepted(BackendCalls.send(
                a,
                BE,
                "Bericht",
                List.of(new PayloadPart("note@a", "text/plain", "best effort".getBytes(StandardCharsets.UTF_8))))));
        assertThat(sent.path("reliable").asBoolean()).isFalse();
        awaitDelivery(backendB, sent.path("messageId").asText());
        await().atMost(Duration.ofSeconds(20)).until(() -> "delivered"
                .equals(BackendCalls.status(a, sent.path("id").asLong())));
    }

    @Test
    void theBackEndLearnsFromThePartnerWhatBecameOfItsMessage() {
        JsonNode sent = BackendCalls.json(accepted(BackendCalls.send(
                a,
                RM,
                "Bericht",
                List.of(new PayloadPart("asked@a", "text/plain", "status?".getBytes(StandardCharsets.UTF_8))))));
        awaitDelivery(backendB, sent.path("messageId").asText());
        await().atMost(Duration.ofSeconds(20)).until(() -> "delivered"
                .equals(BackendCalls.status(a, sent.path("id").asLong())));

        HttpResponse<byte[]> asked = a.post(
                "/api/messages/" + sent.path("id").asLong() + "/status-request", "application/json", new byte[0]);
        assertThat(asked.statusCode()).isEqualTo(202);
        long request = BackendCalls.json(asked).path("id").asLong();
        await().atMost(Duration.ofSeconds(20))
                .until(() -> BackendCalls.json(a.get("/api/status-requests/" + request, "application/json"))
                        .path("answered")
                        .asBoolean());
        assertThat(BackendCalls.json(a.get("/api/status-requests/" + request, "application/json"))
                        .path("messageStatus")
                        .asText())
                .isEqualTo("Processed");
    }

    @Test
    void aSendTheCpaDoesNotAllowIsRefusedAndNothingIsStored() {
        HttpResponse<byte[]> refused = BackendCalls.send(a, RM, "Verwijder", List.of());
        assertThat(refused.statusCode()).isEqualTo(400);
        assertThat(new String(refused.body(), StandardCharsets.UTF_8)).contains("may send", "Verwijder");
        assertThat(BackendCalls.send(a, "NoSuchCpa", "Bericht", List.of()).statusCode())
                .isEqualTo(404);
    }

    @Test
    void valuesTheAdapterCannotStoreAreRefusedWith400AndNothingIsStored() {
        byte[] content = "x".getBytes(StandardCharsets.UTF_8);
        HttpResponse<byte[]> badId =
                BackendCalls.send(a, RM, "Bericht", List.of(new PayloadPart("no-at-sign", "text/plain", content)));
        assertThat(badId.statusCode()).isEqualTo(400);
        assertThat(new String(badId.body(), StandardCharsets.UTF_8)).contains("Content-ID of payload 1");

        HttpResponse<byte[]> longType = BackendCalls.send(
                a, RM, "Bericht", List.of(new PayloadPart("p@a", "text/plain; x=" + "y".repeat(300), content)));
        assertThat(longType.statusCode()).isEqualTo(400);
        assertThat(new String(longType.body(), StandardCharsets.UTF_8)).contains("Content-Type of payload 1");
    }

    private static HttpResponse<byte[]> accepted(HttpResponse<byte[]> response) {
        assertThat(response.statusCode())
                .as(new String(response.body(), StandardCharsets.UTF_8))
                .isEqualTo(201);
        return response;
    }

    private static BackendStub.Delivery awaitDelivery(BackendStub backend, String messageId) {
        await().atMost(Duration.ofSeconds(20)).until(() -> backend.messages().stream()
                .anyMatch(message -> messageId.equals(message.header("EbmsMessageId"))));
        List<BackendStub.Delivery> deliveries = backend.messages().stream()
                .filter(message -> messageId.equals(message.header("EbmsMessageId")))
                .toList();
        assertThat(deliveries).as("delivered to the back end once").hasSize(1);
        return deliveries.get(0);
    }

    private static boolean event(BackendStub backend, String kind, String messageId) {
        await().atMost(Duration.ofSeconds(20)).until(() -> backend.events().stream()
                .anyMatch(event ->
                        kind.equals(event.header("EbmsEvent")) && messageId.equals(event.header("EbmsMessageId"))));
        return true;
    }

    private static Map<String, String> backEnd(BackendStub stub) {
        return Map.of(
                "backend.messages.uri",
                stub.messagesUri(),
                "backend.events.uri",
                stub.eventsUri(),
                "backend.poll-interval",
                "PT0.2S",
                "backend.retry.initial-delay",
                "PT0.5S",
                "backend.retry.max-delay",
                "PT1S");
    }

    private static byte[] cpa(String cpaId, DigikoppelingProfile profile) {
        return TestCpas.builder()
                .cpaId(cpaId)
                .partyA(TestCpas.PARTY_A.oin(), "Gemeente Proefdorp", "Afzender", a.uri("/ebms"))
                .partyB(TestCpas.PARTY_B.oin(), "Dienst Proefregister", "Ontvanger", b.uri("/ebms"))
                .service("urn:osb:services", "OSB:Service:1:0")
                .aSends("Bericht")
                .bSends("Antwoord")
                .profile(profile.cpaName())
                .retries(3)
                .retryInterval(Duration.ofSeconds(1))
                .buildBytes();
    }
}
