package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import nl.opendk.ebms.app.testing.Pings;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.app.testing.Wire;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.testkit.message.FixtureCpas;
import nl.opendk.ebms.testkit.message.HttpFixture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A CPA uploaded or deleted through /api/cpas is what the next received message is checked against, and a CPA that
 * received messages refer to is deleted only when forced.
 */
class CpaChangeIT {

    private static final URI PARTNER = URI.create("http://127.0.0.1:9/ebms");

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static RunningAdapter adapter;

    @BeforeAll
    static void start() {
        adapter = RunningAdapter.start(DB.settings(), "cpa-change", Map.of());
    }

    @AfterAll
    static void stop() {
        if (adapter != null) {
            adapter.close();
        }
    }

    @Test
    void theNextMessageSeesEachChange() {
        byte[] cpa = FixtureCpas.valid(PARTNER, adapter.uri("/ebms"));
        HttpFixture ping = HttpFixture.load("messages/valid/ping.http");
        assertThat(errorCodeOf(adapter.post(ping))).isEqualTo("ValueNotRecognized");

        assertThat(adapter.post("/api/cpas", "application/xml", cpa).statusCode())
                .isEqualTo(201);
        assertThat(adapter.post(ping).statusCode()).isEqualTo(204);

        HttpResponse<byte[]> guarded = adapter.delete("/api/cpas/" + FixtureCpas.CPA_ID);
        assertThat(guarded.statusCode()).isEqualTo(409);
        assertThat(body(guarded)).contains("stored message(s) refer to CPA", "force=true");
        assertThat(adapter.delete("/api/cpas/" + FixtureCpas.CPA_ID + "?force=true")
                        .statusCode())
                .isEqualTo(204);
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
