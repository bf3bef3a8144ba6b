package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import nl.opendk.ebms.app.testing.FixturePartner;
import nl.opendk.ebms.app.testing.Pings;
import nl.opendk.ebms.app.testing.ProxiedDatabase;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.testkit.message.HttpFixture;
import nl.opendk.ebms.testkit.outage.TcpProxy;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Bounded overload: with {@code ebms.http.max-in-flight=2} and two Pings held up in the adapter (its database frozen),
 * a third waits {@code ebms.http.admission-wait} (0.5 s) for a place: it is refused then with 503, Retry-After and a
 * SOAP Fault when none frees up, and counted in the overload metric; it takes the place of a held one that is answered
 * within its wait, body and all. The held ones are answered in bounded time, and once they are, Pings are taken
 * again.
 */
class AdmissionLimitIT {

    private static final HttpClient CLIENT =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private static final AtomicInteger SENT = new AtomicInteger();

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static ProxiedDatabase proxied;
    private static TcpProxy database;
    private static FixturePartner fixture;
    private static RunningAdapter adapter;

    @BeforeAll
    static void start() throws Exception {
        proxied = ProxiedDatabase.of(DB.settings(), 8);
        database = proxied.proxy();
        fixture = FixturePartner.start(
                proxied.settings(),
                "admission",
                Map.of("ebms.http.max-in-flight", "2", "ebms.http.admission-wait", "PT0.5S"));
        adapter = fixture.adapter();
    }

    @AfterAll
    static void stop() {
        if (fixture != null) {
            fixture.close();
        }
        if (proxied != null) {
            proxied.close();
        }
    }

    @Test
    void beyondTheLimitAPingWaitsItsTimeForAPlaceThenIsRefusedAndTheHeldOnesAreStillAnswered()
            throws InterruptedException {
        assertThat(ping().join().statusCode()).isEqualTo(204);
        double refusalsBefore = refusals();

        database.freeze();
        List<CompletableFuture<HttpResponse<byte[]>>> held;
        HttpResponse<byte[]> refused;
        long refusedIn;
        try {
            held = List.of(ping(), ping());
            // time for both to arrive; they then wait for the frozen database (the store's timeout is 1.5 s)
            Thread.sleep(300);
            long sent = System.nanoTime();
            refused = ping().join();
            refusedIn = Duration.ofNanos(System.nanoTime() - sent).toMillis();
        } finally {
            database.thaw();
        }

        assertThat(refused.statusCode()).isEqualTo(503);
        assertThat(refused.headers().firstValue("Retry-After")).contains("1");
        assertThat(new String(refused.body(), StandardCharsets.UTF_8))
                .contains("faultcode>soap:Server<")
                .contains("as many messages as it can");
        assertThat(refusedIn)
                .as("refused when its 0.5 s wait ended, not after the held ones")
                .isBetween(450L, 1_200L);
        for (CompletableFuture<HttpResponse<byte[]>> answer : held) {
            assertThat(answer.join().statusCode())
                    .as("answered, taken or 'try again'")
                    .isIn(204, 503);
        }
        await().atMost(Duration.ofSeconds(30)).until(() -> ping().join().statusCode() == 204);
        // the held ones may have been refused too, by the frozen database: only the one over the limit counts here
        assertThat(refusals() - refusalsBefore).isEqualTo(1.0);
    }

    @Test
    void aPingBeyondTheLimitTakesThePlaceThatFreesUpWithinItsWait() throws InterruptedException {
        assertThat(ping().join().statusCode()).isEqualTo(204);
        double refusalsBefore = refusals();

        CompletableFuture<HttpResponse<byte[]>> waiting;
        List<CompletableFuture<HttpResponse<byte[]>>> held;
        database.freeze();
        try {
            held = List.of(ping(), ping());
            Thread.sleep(300);
            waiting = ping();
            Thread.sleep(100);
        } finally {
            database.thaw();
        }

        assertThat(waiting.join().statusCode())
                .as("taken once a held one was answered")
                .isEqualTo(204);
        assertThat(held)
                .allSatisfy(answer -> assertThat(answer.join().statusCode()).isEqualTo(204));
        assertThat(refusals()).isEqualTo(refusalsBefore);
    }

    /** ebms_http_overload_refused_total, 0 before the first refusal registers it. */
    private static double refusals() {
        return adapter.metrics()
                .lines()
                .filter(line -> line.startsWith("ebms_http_overload_refused_total "))
                .mapToDouble(line -> Double.parseDouble(line.substring(line.indexOf(' ') + 1)))
                .findFirst()
                .orElse(0);
    }

    private static CompletableFuture<HttpResponse<byte[]>> ping() {
        HttpFixture ping = Pings.withMessageId("admission-" + SENT.incrementAndGet() + "@fixtures.test");
        HttpRequest.Builder request = HttpRequest.newBuilder(adapter.uri("/ebms"))
                .timeout(Duration.ofSeconds(10))
                .POST(HttpRequest.BodyPublishers.ofByteArray(ping.body()));
        ping.headers().forEach(request::header);
        return CLIENT.sendAsync(request.build(), HttpResponse.BodyHandlers.ofByteArray());
    }
}
