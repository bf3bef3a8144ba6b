package nl.opendk.ebms.routes.send;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.sun.net.httpserver.HttpServer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.db.outbox.Attempt;
import nl.opendk.ebms.db.outbox.Recorded;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.handle.SynchronousReplies;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;
import nl.opendk.ebms.service.observe.MessageObserver;
import nl.opendk.ebms.service.send.Sending;
import org.apache.camel.CamelContext;
import org.apache.camel.ProducerTemplate;
import org.apache.camel.impl.DefaultCamelContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A sender records its attempt before it takes the next message. While attempts cannot be recorded, no more
 * messages go out than there are senders: that is the most a killed node can have sent without a record, and so
 * the most that are sent twice after a crash.
 */
class SendRouteTest {

    private static final int SENDERS = 2;

    private final AtomicInteger delivered = new AtomicInteger();
    private final Set<Long> recorded = ConcurrentHashMap.newKeySet();
    private final CountDownLatch recordingBlocked = new CountDownLatch(1);
    private HttpServer partner;
    private CamelContext camel;

    @BeforeEach
    void start() throws Exception {
        partner = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        partner.createContext("/ebms", exchange -> {
            exchange.getRequestBody().readAllBytes();
            delivered.incrementAndGet();
            exchange.sendResponseHeaders(204, -1);
            exchange.close();
        });
        partner.start();
        camel = new DefaultCamelContext();
        camel.addRoutes(new SendRoute(
                new SendSteps(
                        new Sending(this::recordWhenUnblocked, replies(), MessageObserver.NONE, Clock.systemUTC())),
                SENDERS,
                "&connectTimeout=2000&timeout=5000"));
        camel.start();
    }

    @AfterEach
    void stop() {
        recordingBlocked.countDown();
        camel.stop();
        partner.stop(0);
    }

    @Test
    void whileAttemptsCannotBeRecordedNoSenderTakesAnotherMessage() {
        ProducerTemplate producer = camel.createProducerTemplate();
        for (long id = 1; id <= 10; id++) {
            producer.sendBody(SendRoute.CLAIMED, job(id));
        }

        await().atMost(Duration.ofSeconds(10)).until(() -> delivered.get() == SENDERS);
        await().during(Duration.ofMillis(700)).atMost(Duration.ofSeconds(2)).until(() -> delivered.get() == SENDERS);

        recordingBlocked.countDown();
        await().atMost(Duration.ofSeconds(10)).until(() -> recorded.size() == 10);
        assertThat(delivered).hasValue(10);
    }

    private Recorded recordWhenUnblocked(Attempt attempt) {
        try {
            recordingBlocked.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        assertThat(attempt.result().outcome()).isEqualTo(DeliveryVerdict.DELIVERED);
        recorded.add(attempt.job().id());
        return Recorded.moved(MessageStatus.DELIVERED);
    }

    private SendJob job(long id) {
        return new SendJob(
                id,
                "pong-" + id + "@us",
                "cpa-1",
                URI.create("http://127.0.0.1:" + partner.getAddress().getPort() + "/ebms"),
                "<soap:Envelope/>".getBytes(java.nio.charset.StandardCharsets.UTF_8),
                List.of(),
                1,
                Instant.now().plus(Duration.ofMinutes(2)),
                false,
                null,
                null,
                true);
    }

    private static SynchronousReplies replies() {
        return new SynchronousReplies(new RequestDecoder(DecodingLimits.defaults()), Clock.systemUTC(), message -> {
            throw new IllegalStateException("no synchronous replies in this test");
        });
    }
}
