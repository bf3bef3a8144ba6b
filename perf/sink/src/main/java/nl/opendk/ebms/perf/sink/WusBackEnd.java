package nl.opendk.ebms.perf.sink;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * The back end of the perf WUS service: {@code POST /wus-backend} takes the plain SOAP request the adapter passes on
 * and answers at once with one fixed plain response, so that a WUS run measures the adapter, not a back end. Plain
 * HTTP, as a back end inside the organisation's network is reached.
 */
public final class WusBackEnd implements AutoCloseable {

    /** The namespace of the perf WUS service's elements. */
    public static final String NAMESPACE = "urn:perf:wus";

    private static final byte[] RESPONSE = ("<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\">"
                    + "<soap:Body><p:BerichtResponse xmlns:p=\"" + NAMESPACE + "\"><p:Ontvangen>true</p:Ontvangen>"
                    + "</p:BerichtResponse></soap:Body></soap:Envelope>")
            .getBytes(StandardCharsets.UTF_8);

    private final HttpServer server;
    private final ExecutorService executor;

    private WusBackEnd(HttpServer server, ExecutorService executor) {
        this.server = server;
        this.executor = executor;
    }

    public static WusBackEnd start(InetSocketAddress address, int threads) throws IOException {
        HttpServer server = HttpServer.create(address, 1024);
        ExecutorService executor = Executors.newFixedThreadPool(threads);
        WusBackEnd backEnd = new WusBackEnd(server, executor);
        server.createContext("/wus-backend", WusBackEnd::answer);
        server.setExecutor(executor);
        server.start();
        return backEnd;
    }

    public int port() {
        return server.getAddress().getPort();
    }

    private static void answer(HttpExchange exchange) throws IOException {
        try (exchange) {
            try (InputStream in = exchange.getRequestBody()) {
                in.readAllBytes();
            }
            exchange.getResponseHeaders().set("Content-Type", "text/xml; charset=UTF-8");
            exchange.sendResponseHeaders(200, RESPONSE.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(RESPONSE);
            }
        }
    }

    @Override
    public void close() {
        server.stop(1);
        executor.shutdown();
        try {
            executor.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
