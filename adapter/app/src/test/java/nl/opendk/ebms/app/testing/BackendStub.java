package nl.opendk.ebms.app.testing;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A back end in tests: a real HTTP server on a random port that records every message and event the adapter
 * delivers to it (headers and body), answering with a chosen status.
 */
public final class BackendStub implements AutoCloseable {

    private final HttpServer server;
    private final ExecutorService executor = Executors.newFixedThreadPool(4);
    private final List<Delivery> messages = new CopyOnWriteArrayList<>();
    private final List<Delivery> events = new CopyOnWriteArrayList<>();
    private final AtomicInteger status = new AtomicInteger(204);
    private volatile Duration delay = Duration.ZERO;

    private BackendStub(HttpServer server) {
        this.server = server;
    }

    public static BackendStub start() throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 100);
        BackendStub stub = new BackendStub(server);
        server.createContext("/messages", exchange -> stub.record(exchange, stub.messages));
        server.createContext("/events", exchange -> stub.record(exchange, stub.events));
        server.setExecutor(stub.executor);
        server.start();
        return stub;
    }

    /** The Camel endpoint URI of the messages path (camel-http). */
    public String messagesUri() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/messages";
    }

    public String eventsUri() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/events";
    }

    /** From now on answer with this status (503: the back end is down). */
    public void answerWith(int code) {
        status.set(code);
    }

    /** From now on take this long over every answer: a back end slower than the messages come. */
    public void answerAfter(Duration wait) {
        delay = wait;
    }

    public List<Delivery> messages() {
        return List.copyOf(messages);
    }

    public List<Delivery> events() {
        return List.copyOf(events);
    }

    private void record(HttpExchange exchange, List<Delivery> into) throws IOException {
        try (InputStream in = exchange.getRequestBody()) {
            byte[] body = in.readAllBytes();
            Thread.sleep(delay.toMillis());
            int answer = status.get();
            if (answer / 100 == 2) {
                Map<String, String> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
                exchange.getRequestHeaders().forEach((name, values) -> headers.put(name, values.get(0)));
                into.add(new Delivery(headers, body));
            }
            exchange.sendResponseHeaders(answer, -1);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            exchange.close();
        }
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }

    /** One request as the back end received it. */
    public record Delivery(Map<String, String> headers, byte[] body) {
        public String header(String name) {
            return headers.get(name);
        }
    }
}
