package nl.opendk.ebms.component.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import nl.opendk.ebms.service.observe.MessageObserver;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The admission limit alone, on a Vert.x server whose handler holds every request it is given until the test lets it
 * answer with the body it read: a request beyond the limit is refused at once without a wait, refused when its wait
 * ends, or takes the place a held request gives up within its wait, body and all.
 */
class AdmissionLimitTest {

    private static final HttpClient CLIENT =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    private final Vertx vertx = Vertx.vertx();
    private final List<RoutingContext> held = new CopyOnWriteArrayList<>();
    private final AtomicInteger overloaded = new AtomicInteger();
    private HttpServer server;

    @AfterEach
    void stop() {
        vertx.close().toCompletionStage().toCompletableFuture().join();
    }

    @Test
    void theServersVertxHasAWorkerForEveryAdmittedRequestBesidesTheRest() throws Exception {
        int limit = 30;
        Vertx server = Vertx.vertx(AdmissionLimit.serverOptions(limit));
        CountDownLatch release = new CountDownLatch(1);
        AtomicInteger running = new AtomicInteger();
        try {
            // as many requests as the limit admits, each holding its worker while it waits for its commit
            for (int i = 0; i < limit + AdmissionLimit.OTHER_WORKERS; i++) {
                server.executeBlocking(
                        () -> {
                            running.incrementAndGet();
                            return release.await(30, TimeUnit.SECONDS);
                        },
                        false);
            }
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (running.get() < limit + AdmissionLimit.OTHER_WORKERS && System.nanoTime() < end) {
                Thread.sleep(10);
            }
            assertThat(running).as("all at once, not 20").hasValue(limit + AdmissionLimit.OTHER_WORKERS);
        } finally {
            release.countDown();
            server.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void withoutAWaitOneBeyondTheLimitIsRefusedAtOnce() throws Exception {
        start(1, Duration.ZERO);
        CompletableFuture<HttpResponse<String>> first = post("first");
        awaitHeld(1);

        long sent = System.nanoTime();
        HttpResponse<String> refused = post("second").join();

        assertThat(refused.statusCode()).isEqualTo(503);
        assertThat(refused.headers().firstValue("Retry-After")).contains("1");
        assertThat(refused.body()).contains("as many messages as it can");
        assertThat(Duration.ofNanos(System.nanoTime() - sent)).isLessThan(Duration.ofMillis(500));
        assertThat(overloaded).hasValue(1);
        release();
        assertThat(first.join().body()).isEqualTo("first");
    }

    @Test
    void oneBeyondTheLimitIsRefusedWhenItsWaitEnds() throws Exception {
        start(1, Duration.ofMillis(300));
        CompletableFuture<HttpResponse<String>> first = post("first");
        awaitHeld(1);

        long sent = System.nanoTime();
        HttpResponse<String> refused = post("second").join();

        assertThat(refused.statusCode()).isEqualTo(503);
        assertThat(Duration.ofNanos(System.nanoTime() - sent)).isBetween(Duration.ofMillis(280), Duration.ofSeconds(2));
        assertThat(overloaded).hasValue(1);
        release();
        assertThat(first.join().statusCode()).isEqualTo(200);
    }

    @Test
    void aPlaceGivenUpWithinTheWaitGoesToTheOldestWaitingRequestWithItsBody() throws Exception {
        start(1, Duration.ofSeconds(5));
        CompletableFuture<HttpResponse<String>> first = post("first");
        awaitHeld(1);
        CompletableFuture<HttpResponse<String>> second = post("second");
        Thread.sleep(100);
        CompletableFuture<HttpResponse<String>> third = post("third");
        Thread.sleep(100);
        assertThat(held).hasSize(1);

        release();
        assertThat(first.join().body()).isEqualTo("first");
        awaitHeld(1);
        release();
        assertThat(second.join().body()).as("the oldest first").isEqualTo("second");
        awaitHeld(1);
        release();

        assertThat(third.join().body()).isEqualTo("third");
        assertThat(overloaded).hasValue(0);
    }

    private void start(int limit, Duration wait) throws Exception {
        AdmissionLimit admission = new AdmissionLimit(limit, wait, new MessageObserver() {
            @Override
            public void overloaded() {
                overloaded.incrementAndGet();
            }
        });
        Router router = Router.router(vertx);
        router.route("/ebms").handler(admission::handle);
        router.route("/ebms").handler(BodyHandler.create());
        router.route("/ebms").handler(held::add);
        server = vertx.createHttpServer()
                .requestHandler(router)
                .listen(0, "127.0.0.1")
                .toCompletionStage()
                .toCompletableFuture()
                .get(10, TimeUnit.SECONDS);
    }

    /** Answers every held request with the body it read, and lets it go. */
    private void release() {
        for (RoutingContext context : held) {
            held.remove(context);
            context.response().setStatusCode(200).end(context.body().asString());
        }
    }

    private void awaitHeld(int count) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (held.size() < count && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertThat(held).hasSize(count);
    }

    private CompletableFuture<HttpResponse<String>> post(String body) {
        return CLIENT.sendAsync(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.actualPort() + "/ebms"))
                        .timeout(Duration.ofSeconds(10))
                        .POST(HttpRequest.BodyPublishers.ofString(body))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
