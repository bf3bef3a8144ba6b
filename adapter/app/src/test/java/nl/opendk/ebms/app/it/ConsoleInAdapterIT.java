package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import nl.opendk.ebms.app.testing.PartnerStub;
import nl.opendk.ebms.app.testing.Pings;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.db.message.MessageFilter;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.testkit.message.FixtureCpas;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The console in the whole adapter, over real HTTP (signed in with HTTP Basic): the ebMS endpoint stays outside the
 * login, Ping a partner and its Pong, message detail with attempts and errors, resend, and what the management port
 * shows about it all (health, Prometheus metrics). The console's own endpoints are tested in its module.
 */
class ConsoleInAdapterIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static PartnerStub partner;
    private static RunningAdapter adapter;
    private static MessageQueries queries;

    @BeforeAll
    static void start() throws Exception {
        partner = PartnerStub.start();
        adapter = RunningAdapter.start(DB.settings(), "console-in-adapter", Map.of());
        partner.answerPingsTo(adapter.uri("/ebms"));
        queries = new MessageQueries(DB.dataSource());
    }

    @AfterAll
    static void stop() {
        if (adapter != null) {
            adapter.close();
        }
        if (partner != null) {
            partner.close();
        }
    }

    @Test
    void theEbmsEndpointIsNotBehindTheLogin() {
        HttpResponse<byte[]> response = RunningAdapter.send(HttpRequest.newBuilder(adapter.uri("/ebms"))
                .timeout(Duration.ofSeconds(30))
                .header("Content-Type", "text/xml")
                .POST(HttpRequest.BodyPublishers.ofString("not soap"))
                .build());
        assertThat(response.statusCode()).isEqualTo(500);
        assertThat(body(response)).contains("Fault");
    }

    @Test
    void pingingAPartnerQueuesAPingAndItsPongIsFound() {
        upload(FixtureCpas.CPA_ID);

        HttpResponse<byte[]> queued = adapter.post(
                "/api/cpas/" + FixtureCpas.CPA_ID + "/ping",
                "application/json",
                ("{\"partner\":\"" + FixtureCpas.PARTNER_OIN + "\"}").getBytes(StandardCharsets.UTF_8));

        assertThat(queued.statusCode()).isEqualTo(202);
        String id = body(queued).replaceAll(".*\"id\":(\\d+).*", "$1");
        await().atMost(Duration.ofSeconds(20)).until(() -> !body(adapter.get("/api/pings/" + id, "application/json"))
                .contains("\"pong\":null"));
        String status = body(adapter.get("/api/pings/" + id, "application/json"));
        assertThat(status)
                .contains("\"action\":\"Pong\"", "\"fromPartyId\":\"" + FixtureCpas.PARTNER_OIN + "\"")
                .containsPattern("\"latencyMillis\":\\d+");
        assertThat(partner.receivedWithAction("Ping")).anySatisfy(ping -> assertThat(
                        ping.header().from().partyIds().get(0).value())
                .isEqualTo(FixtureCpas.ADAPTER_OIN));

        assertThat(postJson("/api/cpas/" + FixtureCpas.CPA_ID + "/ping", "{}").statusCode())
                .isEqualTo(400);
        assertThat(postJson("/api/cpas/" + FixtureCpas.CPA_ID + "/ping", "{\"partner\":\"0000\"}")
                        .statusCode())
                .isEqualTo(400);
        assertThat(postJson("/api/cpas/Nothing_1/ping", "{\"partner\":\"1\"}").statusCode())
                .isEqualTo(404);
        assertThat(adapter.get("/api/pings/999999", "application/json").statusCode())
                .isEqualTo(404);
        assertThat(adapter.get("/api/pings/abc", "application/json").statusCode())
                .isEqualTo(400);
    }

    @Test
    void aFailedMessageShowsItsAttemptsAndCanBeResentOnce() {
        upload(FixtureCpas.CPA_ID);
        partner.answerWith(400);
        assertThat(adapter.post(Pings.withMessageId("to-fail@fixtures.test")).statusCode())
                .isEqualTo(204);
        await().atMost(Duration.ofSeconds(20))
                .until(() -> !queries.list(MessageFilter.ANY.withStatus(MessageStatus.FAILED), 1)
                        .isEmpty());
        MessageSummary failed = queries.list(MessageFilter.ANY.withStatus(MessageStatus.FAILED), 1)
                .get(0);
        partner.answerWith(204);

        HttpResponse<byte[]> detail = adapter.get("/api/messages/" + failed.id(), "application/json");
        assertThat(body(detail))
                .contains("\"attempts\":[{\"attemptNo\":1", "\"httpStatus\":400", "\"outcome\":\"permanent\"");
        assertThat(body(detail)).contains("\"endpoint\":\"" + partner.endpoint() + "\"", "\"errors\":[]");
        HttpResponse<byte[]> byRef = adapter.get(
                "/api/messages?refToMessageId=" + failed.refToMessageId() + "&direction=out", "application/json");
        assertThat(body(byRef)).contains(failed.messageId());

        HttpResponse<byte[]> resent =
                adapter.post("/api/messages/" + failed.id() + "/resend", "application/json", new byte[0]);
        assertThat(resent.statusCode()).isEqualTo(202);
        await().atMost(Duration.ofSeconds(20))
                .until(() -> queries.find(failed.id()).orElseThrow().summary().status() == MessageStatus.DELIVERED);
        HttpResponse<byte[]> again =
                adapter.post("/api/messages/" + failed.id() + "/resend", "application/json", new byte[0]);
        assertThat(again.statusCode()).isEqualTo(409);
        assertThat(body(again)).contains("only failed outgoing messages", "delivered");
        assertThat(adapter.post("/api/messages/999999/resend", "application/json", new byte[0])
                        .statusCode())
                .isEqualTo(404);
        assertThat(adapter.post("/api/messages/x/resend", "application/json", new byte[0])
                        .statusCode())
                .isEqualTo(400);
    }

    @Test
    void aRejectedMessageShowsItsEbmsErrors() {
        adapter.post(Pings.underUnknownCpa("rejected-ping@fixtures.test"));
        MessageSummary rejected = queries.list(MessageFilter.ANY.withMessageId("rejected-ping@fixtures.test"), 1)
                .get(0);

        String detail = body(adapter.get("/api/messages/" + rejected.id(), "application/json"));

        assertThat(detail)
                .contains("\"status\":\"rejected\"", "\"code\":\"ValueNotRecognized\"", "\"severity\":\"error\"");
    }

    @Test
    void healthAndMetricsAreOnTheManagementPort() {
        upload(FixtureCpas.CPA_ID);
        adapter.post(Pings.withMessageId("for-metrics@fixtures.test"));

        HttpResponse<byte[]> ready = get(adapter.managementUri("/observe/health/ready?exposureLevel=full")
                .toString());
        assertThat(ready.statusCode()).isEqualTo(200);
        assertThat(body(ready)).contains("\"name\":\"database\",\"status\":\"UP\"");
        assertThat(get(adapter.managementUri("/observe/health/live").toString()).statusCode())
                .isEqualTo(200);

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(
                        body(get(adapter.managementUri("/observe/metrics").toString())))
                .contains("ebms_messages_received_total{action=\"Ping\",cpa=\"" + FixtureCpas.CPA_ID + "\"")
                .contains("ebms_outbox_depth ", "ebms_send_duration_seconds_count", "ebms_messages_sent_total")
                .containsPattern("ebms_send_duration_seconds_bucket\\{[^}]*le=\"0.01\"")
                .containsPattern("camel_exchanges_total\\{[^}]*routeId=\"ebms-receive\"\\} [1-9]")
                .contains("jvm_memory_used_bytes")
                .as("route metrics per route only, no context-wide set beside them")
                .doesNotContainPattern("camel_exchanges_total\\{[^}]*eventType=\"context\""));
        assertThat(get(adapter.uri("/observe/metrics").toString()).statusCode()).isEqualTo(404);
    }

    private static void upload(String cpaId) {
        byte[] cpa = FixtureCpas.builder(cpaId, partner.endpoint(), adapter.uri("/ebms"))
                .buildBytes();
        assertThat(adapter.post("/api/cpas", "application/xml", cpa).statusCode())
                .isIn(200, 201);
    }

    private static HttpResponse<byte[]> postJson(String path, String json) {
        return adapter.post(path, "application/json", json.getBytes(StandardCharsets.UTF_8));
    }

    private static HttpResponse<byte[]> get(String uri) {
        return RunningAdapter.send(
                HttpRequest.newBuilder(java.net.URI.create(uri)).GET().build());
    }

    private static String body(HttpResponse<byte[]> response) {
        return new String(response.body(), StandardCharsets.UTF_8);
    }
}
