package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.db.testing.FreshDatabase;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.testkit.message.FixtureCpas;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A CPA that ends within 30 days becomes an {@code ending} event for the back end (issue "expiry in sight"), once,
 * though two nodes on one database look for it every second.
 */
class EndingEventsIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final Map<String, String> OFTEN =
            Map.of("ebms.expiry.check-interval", "PT1S", "cpa.refresh-interval", "PT1S");

    @Test
    void aCpaEndingWithinThirtyDaysIsToldToTheBackEndOnceWhateverTheNodes() {
        FreshDatabase database = DB.newDatabase();
        try (RunningAdapter one = RunningAdapter.start(database.settings(), "ending-1", OFTEN);
                RunningAdapter two = RunningAdapter.start(database.settings(), "ending-2", OFTEN)) {
            byte[] cpa = FixtureCpas.builder("Ending_1", URI.create("http://127.0.0.1:9/ebms"), one.uri("/ebms"))
                    .end(Instant.now().plus(Duration.ofDays(10)))
                    .buildBytes();
            assertThat(one.post("/api/cpas", "application/xml", cpa).statusCode())
                    .isEqualTo(201);

            await().atMost(Duration.ofSeconds(20)).until(() -> events(one).contains("\"owner\":\"Ending_1\""));
            await().atMost(Duration.ofSeconds(20))
                    .until(() -> text(two.get("/api/cpas", "application/json").body())
                            .contains("Ending_1"));
            // both nodes have looked several times since they both know the CPA
            await().pollDelay(Duration.ofSeconds(3)).until(() -> true);

            String events = events(two);
            assertThat(events).contains("\"event\":\"ending\"", "\"kind\":\"cpa_end\"", "\"what\":\"CPA end\"");
            assertThat(events.split("\"owner\":\"Ending_1\"", -1))
                    .as("one event")
                    .hasSize(2);
        }
    }

    private static String events(RunningAdapter adapter) {
        return text(
                adapter.get("/api/events?after=0&limit=100", "application/json").body());
    }

    private static String text(byte[] body) {
        return new String(body, StandardCharsets.UTF_8);
    }
}
