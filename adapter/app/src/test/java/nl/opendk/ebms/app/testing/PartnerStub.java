package nl.opendk.ebms.app.testing;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.message.MshAction;
import nl.opendk.ebms.protocol.message.ReceivedMessage;

/**
 * The partner's MSH in tests: a real HTTP server on a random port that records every ebMS message the adapter
 * sends it, decoded with the protocol's own decoder, and answers with a chosen status.
 */
public final class PartnerStub implements AutoCloseable {

    private final HttpServer server;
    private final List<ReceivedMessage> received = new CopyOnWriteArrayList<>();
    private final AtomicInteger answerStatus = new AtomicInteger(204);
    private final AtomicInteger requestsSeen = new AtomicInteger();
    private volatile CountDownLatch hold = new CountDownLatch(0);
    private final RequestDecoder decoder = new RequestDecoder(DecodingLimits.defaults());
    private volatile URI pongTo;

    private PartnerStub(HttpServer server) {
        this.server = server;
    }

    public static PartnerStub start() throws IOException {
        return start(0);
    }

    /** On a given port (0 for a free one): a restarted partner comes back at the endpoint named in the CPA. */
    public static PartnerStub start(int port) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 200);
        PartnerStub stub = new PartnerStub(server);
        server.createContext("/ebms", stub::handle);
        server.setExecutor(Executors.newFixedThreadPool(8));
        server.start();
        return stub;
    }

    public URI endpoint() {
        return URI.create("http://127.0.0.1:" + port() + "/ebms");
    }

    public int port() {
        return server.getAddress().getPort();
    }

    /** The status the stub answers with from now on (204 by default; 503 to simulate an overloaded partner). */
    public void answerWith(int status) {
        answerStatus.set(status);
    }

    /** From now on, requests are read but not answered until {@link #release()}: a partner that is slow. */
    public void holdAnswers() {
        hold = new CountDownLatch(1);
    }

    public void release() {
        hold.countDown();
    }

    /** Requests that arrived, answered or not. */
    public int requestsSeen() {
        return requestsSeen.get();
    }

    /** From now on, every Ping received is answered with a Pong POSTed to {@code adapterEndpoint}, like a real MSH. */
    public void answerPingsTo(URI adapterEndpoint) {
        pongTo = adapterEndpoint;
    }

    public List<ReceivedMessage> received() {
        return List.copyOf(received);
    }

    public List<ReceivedMessage> receivedWithAction(String action) {
        return received.stream()
                .filter(m -> m.header() != null && action.equals(m.header().action()))
                .toList();
    }

    /** The RefToMessageIds of the Pongs received: the Pings they answer. */
    public java.util.Set<String> pongedPings() {
        return receivedWithAction("Pong").stream()
                .map(pong -> pong.header().refToMessageId())
                .collect(java.util.stream.Collectors.toSet());
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (InputStream in = exchange.getRequestBody()) {
            byte[] body = in.readAllBytes();
            requestsSeen.incrementAndGet();
            awaitRelease();
            int status = answerStatus.get();
            ReceivedMessage message = null;
            if (status / 100 == 2) {
                message = decoder.decode(
                        exchange.getRequestHeaders().getFirst("Content-Type"),
                        exchange.getRequestHeaders().getFirst("SOAPAction"),
                        body,
                        Instant.now());
                received.add(message);
            }
            exchange.sendResponseHeaders(status, -1);
            URI target = pongTo;
            if (target != null
                    && message != null
                    && message.header() != null
                    && message.header().isMshAction(MshAction.PING)) {
                PingAnswers.pong(message.header(), target);
            }
        } finally {
            exchange.close();
        }
    }

    private void awaitRelease() {
        try {
            if (!hold.await(60, TimeUnit.SECONDS)) {
                throw new IllegalStateException("a held answer was never released");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        release();
        server.stop(0);
        ((java.util.concurrent.ExecutorService) server.getExecutor()).shutdownNow();
    }
}
