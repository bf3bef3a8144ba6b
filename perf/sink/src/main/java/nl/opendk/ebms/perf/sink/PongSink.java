package nl.opendk.ebms.perf.sink;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsExchange;
import com.sun.net.httpserver.HttpsParameters;
import com.sun.net.httpserver.HttpsServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLPeerUnverifiedException;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.error.SoapFaultException;
import nl.opendk.ebms.protocol.message.ReceivedMessage;

/**
 * The partner MSH of the perf CPA: {@code POST /ebms} takes whatever the adapter sends, decodes it with the
 * protocol's own decoder, judges it with {@link PongCheck}, records it and answers 204, so a wrong message is
 * recorded rather than retried by the adapter's outbox. {@code GET /stats?run=<id>} tells the runner how many
 * messages arrived in all and for one run, so it knows when every Pong is in, and writes the records so far to
 * disk for it to read.
 *
 * <p>It has to keep up with a few thousand Pongs a second on a machine it shares with the adapter and JMeter:
 * handlers do one decode and one buffered append, and responses go out without Nagle delay.
 */
public final class PongSink implements AutoCloseable {

    private final HttpServer server;
    private final ExecutorService executor;
    private final PongCheck check;
    private final RecordFile records;
    private final RequestDecoder decoder = new RequestDecoder(DecodingLimits.defaults());
    private final LongAdder received = new LongAdder();
    private final LongAdder problems = new LongAdder();
    private final Map<String, LongAdder> byRun = new ConcurrentHashMap<>();

    private PongSink(HttpServer server, ExecutorService executor, PongCheck check, RecordFile records) {
        this.server = server;
        this.executor = executor;
        this.check = check;
        this.records = records;
    }

    /** A sink on plain HTTP. */
    public static PongSink start(InetSocketAddress address, int threads, PongCheck check, RecordFile records)
            throws IOException {
        return start(address, threads, check, records, null);
    }

    /**
     * @param tls null for plain HTTP; otherwise the sink speaks HTTPS with this context and asks for a client
     *     certificate, which its trust managers must accept: a message that comes without one is recorded as a
     *     problem (DK two-way TLS), while the runner's /stats calls need none
     */
    public static PongSink start(
            InetSocketAddress address, int threads, PongCheck check, RecordFile records, SSLContext tls)
            throws IOException {
        // The JDK server waits for delayed ACKs without this, which adds 40 ms to many exchanges.
        System.setProperty("sun.net.httpserver.nodelay", "true");
        // It closes idle keep-alive connections beyond 200; a tuned outbox may keep more open than that.
        System.setProperty("sun.net.httpserver.maxIdleConnections", "1000");
        HttpServer server = tls == null ? HttpServer.create(address, 1024) : https(address, tls);
        ExecutorService executor = Executors.newFixedThreadPool(threads);
        PongSink sink = new PongSink(server, executor, check, records);
        server.createContext("/ebms", sink::receive);
        server.createContext("/stats", sink::stats);
        server.setExecutor(executor);
        server.start();
        return sink;
    }

    private static HttpsServer https(InetSocketAddress address, SSLContext tls) throws IOException {
        HttpsServer server = HttpsServer.create(address, 1024);
        server.setHttpsConfigurator(new HttpsConfigurator(tls) {
            @Override
            public void configure(HttpsParameters parameters) {
                SSLParameters ssl = tls.getDefaultSSLParameters();
                ssl.setWantClientAuth(true);
                parameters.setSSLParameters(ssl);
            }
        });
        return server;
    }

    public int port() {
        return server.getAddress().getPort();
    }

    private void receive(HttpExchange exchange) throws IOException {
        try (exchange) {
            if (!"POST".equals(exchange.getRequestMethod())) {
                exchange.sendResponseHeaders(405, -1);
                return;
            }
            byte[] body;
            try (InputStream in = exchange.getRequestBody()) {
                body = in.readAllBytes();
            }
            long now = System.currentTimeMillis();
            PongRecord record = judge(exchange, body, now);
            records.append(record);
            count(record);
            exchange.sendResponseHeaders(204, -1);
        }
    }

    private PongRecord judge(HttpExchange exchange, byte[] body, long now) {
        try {
            ReceivedMessage message = decoder.decode(
                    exchange.getRequestHeaders().getFirst("Content-Type"),
                    exchange.getRequestHeaders().getFirst("SOAPAction"),
                    body,
                    Instant.ofEpochMilli(now));
            PongRecord record = check.check(message, now);
            return exchange instanceof HttpsExchange https && !hasClientCertificate(https)
                    ? record.withProblem("no TLS client certificate")
                    : record;
        } catch (SoapFaultException e) {
            return PongCheck.undecodable(e.getMessage(), now);
        }
    }

    private static boolean hasClientCertificate(HttpsExchange exchange) {
        try {
            return exchange.getSSLSession().getPeerCertificates().length > 0;
        } catch (SSLPeerUnverifiedException e) {
            return false;
        }
    }

    private void count(PongRecord record) {
        received.increment();
        if (!record.ok()) {
            problems.increment();
        }
        Optional<PingId> ping = PingId.parse(record.refToMessageId());
        ping.ifPresent(
                id -> byRun.computeIfAbsent(id.run(), run -> new LongAdder()).increment());
    }

    private void stats(HttpExchange exchange) throws IOException {
        try (exchange) {
            String query = exchange.getRequestURI().getQuery();
            String run = query != null && query.startsWith("run=") ? query.substring(4) : "";
            records.flush();
            LongAdder forRun = byRun.get(run);
            String text = "received " + received.sum() + "\nproblems " + problems.sum() + "\nrun "
                    + (forRun == null ? 0 : forRun.sum()) + "\n";
            byte[] bytes = text.getBytes(StandardCharsets.US_ASCII);
            exchange.getResponseHeaders().set("Content-Type", "text/plain");
            exchange.sendResponseHeaders(200, bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        }
    }

    /** Stops taking requests, lets the ones in progress finish, then writes the records to disk. */
    @Override
    public void close() {
        server.stop(1);
        executor.shutdown();
        try {
            executor.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        records.close();
    }
}
