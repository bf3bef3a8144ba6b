package nl.opendk.ebms.routes.send;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.db.outbox.Attempt;
import nl.opendk.ebms.db.outbox.Recorded;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;
import nl.opendk.ebms.routes.RouteIds;
import nl.opendk.ebms.service.send.Sending;
import org.apache.camel.RoutesBuilder;
import org.apache.camel.builder.NotifyBuilder;
import org.apache.camel.test.junit5.CamelTestSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Every send attempt is recorded with how it went, judged from the partner's HTTP answer: delivered on 2xx, tried
 * again on 5xx or when the partner cannot be reached, failed for good on 4xx; a message whose lease ran out while
 * it waited is not sent at all.
 */
class SendRouteAttemptsTest extends CamelTestSupport {

    private final List<Attempt> recorded = new CopyOnWriteArrayList<>();
    private final AtomicInteger requests = new AtomicInteger();
    private HttpServer partner;

    @Override
    protected RoutesBuilder createRouteBuilder() throws IOException {
        partner = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        answer("/ok", 204, "");
        answer("/busy", 503, "try later");
        answer("/refuse", 400, "no such service");
        partner.start();
        Sending sending = SendFixtures.sending(attempt -> {
            recorded.add(attempt);
            return Recorded.moved(MessageStatus.DELIVERED);
        });
        return new SendRoute(new SendSteps(sending), 2, "&connectTimeout=2000&timeout=5000");
    }

    @AfterEach
    void stopPartner() {
        partner.stop(0);
    }

    @Test
    void aMessageThePartnerTookIsRecordedDelivered() {
        Attempt attempt =
                send(SendFixtures.job(42, partnerUri("/ok"), Instant.now().plusSeconds(60), false));

        assertThat(attempt.result().outcome()).isEqualTo(DeliveryVerdict.DELIVERED);
        assertThat(attempt.result().httpStatus()).isEqualTo(204);
        assertThat(attempt.result().detail()).isNull();
        assertThat(requests).hasValue(1);
    }

    @Test
    void aBusyPartnerIsTriedAgainWithWhatItSaid() {
        Attempt attempt =
                send(SendFixtures.job(42, partnerUri("/busy"), Instant.now().plusSeconds(60), false));

        assertThat(attempt.result().outcome()).isEqualTo(DeliveryVerdict.RETRYABLE);
        assertThat(attempt.result().httpStatus()).isEqualTo(503);
        assertThat(attempt.result().detail()).isEqualTo("HTTP 503: try later");
    }

    @Test
    void aRefusalFailsTheMessageForGood() {
        Attempt attempt =
                send(SendFixtures.job(42, partnerUri("/refuse"), Instant.now().plusSeconds(60), false));

        assertThat(attempt.result().outcome()).isEqualTo(DeliveryVerdict.PERMANENT);
        assertThat(attempt.result().httpStatus()).isEqualTo(400);
        assertThat(attempt.result().detail()).isEqualTo("HTTP 400: no such service");
    }

    @Test
    void aPartnerThatCannotBeReachedIsTriedAgain() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = socket.getLocalPort();
        }

        Attempt attempt = send(SendFixtures.job(
                42,
                URI.create("http://127.0.0.1:" + closedPort + "/ebms"),
                Instant.now().plusSeconds(60),
                false));

        assertThat(attempt.result().outcome()).isEqualTo(DeliveryVerdict.RETRYABLE);
        assertThat(attempt.result().httpStatus()).isNull();
        assertThat(attempt.result().detail()).isNotBlank();
    }

    @Test
    void aMessageWhoseLeaseRanOutIsNotSentAndNotRecorded() {
        NotifyBuilder done =
                new NotifyBuilder(context).fromRoute(RouteIds.SEND).whenDone(1).create();

        template.sendBody(
                SendRoute.CLAIMED,
                SendFixtures.job(42, partnerUri("/ok"), Instant.now().minusSeconds(1), false));

        assertThat(done.matches(10, TimeUnit.SECONDS)).isTrue();
        assertThat(recorded).isEmpty();
        assertThat(requests).hasValue(0);
    }

    private Attempt send(SendJob job) {
        NotifyBuilder done =
                new NotifyBuilder(context).fromRoute(RouteIds.SEND).whenDone(1).create();
        template.sendBody(SendRoute.CLAIMED, job);
        assertThat(done.matches(20, TimeUnit.SECONDS)).isTrue();
        assertThat(recorded).hasSize(1);
        Attempt attempt = recorded.get(0);
        assertThat(attempt.job().id()).isEqualTo(job.id());
        assertThat(attempt.result().startedAt())
                .isBeforeOrEqualTo(attempt.result().finishedAt());
        return attempt;
    }

    private void answer(String path, int status, String body) {
        partner.createContext(path, exchange -> {
            exchange.getRequestBody().readAllBytes();
            requests.incrementAndGet();
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        });
    }

    private URI partnerUri(String path) {
        return URI.create("http://127.0.0.1:" + partner.getAddress().getPort() + path);
    }
}
