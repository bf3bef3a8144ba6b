package nl.opendk.ebms.console.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import nl.opendk.ebms.console.testing.RunningConsole;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import nl.opendk.ebms.testkit.message.FixtureCpas;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * /api/cpas over real HTTP: upload with validation, list, fetch, replace and delete. What the next received message
 * makes of each change is checked in the adapter (ConsoleInAdapterIT).
 */
class CpaApiIT {

    private static final URI PARTNER = URI.create("http://127.0.0.1:9/ebms");

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final ObjectMapper JSON = new ObjectMapper();
    private static RunningConsole console;

    @BeforeAll
    static void start() {
        console = RunningConsole.start(DB.settings(), RunningConsole.SETTINGS);
    }

    @AfterAll
    static void stop() {
        if (console != null) {
            console.close();
        }
    }

    @Test
    void anInvalidCpaIsRefusedWithEveryFindingAndNothingIsStored() {
        String broken = new String(
                        FixtureCpas.builder("Broken_1", PARTNER, console.uri("/ebms"))
                                .build()
                                .getBytes(StandardCharsets.UTF_8),
                        StandardCharsets.UTF_8)
                .replaceFirst("<tns:End>[^<]*</tns:End>", "<tns:End>1999-01-01T00:00:00Z</tns:End>")
                .replace("uri=\"" + PARTNER, "uri=\"not a url");
        HttpResponse<byte[]> response =
                console.post("/api/cpas", "application/xml", broken.getBytes(StandardCharsets.UTF_8));

        assertThat(response.statusCode()).isEqualTo(400);
        String body = body(response);
        assertThat(body).contains("\"findings\"", "End", "Endpoint");
        assertThat(console.get("/api/cpas/Broken_1", "application/xml").statusCode())
                .isEqualTo(404);
    }

    @Test
    void notXmlIsRefusedClearly() {
        HttpResponse<byte[]> response =
                console.post("/api/cpas", "application/xml", "{\"not\":\"xml\"}".getBytes(StandardCharsets.UTF_8));
        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(body(response)).contains("findings");
    }

    @Test
    void uploadListFetchReplaceAndDelete() {
        byte[] cpa = FixtureCpas.valid(PARTNER, console.uri("/ebms"));
        assertThat(console.post("/api/cpas", "application/xml", cpa).statusCode())
                .isEqualTo(201);
        // a Ping queued for the partner is a stored message that refers to the CPA
        assertThat(console.post(
                                "/api/cpas/" + FixtureCpas.CPA_ID + "/ping",
                                "application/json",
                                ("{\"partner\":\"" + FixtureCpas.PARTNER_OIN + "\"}").getBytes(StandardCharsets.UTF_8))
                        .statusCode())
                .isEqualTo(202);

        assertThat(body(console.get("/api/cpas", "application/json")))
                .contains(FixtureCpas.CPA_ID, "Gemeente Proefdorp", FixtureCpas.PARTNER_OIN, "\"profile\":\"osb-be\"");
        HttpResponse<byte[]> xml = console.get("/api/cpas/" + FixtureCpas.CPA_ID, "application/xml");
        assertThat(xml.body()).isEqualTo(cpa);
        assertThat(body(console.get("/api/cpas/" + FixtureCpas.CPA_ID, "application/json")))
                .contains("\"cpaId\":\"" + FixtureCpas.CPA_ID + "\"", "\"status\":\"agreed\"");

        HttpResponse<byte[]> replaced = console.post("/api/cpas", "application/xml", cpa);
        assertThat(replaced.statusCode()).isEqualTo(200);
        assertThat(body(replaced)).contains("\"replaced\":true");

        HttpResponse<byte[]> guarded = console.delete("/api/cpas/" + FixtureCpas.CPA_ID);
        assertThat(guarded.statusCode()).isEqualTo(409);
        assertThat(body(guarded)).contains("stored message(s) refer to CPA", "force=true");
        assertThat(console.delete("/api/cpas/" + FixtureCpas.CPA_ID + "?force=true")
                        .statusCode())
                .isEqualTo(204);
        assertThat(console.delete("/api/cpas/" + FixtureCpas.CPA_ID + "?force=true")
                        .statusCode())
                .isEqualTo(404);
    }

    @Test
    void theConsoleKnowsWhichPartyIsOursAndPingsTheOther() {
        byte[] cpa =
                FixtureCpas.builder("Ours_1", PARTNER, console.uri("/ebms")).buildBytes();
        assertThat(console.post("/api/cpas", "application/xml", cpa).statusCode())
                .isEqualTo(201);

        String details = body(console.get("/api/cpas/Ours_1/details", "application/json"));
        assertThat(details)
                .containsPattern("\"name\":\"Gemeente Proefdorp\",\"us\":false")
                .containsPattern("\"us\":true,\"partyIds\":\\[\\{[^}]*\"value\":\"" + FixtureCpas.ADAPTER_OIN);
        // no partner named: the one party that is not ours
        HttpResponse<byte[]> queued = console.post("/api/cpas/Ours_1/ping", "application/json", new byte[0]);
        assertThat(queued.statusCode()).isEqualTo(202);
        assertThat(body(queued)).contains("\"partner\":\"" + FixtureCpas.PARTNER_OIN + "\"");
        HttpResponse<byte[]> notJson =
                console.post("/api/cpas/Ours_1/ping", "application/json", "{partner".getBytes(StandardCharsets.UTF_8));
        assertThat(notJson.statusCode()).isEqualTo(400);
        assertThat(body(notJson)).contains("not JSON");
        assertThat(console.delete("/api/cpas/Ours_1?force=true").statusCode()).isEqualTo(204);
    }

    /** A CPA replaced under its CPAId gets a new version; each message tells the version it was stored under. */
    @Test
    void aReplacedCpaKeepsItsEarlierVersionAndEachMessageTellsItsVersion() throws Exception {
        TestCpas.Builder cpa = FixtureCpas.builder("Versioned_1", PARTNER, console.uri("/ebms"));
        assertThat(console.post("/api/cpas", "application/xml", cpa.buildBytes())
                        .statusCode())
                .isEqualTo(201);
        long first = pingId("Versioned_1");
        assertThat(console.post("/api/cpas", "application/xml", cpa.buildBytes())
                        .statusCode())
                .as("the same CPA again")
                .isEqualTo(200);
        assertThat(JSON.readTree(console.get("/api/cpas/Versioned_1/details", "application/json")
                                .body())
                        .path("version")
                        .asInt())
                .isEqualTo(1);
        Thread.sleep(5);

        assertThat(console.post(
                                "/api/cpas",
                                "application/xml",
                                cpa.end(java.time.Instant.parse("2099-01-01T00:00:00Z"))
                                        .buildBytes())
                        .statusCode())
                .isEqualTo(200);
        long second = pingId("Versioned_1");

        JsonNode details = JSON.readTree(
                console.get("/api/cpas/Versioned_1/details", "application/json").body());
        assertThat(details.path("version").asInt()).isEqualTo(2);
        assertThat(details.path("earlierVersions").get(0).path("version").asInt())
                .isEqualTo(1);
        assertThat(details.path("earlierVersions").get(0).path("replacedAt").asText())
                .isNotBlank();
        assertThat(cpaVersionOf(first)).isEqualTo(1);
        assertThat(cpaVersionOf(second)).isEqualTo(2);
        assertThat(console.delete("/api/cpas/Versioned_1?force=true").statusCode())
                .isEqualTo(204);
    }

    private static long pingId(String cpaId) throws Exception {
        HttpResponse<byte[]> queued = console.post("/api/cpas/" + cpaId + "/ping", "application/json", new byte[0]);
        assertThat(queued.statusCode()).isEqualTo(202);
        return JSON.readTree(queued.body()).path("id").asLong();
    }

    private static int cpaVersionOf(long messageId) throws Exception {
        return JSON.readTree(console.get("/api/messages/" + messageId, "application/json")
                        .body())
                .path("cpaVersion")
                .asInt();
    }

    private static String body(HttpResponse<byte[]> response) {
        return new String(response.body(), StandardCharsets.UTF_8);
    }
}
