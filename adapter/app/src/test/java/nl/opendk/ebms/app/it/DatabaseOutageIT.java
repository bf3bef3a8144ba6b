package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import nl.opendk.ebms.app.testing.FixturePartner;
import nl.opendk.ebms.app.testing.PartnerStub;
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
 * The database goes away under a running adapter (its connections cut and refused, then hung) and comes back. While
 * it is away a partner gets 503 with Retry-After in bounded time (a client that waits 5 s at most still hears the
 * answer), never a request that hangs; when it is back the adapter takes messages again by itself, and every
 * message it accepted gets its Pong.
 */
class DatabaseOutageIT {

    private static final Duration PATIENT_CLIENT = Duration.ofSeconds(5);

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static ProxiedDatabase proxied;
    private static TcpProxy database;
    private static FixturePartner fixture;
    private static PartnerStub partner;
    private static RunningAdapter adapter;
    private static final AtomicInteger SENT = new AtomicInteger();
    private static final Set<String> ACCEPTED = new HashSet<>();

    @BeforeAll
    static void start() throws Exception {
        proxied = ProxiedDatabase.of(DB.settings(), 8);
        database = proxied.proxy();
        fixture = FixturePartner.start(proxied.settings(), "outage", Map.of());
        partner = fixture.partner();
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
    void whileTheDatabaseIsAwayPartnersHear503AndTheAdapterRecoversByItself() {
        assertThat(ping().statusCode()).isEqualTo(204);

        database.stop();
        for (int i = 0; i < 3; i++) {
            assertTryAgainLater(ping());
        }
        assertThat(RunningAdapter.send(HttpRequest.newBuilder(adapter.managementUri("/observe/health/ready"))
                                .timeout(PATIENT_CLIENT)
                                .build())
                        .statusCode())
                .isEqualTo(503);

        database.start();
        await().atMost(Duration.ofSeconds(30)).until(() -> ping().statusCode() == 204);

        database.freeze();
        try {
            assertTryAgainLater(ping());
            assertTryAgainLater(ping());
        } finally {
            database.thaw();
        }
        await().atMost(Duration.ofSeconds(30)).until(() -> ping().statusCode() == 204);

        await().atMost(Duration.ofSeconds(60)).until(() -> partner.pongedPings().containsAll(ACCEPTED));
    }

    private static void assertTryAgainLater(HttpResponse<byte[]> answer) {
        assertThat(answer.statusCode()).isEqualTo(503);
        assertThat(answer.headers().firstValue("Retry-After")).isPresent();
        assertThat(new String(answer.body(), StandardCharsets.UTF_8)).contains("faultcode>soap:Server<");
    }

    /** A new Ping, sent by a client that waits {@link #PATIENT_CLIENT} at most; an accepted one is remembered. */
    private static HttpResponse<byte[]> ping() {
        String messageId = "outage-" + SENT.incrementAndGet() + "@fixtures.test";
        HttpFixture ping = Pings.withMessageId(messageId);
        HttpRequest.Builder request = HttpRequest.newBuilder(adapter.uri("/ebms"))
                .timeout(PATIENT_CLIENT)
                .POST(HttpRequest.BodyPublishers.ofByteArray(ping.body()));
        ping.headers().forEach(request::header);
        HttpResponse<byte[]> answer = RunningAdapter.send(request.build());
        if (answer.statusCode() == 204) {
            synchronized (ACCEPTED) {
                ACCEPTED.add(messageId);
            }
        }
        return answer;
    }
}
