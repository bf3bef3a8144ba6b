package nl.opendk.ebms.console.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import nl.opendk.ebms.console.testing.RunningConsole;
import nl.opendk.ebms.db.testing.TestDatabase;
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

    private static String body(HttpResponse<byte[]> response) {
        return new String(response.body(), StandardCharsets.UTF_8);
    }
}
