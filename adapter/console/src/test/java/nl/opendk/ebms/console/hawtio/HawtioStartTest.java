package nl.opendk.ebms.console.hawtio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.ext.web.Router;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Hawtio starting behind the adapter's back: /hawtio answers 503 with Retry-After while it starts, and says it will
 * not come when the start failed. (A start that succeeds is HawtioIT's.)
 */
class HawtioStartTest {

    private final CountDownLatch release = new CountDownLatch(1);
    private final AtomicInteger starts = new AtomicInteger();
    private final HawtioStart start = new HawtioStart(() -> {
        starts.incrementAndGet();
        try {
            release.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        throw new IllegalStateException("the war is missing");
    });

    private Vertx vertx;
    private HttpServer server;

    @BeforeEach
    void serveTheProxy() throws Exception {
        vertx = Vertx.vertx();
        Router router = Router.router(vertx);
        router.route("/hawtio/*").handler(new HawtioProxy(start));
        server = vertx.createHttpServer()
                .requestHandler(router)
                .listen(0, "127.0.0.1")
                .toCompletionStage()
                .toCompletableFuture()
                .get(10, TimeUnit.SECONDS);
    }

    @AfterEach
    void stop() throws Exception {
        release.countDown();
        start.close();
        vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }

    @Test
    void whileHawtioStartsItsPathAsksTheBrowserToComeBack() throws Exception {
        start.begin();
        start.begin();

        HttpResponse<String> answer = get();

        assertThat(answer.statusCode()).isEqualTo(503);
        assertThat(answer.headers().firstValue("Retry-After")).contains(HawtioProxy.RETRY_AFTER_SECONDS);
        assertThat(answer.body()).contains("starting");
        assertThat(start.serverNow()).isNull();
        assertThat(start.failed()).isFalse();
        await().atMost(Duration.ofSeconds(5)).until(() -> starts.get() > 0);
        assertThat(starts.get()).as("begun once, however often asked").isEqualTo(1);
    }

    @Test
    void aFailedStartLeavesTheAdapterRunningAndSaysSoAtItsPath() throws Exception {
        start.begin();
        release.countDown();
        await().atMost(Duration.ofSeconds(5)).until(start::failed);

        HttpResponse<String> answer = get();

        assertThat(answer.statusCode()).isEqualTo(503);
        assertThat(answer.headers().firstValue("Retry-After")).isEmpty();
        assertThat(answer.body()).contains("did not start", "EBMS-5204");
        assertThat(start.serverNow()).isNull();
    }

    @Test
    void nothingStartsBeforeTheAdapterAsksForIt() throws Exception {
        assertThat(get().statusCode()).isEqualTo(503);
        start.close();
        assertThat(starts.get()).isZero();
    }

    private HttpResponse<String> get() throws Exception {
        return HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.actualPort() + "/hawtio/"))
                                .timeout(Duration.ofSeconds(5))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
    }
}
