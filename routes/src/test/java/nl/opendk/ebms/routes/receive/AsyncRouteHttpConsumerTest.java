package nl.opendk.ebms.routes.receive;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import nl.opendk.ebms.routes.LaterStep;
import org.apache.camel.Exchange;
import org.apache.camel.builder.RouteBuilder;
import org.apache.camel.component.platform.http.vertx.VertxPlatformHttpServer;
import org.apache.camel.component.platform.http.vertx.VertxPlatformHttpServerConfiguration;
import org.apache.camel.impl.DefaultCamelContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The receive route's HTTP consumer on a real server, with one worker thread: a route that hands its exchange to
 * another thread frees the worker for the next request and goes on on that thread, and the answer still reaches
 * the caller.
 */
class AsyncRouteHttpConsumerTest {

    private static final int REQUESTS = 3;

    /** Completes once every request has reached it: only possible if no request holds the only worker. */
    private final List<CompletableFuture<String>> waiting = new CopyOnWriteArrayList<>();

    private final HttpClient client = HttpClient.newHttpClient();
    private final Vertx vertx = Vertx.vertx(new VertxOptions().setWorkerPoolSize(1));
    private DefaultCamelContext context;
    private VertxPlatformHttpServer server;

    @BeforeEach
    void start() throws Exception {
        context = new DefaultCamelContext();
        // a request this test left waiting must not hold the stop up
        context.getShutdownStrategy().setTimeout(1);
        context.getRegistry().bind("vertx", vertx);
        VertxPlatformHttpServerConfiguration configuration = new VertxPlatformHttpServerConfiguration();
        configuration.setBindHost("127.0.0.1");
        configuration.setBindPort(0);
        server = new VertxPlatformHttpServer(configuration);
        context.addService(server);
        context.addRoutes(new RouteBuilder() {
            @Override
            public void configure() {
                from(AsyncRouteHttpEngine.endpoint(getContext(), "platform-http:/together?httpMethodRestrict=POST"))
                        .process(new LaterStep(exchange -> together()))
                        .process(exchange -> {
                            exchange.getMessage().removeHeaders("*");
                            exchange.getMessage().setHeader(Exchange.HTTP_RESPONSE_CODE, 202);
                            exchange.getMessage().setHeader(Exchange.CONTENT_TYPE, "text/plain; charset=UTF-8");
                            exchange.getMessage().setHeader("Retry-After", "7");
                            String completedOn = exchange.getMessage().getBody(String.class);
                            String answeredOn = Thread.currentThread().getName();
                            exchange.getMessage()
                                    .setBody(("completed on " + completedOn + ", answered on " + answeredOn)
                                            .getBytes(StandardCharsets.UTF_8));
                        });
                from(AsyncRouteHttpEngine.endpoint(getContext(), "platform-http:/at-once"))
                        .process(exchange -> {
                            exchange.getMessage().removeHeaders("*");
                            exchange.getMessage().setBody(null);
                        });
                from(AsyncRouteHttpEngine.endpoint(getContext(), "platform-http:/unhandled"))
                        .throwException(new IllegalStateException("a secret of the route"));
            }
        });
        context.start();
    }

    @AfterEach
    void stop() {
        context.stop();
        vertx.close();
    }

    private CompletableFuture<String> together() {
        CompletableFuture<String> mine = new CompletableFuture<>();
        waiting.add(mine);
        if (waiting.size() == REQUESTS) {
            new Thread(() -> waiting.forEach(each -> each.complete("the releasing thread")), "releasing").start();
        }
        return mine;
    }

    @Test
    void requestsThatWaitForAnotherThreadDoNotHoldTheOnlyWorker() throws Exception {
        List<CompletableFuture<HttpResponse<String>>> answers = new CopyOnWriteArrayList<>();
        for (int i = 0; i < REQUESTS; i++) {
            answers.add(client.sendAsync(post("/together"), HttpResponse.BodyHandlers.ofString()));
        }

        for (CompletableFuture<HttpResponse<String>> answer : answers) {
            HttpResponse<String> response = answer.get(10, TimeUnit.SECONDS);
            assertThat(response.statusCode()).isEqualTo(202);
            assertThat(response.body()).isEqualTo("completed on the releasing thread, answered on releasing");
            assertThat(response.headers().firstValue("Content-Type")).hasValue("text/plain; charset=UTF-8");
            assertThat(response.headers().firstValue("Retry-After")).hasValue("7");
            assertThat(response.headers().map().keySet())
                    .noneMatch(name -> name.toLowerCase().startsWith("camel"));
        }
    }

    @Test
    void aRouteThatEndsOnTheWorkerIsAnsweredTooAndWithoutABodyWith204() throws Exception {
        HttpResponse<String> response = client.send(post("/at-once"), HttpResponse.BodyHandlers.ofString());

        assertThat(response.statusCode()).isEqualTo(204);
        assertThat(response.body()).isEmpty();
    }

    @Test
    void anExceptionTheRouteLeftUnhandledIsAnswered500WithoutItsDetail() throws Exception {
        HttpResponse<String> response = client.send(post("/unhandled"), HttpResponse.BodyHandlers.ofString());

        assertThat(response.statusCode()).isEqualTo(500);
        assertThat(response.body()).doesNotContain("secret");
    }

    private HttpRequest post(String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.getPort() + path))
                .timeout(java.time.Duration.ofSeconds(10))
                .POST(HttpRequest.BodyPublishers.ofString("request"))
                .build();
    }
}
