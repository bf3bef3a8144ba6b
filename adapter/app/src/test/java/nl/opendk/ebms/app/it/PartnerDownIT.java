package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
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
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import nl.opendk.ebms.testkit.net.FreePort;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A partner that is down: the message is retried per the CPA (Retries, RetryInterval) and delivered when the
 * partner comes back; with the partner down for good it ends failed and the back end gets a failed event.
 */
class PartnerDownIT {

    private static final String CPA_ID = "Down_00000099000000000001_00000099000000000002_1";

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    @Test
    void aMessageIsRetriedUntilThePartnerComesBack() throws Exception {
        int partnerPort = FreePort.find();
        FreshDatabase partnerDatabase = DB.newDatabase();
        try (BackendStub senderBackend = BackendStub.start();
                BackendStub partnerBackend = BackendStub.start();
                RunningAdapter sender = RunningAdapter.start(DB.settings(), "down-sender", backEnd(senderBackend))) {
            // the partner has the CPA before it comes up: a retry that reached it between its start and the CPA's
            // upload would be answered with a MessageError (unknown CPAId), which ends the message for good
            try (RunningAdapter setUp = RunningAdapter.start(partnerDatabase.settings(), "down-partner", Map.of())) {
                setUp.post("/api/cpas", "application/xml", cpa(sender.uri("/ebms"), partnerPort, 30));
            }
            // retries enough to outlast the partner's start on a busy machine (each 1 s apart)
            sender.post("/api/cpas", "application/xml", cpa(sender.uri("/ebms"), partnerPort, 30));
            JsonNode sent = BackendCalls.json(BackendCalls.send(sender, CPA_ID, "Bericht", payload()));
            await().atMost(Duration.ofSeconds(20))
                    .until(() -> BackendCalls.json(sender.get(
                                            "/api/messages/" + sent.path("id").asLong(), "application/json"))
                                    .path("attempts")
                                    .size()
                            >= 1);

            try (RunningAdapter partner = RunningAdapter.startOn(
                    partnerPort, partnerDatabase.settings(), "down-partner", backEnd(partnerBackend))) {
                await().atMost(Duration.ofSeconds(30))
                        .until(() -> partnerBackend.messages().size() == 1);
                await().atMost(Duration.ofSeconds(30)).until(() -> "delivered"
                        .equals(BackendCalls.status(sender, sent.path("id").asLong())));
            }
        }
    }

    @Test
    void aPartnerDownForGoodEndsInFailureAndTheBackEndIsTold() throws Exception {
        int partnerPort = FreePort.find();
        try (BackendStub senderBackend = BackendStub.start();
                RunningAdapter sender = RunningAdapter.start(DB.settings(), "gone-sender", backEnd(senderBackend))) {
            sender.post("/api/cpas", "application/xml", cpa(sender.uri("/ebms"), partnerPort, 2));
            JsonNode sent = BackendCalls.json(BackendCalls.send(sender, CPA_ID, "Bericht", payload()));

            await().atMost(Duration.ofSeconds(30)).until(() -> "failed"
                    .equals(BackendCalls.status(sender, sent.path("id").asLong())));
            JsonNode attempts = BackendCalls.json(
                            sender.get("/api/messages/" + sent.path("id").asLong(), "application/json"))
                    .path("attempts");
            assertThat(attempts).as("the first send and the CPA's 2 retries").hasSize(3);
            await().atMost(Duration.ofSeconds(20)).until(() -> senderBackend.events().stream()
                    .anyMatch(event -> "failed".equals(event.header("EbmsEvent"))
                            && sent.path("messageId").asText().equals(event.header("EbmsMessageId"))));
        }
    }

    private static List<PayloadPart> payload() {
        return List.of(new PayloadPart("p@a", "text/plain", "are you there".getBytes(StandardCharsets.UTF_8)));
    }

    private static Map<String, String> backEnd(BackendStub stub) {
        return Map.of(
                "backend.messages.uri",
                stub.messagesUri(),
                "backend.events.uri",
                stub.eventsUri(),
                "backend.poll-interval",
                "PT0.2S");
    }

    private static byte[] cpa(URI sender, int partnerPort, int retries) {
        return TestCpas.builder()
                .cpaId(CPA_ID)
                .partyA(TestCpas.PARTY_A.oin(), "Gemeente Proefdorp", "Afzender", sender)
                .partyB(
                        TestCpas.PARTY_B.oin(),
                        "Dienst Proefregister",
                        "Ontvanger",
                        URI.create("http://127.0.0.1:" + partnerPort + "/ebms"))
                .service("urn:osb:services", "OSB:Service:1:0")
                .aSends("Bericht")
                .profile(DigikoppelingProfile.OSB_RM.cpaName())
                .retries(retries)
                .retryInterval(Duration.ofSeconds(1))
                .buildBytes();
    }
}
