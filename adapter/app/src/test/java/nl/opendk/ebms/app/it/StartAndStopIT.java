package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.testkit.message.HttpFixture;
import nl.opendk.ebms.testkit.net.FreePort;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A partner that sends while a node starts or stops hears "not now" (503 with Retry-After) or finds no server at
 * all, never 404: the HTTP server listens before the receive route has started and goes on listening while it stops,
 * and a 404 is an error a sending MSH does not retry (DK-ebMS2 ch05 "HTTP Binding").
 */
class StartAndStopIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final HttpClient CLIENT =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    @Test
    void whileANodeStartsAndStopsTheEbmsEndpointNeverAnswers404() throws Exception {
        int port = FreePort.find();
        List<Integer> answers = new CopyOnWriteArrayList<>();
        List<String> retryAfter = new CopyOnWriteArrayList<>();
        AtomicBoolean sending = new AtomicBoolean(true);
        Thread partner = new Thread(() -> {
            while (sending.get()) {
                send(port, answers, retryAfter);
            }
        });
        partner.start();
        RunningAdapter adapter;
        try {
            adapter = RunningAdapter.startOn(port, DB.settings(), "start-and-stop", Map.of());
            List<Integer> onceStarted = new CopyOnWriteArrayList<>();
            send(port, onceStarted, new CopyOnWriteArrayList<>());
            assertThat(onceStarted)
                    .as("once started, a Ping is answered (a MessageError: no CPA is loaded)")
                    .containsExactly(200);
            adapter.close();
        } finally {
            sending.set(false);
            partner.join(10_000);
        }

        assertThat(answers).isNotEmpty().doesNotContain(404).allMatch(status -> status == 503 || status == 200);
        assertThat(retryAfter).allMatch(value -> !value.isEmpty());
    }

    /** Posts a Ping; a refused connection (no server yet or any more) is no answer. */
    private static void send(int port, List<Integer> answers, List<String> retryAfter) {
        HttpFixture ping = HttpFixture.load("messages/valid/ping.http");
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/ebms"))
                .timeout(Duration.ofSeconds(10))
                .POST(HttpRequest.BodyPublishers.ofByteArray(ping.body()));
        ping.headers().forEach(request::header);
        try {
            HttpResponse<Void> answer = CLIENT.send(request.build(), HttpResponse.BodyHandlers.discarding());
            answers.add(answer.statusCode());
            if (answer.statusCode() == 503) {
                retryAfter.add(answer.headers().firstValue("Retry-After").orElse(""));
            }
        } catch (IOException e) {
            pause();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void pause() {
        try {
            Thread.sleep(20);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
