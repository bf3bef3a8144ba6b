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
 * The REST endpoints behind the admin UI over real HTTP (signed in with HTTP Basic): CPA check and details, the
 * dashboard figures. Ping and Pong, message details with attempts and errors, resend, and what the management port
 * shows need the whole adapter and are checked there (ConsoleInAdapterIT).
 */
class ConsoleApiIT {

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
    void checkingACpaStoresNothingAndReportsEveryFinding() {
        byte[] valid =
                FixtureCpas.builder("Checked_1", PARTNER, console.uri("/ebms")).buildBytes();
        HttpResponse<byte[]> fine = console.post("/api/cpas/check", "application/xml", valid);
        assertThat(fine.statusCode()).isEqualTo(200);
        assertThat(body(fine)).contains("\"acceptable\":true", "\"cpaId\":\"Checked_1\"", "\"exists\":false", "HTTPS");
        assertThat(console.get("/api/cpas/Checked_1", "application/xml").statusCode())
                .isEqualTo(404);

        String broken = new String(valid, StandardCharsets.UTF_8)
                .replaceFirst("<tns:End>[^<]*</tns:End>", "<tns:End>1999-01-01T00:00:00Z</tns:End>");
        HttpResponse<byte[]> refused =
                console.post("/api/cpas/check", "application/xml", broken.getBytes(StandardCharsets.UTF_8));
        assertThat(refused.statusCode()).isEqualTo(200);
        assertThat(body(refused)).contains("\"acceptable\":false", "\"severity\":\"ERROR\"", "/End");
        assertThat(console.post("/api/cpas/check", "application/xml", new byte[0])
                        .statusCode())
                .isEqualTo(400);
    }

    @Test
    void theDetailsSayWhatEachPartyMaySendAndHow() {
        upload("Details_1");

        HttpResponse<byte[]> details = console.get("/api/cpas/Details_1/details", "application/json");

        assertThat(details.statusCode()).isEqualTo(200);
        assertThat(body(details))
                .contains("\"name\":\"Gemeente Proefdorp\"", "\"roles\":[\"Afzender\"]", "\"action\":\"Bericht\"")
                .contains("\"action\":\"Antwoord\"", PARTNER.toString(), "\"syncReplyMode\":\"NONE\"")
                .contains("\"profile\":\"osb-be\"", "\"reliable\":false", "\"messages\":0");
        assertThat(console.get("/api/cpas/Nothing_1/details", "application/json")
                        .statusCode())
                .isEqualTo(404);
    }

    @Test
    void theDashboardCountsEveryMinuteOfTheRangeAndTheOutbox() {
        HttpResponse<byte[]> figures = console.get("/api/dashboard?minutes=5", "application/json");

        assertThat(figures.statusCode()).isEqualTo(200);
        String json = body(figures);
        assertThat(json.split("\"minute\":").length - 1).isEqualTo(5);
        assertThat(json).contains("\"outbox\":{\"depth\":");
        assertThat(console.get("/api/dashboard?minutes=0", "application/json").statusCode())
                .isEqualTo(400);
        assertThat(console.get("/api/dashboard?minutes=many", "application/json")
                        .statusCode())
                .isEqualTo(400);
    }

    @Test
    void whatEndsWithinTheAskedDaysIsListedSoonestFirst() {
        byte[] cpa = FixtureCpas.builder("Ending_1", PARTNER, console.uri("/ebms"))
                .end(java.time.Instant.now().plus(java.time.Duration.ofDays(20)))
                .buildBytes();
        assertThat(console.post("/api/cpas", "application/xml", cpa).statusCode())
                .isIn(200, 201);

        String within30 = body(console.get("/api/expiries?days=30", "application/json"));
        assertThat(within30).contains("\"days\":30", "\"kind\":\"CPA_END\"", "\"owner\":\"Ending_1\"");
        assertThat(body(console.get("/api/expiries", "application/json")))
                .as("90 days by default")
                .contains("\"days\":90", "Ending_1");
        assertThat(body(console.get("/api/expiries?days=10", "application/json")))
                .doesNotContain("Ending_1");
        assertThat(console.get("/api/expiries?days=-1", "application/json").statusCode())
                .isEqualTo(400);
        assertThat(console.get("/api/expiries?days=soon", "application/json").statusCode())
                .isEqualTo(400);
    }

    private static void upload(String cpaId) {
        byte[] cpa = FixtureCpas.builder(cpaId, PARTNER, console.uri("/ebms")).buildBytes();
        assertThat(console.post("/api/cpas", "application/xml", cpa).statusCode())
                .isIn(200, 201);
    }

    private static String body(HttpResponse<byte[]> response) {
        return new String(response.body(), StandardCharsets.UTF_8);
    }
}
