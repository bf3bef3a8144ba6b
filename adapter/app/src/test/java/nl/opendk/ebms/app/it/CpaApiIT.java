package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import nl.opendk.ebms.app.testing.FixtureCpas;
import nl.opendk.ebms.app.testing.Pings;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.app.testing.Wire;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.protocol.testing.HttpFixture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** /api/cpas over real HTTP: upload with validation, list, fetch, replace, delete, and the effect on messages. */
class CpaApiIT {

    private static final URI PARTNER = URI.create("http://127.0.0.1:9/ebms");

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static RunningAdapter adapter;

    @BeforeAll
    static void start() {
        adapter = RunningAdapter.start(DB.settings(), "cpa-api", Map.of());
    }

    @AfterAll
    static void stop() {
        if (adapter != null) {
            adapter.close();
        }
    }

    @Test
    void anInvalidCpaIsRefusedWithEveryFindingAndNothingIsStored() {
        String broken = new String(
                        FixtureCpas.builder("Broken_1", PARTNER, adapter.uri("/ebms"))
                                .build()
                                .getBytes(StandardCharsets.UTF_8),
                        StandardCharsets.UTF_8)
                .replaceFirst("<tns:End>[^<]*</tns:End>", "<tns:End>1999-01-01T00:00:00Z</tns:End>")
                .replace("uri=\"" + PARTNER, "uri=\"not a url");
        HttpResponse<byte[]> response =
                adapter.post("/api/cpas", "application/xml", broken.getBytes(StandardCharsets.UTF_8));

        assertThat(response.statusCode()).isEqualTo(400);
        String body = body(response);
        assertThat(body).contains("\"findings\"", "End", "Endpoint");
        assertThat(adapter.get("/api/cpas/Broken_1", "application/xml").statusCode())
                .isEqualTo(404);
    }

    @Test
    void notXmlIsRefusedClearly() {
        HttpResponse<byte[]> response =
                adapter.post("/api/cpas", "application/xml", "{\"not\":\"xml\"}".getBytes(StandardCharsets.UTF_8));
        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(body(response)).contains("findings");
    }

    @Test
    void uploadListFetchReplaceDeleteAndTheNextMessageSeesEachChange() {
        byte[] cpa = FixtureCpas.valid(PARTNER, adapter.uri("/ebms"));
        HttpFixture ping = HttpFixture.load("messages/valid/ping.http");
        assertThat(errorCodeOf(adapter.post(ping))).isEqualTo("ValueNotRecognized");

        assertThat(adapter.post("/api/cpas", "application/xml", cpa).statusCode())
                .isEqualTo(201);
        assertThat(adapter.post(ping).statusCode()).isEqualTo(204);

        assertThat(body(adapter.get("/api/cpas", "application/json")))
                .contains(FixtureCpas.CPA_ID, "Gemeente Proefdorp", FixtureCpas.PARTNER_OIN, "\"profile\":\"osb-be\"");
        HttpResponse<byte[]> xml = adapter.get("/api/cpas/" + FixtureCpas.CPA_ID, "application/xml");
        assertThat(xml.body()).isEqualTo(cpa);
        assertThat(body(adapter.get("/api/cpas/" + FixtureCpas.CPA_ID, "application/json")))
                .contains("\"cpaId\":\"" + FixtureCpas.CPA_ID + "\"", "\"status\":\"agreed\"");

        HttpResponse<byte[]> replaced = adapter.post("/api/cpas", "application/xml", cpa);
        assertThat(replaced.statusCode()).isEqualTo(200);
        assertThat(body(replaced)).contains("\"replaced\":true");

        HttpResponse<byte[]> guarded = adapter.delete("/api/cpas/" + FixtureCpas.CPA_ID);
        assertThat(guarded.statusCode()).isEqualTo(409);
        assertThat(body(guarded)).contains("stored message(s) refer to CPA", "force=true");
        assertThat(adapter.delete("/api/cpas/" + FixtureCpas.CPA_ID + "?force=true")
                        .statusCode())
                .isEqualTo(204);
        assertThat(adapter.delete("/api/cpas/" + FixtureCpas.CPA_ID + "?force=true")
                        .statusCode())
                .isEqualTo(404);
        HttpFixture another = Pings.withMessageId("ping-after-delete@fixtures.test");
        assertThat(errorCodeOf(adapter.post(another))).isEqualTo("ValueNotRecognized");
    }

    private static String errorCodeOf(HttpResponse<byte[]> response) {
        assertThat(response.statusCode()).isEqualTo(200);
        return Wire.envelope(response.body())
                .envelope()
                .errorList()
                .errors()
                .get(0)
                .code()
                .wireValue();
    }

    private static String body(HttpResponse<byte[]> response) {
        return new String(response.body(), StandardCharsets.UTF_8);
    }
}
