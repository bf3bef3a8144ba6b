package nl.opendk.ebms.console.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import nl.opendk.ebms.console.testing.RunningConsole;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.db.wus.WusDirection;
import nl.opendk.ebms.db.wus.WusExchangeOutcome;
import nl.opendk.ebms.db.wus.WusExchangeRecorder;
import nl.opendk.ebms.db.wus.WusExchangeRequest;
import nl.opendk.ebms.db.wus.WusExchangeStatus;
import nl.opendk.ebms.db.wus.WusExchangeStore;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * /api/wus/exchanges over real HTTP: calls recorded through the store are found by every filter, paged newest first,
 * and opened with their bodies.
 */
class WusExchangeApiIT {

    private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
    private static final byte[] LATIN1_REQUEST = "<Envelope>caf\u00e9</Envelope>".getBytes(StandardCharsets.ISO_8859_1);
    private static final ObjectMapper JSON = new ObjectMapper();

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static RunningConsole console;
    private static final List<Long> IDS = new ArrayList<>();

    @BeforeAll
    static void start() {
        console = RunningConsole.start(DB.settings(), RunningConsole.SETTINGS);
        WusExchangeRecorder store = new WusExchangeRecorder(new WusExchangeStore(DB.dataSource(), "node-a"));
        // three calls, one minute apart: answered, faulted by the partner, refused before it was passed on
        IDS.add(record(store, 0, WusDirection.PROVIDE, "permits", "VraagVergunning", WusExchangeStatus.ANSWERED));
        IDS.add(record(store, 1, WusDirection.CONSUME, "partner-permits", "TrekIn", WusExchangeStatus.FAULTED));
        IDS.add(record(store, 2, WusDirection.PROVIDE, "permits", "TrekIn", WusExchangeStatus.REJECTED));
        IDS.add(store.insert(new WusExchangeRequest(
                WusDirection.PROVIDE,
                "permits",
                null,
                "2W-be",
                "latin-1",
                "urn:unknown",
                null,
                null,
                null,
                null,
                T0.plusSeconds(180),
                LATIN1_REQUEST.length,
                LATIN1_REQUEST)));
        store.close();
    }

    @AfterAll
    static void stop() {
        if (console != null) {
            console.close();
        }
    }

    @Test
    void everyCallIsListedNewestFirst() throws IOException {
        assertThat(ids("")).containsExactly(IDS.get(3), IDS.get(2), IDS.get(1), IDS.get(0));
    }

    @Test
    void eachFilterNarrowsTheList() throws IOException {
        assertThat(ids("service=permits")).containsExactly(IDS.get(3), IDS.get(2), IDS.get(0));
        assertThat(ids("operation=TrekIn")).containsExactly(IDS.get(2), IDS.get(1));
        assertThat(ids("status=faulted")).containsExactly(IDS.get(1));
        assertThat(ids("status=received")).containsExactly(IDS.get(3));
        assertThat(ids("direction=consume")).containsExactly(IDS.get(1));
        assertThat(ids("messageId=request-0")).containsExactly(IDS.get(0));
        assertThat(ids("messageId=response-1")).containsExactly(IDS.get(1));
        assertThat(ids("from=2026-03-01T10:01:00Z&to=2026-03-01T10:03:00Z")).containsExactly(IDS.get(2), IDS.get(1));
        assertThat(ids("service=permits&operation=TrekIn&direction=provide")).containsExactly(IDS.get(2));
    }

    @Test
    void pagesGoOnFromTheLastRow() throws IOException {
        JsonNode first = page("limit=2");
        assertThat(first.get("next").asLong()).isEqualTo(IDS.get(2));
        JsonNode second = page("limit=2&before=" + first.get("next").asLong());
        assertThat(second.get("exchanges").size()).isEqualTo(2);
        assertThat(second.get("exchanges").get(0).get("id").asLong()).isEqualTo(IDS.get(1));
        assertThat(page("limit=2&before=" + IDS.get(0)).get("exchanges").size()).isZero();
    }

    @Test
    void aWrongFilterIsRefusedClearly() {
        HttpResponse<byte[]> response = console.get("/api/wus/exchanges?status=lost", "application/json");
        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(new String(response.body(), StandardCharsets.UTF_8)).contains("status 'lost' is not one of");
        assertThat(console.get("/api/wus/exchanges?limit=0", "application/json").statusCode())
                .isEqualTo(400);
        assertThat(console.get("/api/wus/exchanges?from=yesterday", "application/json")
                        .statusCode())
                .isEqualTo(400);
    }

    @Test
    void oneCallIsOpenedWithEveryFieldAndItsBodies() throws IOException {
        JsonNode detail = json(console.get("/api/wus/exchanges/" + IDS.get(1), "application/json"));

        JsonNode exchange = detail.get("exchange");
        assertThat(exchange.get("direction").asText()).isEqualTo("consume");
        assertThat(exchange.get("status").asText()).isEqualTo("faulted");
        assertThat(exchange.get("faultCode").asText()).isEqualTo("soap:Server");
        assertThat(exchange.get("relatesTo").asText()).isEqualTo("request-1");
        assertThat(exchange.get("tlsOin").asText()).isEqualTo("00000001111111111000");
        assertThat(exchange.get("nodeId").asText()).isEqualTo("node-a");
        assertThat(exchange.get("totalMs").asLong()).isEqualTo(120);
        assertThat(detail.get("requestBody").get("text").asText()).isEqualTo("<request n='1'/>");
        assertThat(detail.get("responseBody").get("text").asText()).isEqualTo("<response n='1'/>");
    }

    @Test
    void aBodyThatIsNotUtf8IsGivenInBase64() throws IOException {
        JsonNode detail = json(console.get("/api/wus/exchanges/" + IDS.get(3), "application/json"));

        assertThat(detail.get("exchange").get("status").asText()).isEqualTo("received");
        assertThat(detail.get("requestBody").get("text").isNull()).isTrue();
        assertThat(Base64.getDecoder()
                        .decode(detail.get("requestBody").get("base64").asText()))
                .isEqualTo(LATIN1_REQUEST);
        assertThat(detail.get("responseBody").isNull()).isTrue();
    }

    @Test
    void anUnknownCallIs404() {
        assertThat(console.get("/api/wus/exchanges/999999", "application/json").statusCode())
                .isEqualTo(404);
        assertThat(console.get("/api/wus/exchanges/first", "application/json").statusCode())
                .isEqualTo(400);
    }

    private static long record(
            WusExchangeRecorder store,
            int n,
            WusDirection direction,
            String service,
            String operation,
            WusExchangeStatus status) {
        Instant received = T0.plusSeconds(60L * n);
        byte[] request = ("<request n='" + n + "'/>").getBytes(StandardCharsets.UTF_8);
        long id = store.insert(new WusExchangeRequest(
                direction,
                service,
                operation,
                "2W-be",
                "request-" + n,
                "http://wus.example.nl/vergunningen/v1/" + operation,
                "https://wus.example.nl/wus/" + service,
                "00000001111111111000",
                "00000001111111111000",
                null,
                received,
                request.length,
                request));
        byte[] response = ("<response n='" + n + "'/>").getBytes(StandardCharsets.UTF_8);
        boolean fault = status != WusExchangeStatus.ANSWERED;
        store.complete(
                id,
                new WusExchangeOutcome(
                        status,
                        "response-" + n,
                        "request-" + n,
                        fault ? "soap:Server" : null,
                        fault ? "it went wrong" : null,
                        fault ? 500 : 200,
                        received.plusMillis(10),
                        100L,
                        received.plusMillis(120),
                        120,
                        (long) response.length,
                        response,
                        null));
        return id;
    }

    private static List<Long> ids(String query) throws IOException {
        List<Long> ids = new ArrayList<>();
        page(query)
                .get("exchanges")
                .forEach(exchange -> ids.add(exchange.get("id").asLong()));
        return ids;
    }

    private static JsonNode page(String query) throws IOException {
        HttpResponse<byte[]> response = console.get("/api/wus/exchanges?" + query, "application/json");
        assertThat(response.statusCode())
                .as(new String(response.body(), StandardCharsets.UTF_8))
                .isEqualTo(200);
        return JSON.readTree(response.body());
    }

    private static JsonNode json(HttpResponse<byte[]> response) throws IOException {
        return JSON.readTree(response.body());
    }
}
