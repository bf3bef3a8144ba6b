package nl.opendk.ebms.service.gb.receive;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import nl.opendk.gb.protocol.transfer.ByteRange;

/**
 * A GB file service whose every answer a test chooses, by the number of the request (from 1): the file, or part of
 * it, a connection cut midway, a status. Records the Range and If-Range of each request.
 */
final class TestFileService implements AutoCloseable {

    /** What to do with one request. */
    interface Answer {
        void answer(HttpExchange exchange, byte[] file, String etag) throws IOException;
    }

    record Request(String range, String ifRange) {}

    /** The exchange attribute that holds how many requests are being answered now, this one included. */
    private static final String IN_FLIGHT = "in-flight";

    private final HttpServer server;
    private final List<Request> requests = new CopyOnWriteArrayList<>();
    private final List<String> timeline = new CopyOnWriteArrayList<>();
    private final AtomicInteger count = new AtomicInteger();
    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicInteger mostInFlight = new AtomicInteger();

    TestFileService(byte[] file, String etag, IntFunction<Answer> answers) throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/files/", exchange -> {
            requests.add(new Request(
                    exchange.getRequestHeaders().getFirst("Range"),
                    exchange.getRequestHeaders().getFirst("If-Range")));
            String range = exchange.getRequestHeaders().getFirst("Range");
            timeline.add("asked " + range);
            mostInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
            exchange.setAttribute(IN_FLIGHT, inFlight);
            try {
                answers.apply(count.incrementAndGet()).answer(exchange, file, etag);
            } finally {
                inFlight.decrementAndGet();
                exchange.close();
                timeline.add("answered " + range);
            }
        });
        server.setExecutor(java.util.concurrent.Executors.newCachedThreadPool());
        server.start();
    }

    URI url() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/files/f1");
    }

    List<Request> requests() {
        return List.copyOf(requests);
    }

    /** "asked" and "answered" with each request's Range, in the order they happened. */
    List<String> timeline() {
        return List.copyOf(timeline);
    }

    /** The most requests that were being answered at one time. */
    int mostAtOnce() {
        return mostInFlight.get();
    }

    /** As a file service should: the range asked for when If-Range matches, else the whole file. */
    static Answer serve() {
        return (exchange, file, etag) -> {
            String range = exchange.getRequestHeaders().getFirst("Range");
            String ifRange = exchange.getRequestHeaders().getFirst("If-Range");
            ByteRange bytes = ifRange != null && !ifRange.equals(etag)
                    ? ByteRange.whole(file.length)
                    : ByteRange.of(range, file.length);
            send(exchange, file, etag, bytes, bytes.count());
        };
    }

    /** As {@link #serve()}, after a pause: requests that overlap in time show whether they were made at once. */
    static Answer serveAfter(long millis) {
        return (exchange, file, etag) -> {
            try {
                Thread.sleep(millis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            serve().answer(exchange, file, etag);
        };
    }

    /** As {@link #serve()}, but the body trickles: its first half, a pause, then the rest. */
    static Answer serveHalfThenPause(long millis) {
        return (exchange, file, etag) -> {
            ByteRange range = ByteRange.of(exchange.getRequestHeaders().getFirst("Range"), file.length);
            exchange.getResponseHeaders().add("ETag", etag);
            exchange.getResponseHeaders().add("Content-Range", range.contentRange());
            exchange.sendResponseHeaders(206, range.count());
            OutputStream body = exchange.getResponseBody();
            int half = (int) range.count() / 2;
            body.write(file, (int) range.first(), half);
            body.flush();
            try {
                Thread.sleep(millis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            body.write(file, (int) range.first() + half, (int) range.count() - half);
            body.flush();
        };
    }

    /** As {@link #serve()} for a file whose ETag is now another: it changed since the first answer. */
    static Answer serveChangedAs(String changedEtag) {
        return (exchange, file, etag) -> serve().answer(exchange, file, changedEtag);
    }

    /**
     * The first {@code times} requests whose range holds byte {@code index} get, once every other request under way
     * was answered, the first half of their range and a cut; every other request is served.
     */
    static Answer cutRangesHolding(long index, int times) {
        AtomicInteger cuts = new AtomicInteger();
        return (exchange, file, etag) -> {
            ByteRange asked = ByteRange.of(exchange.getRequestHeaders().getFirst("Range"), file.length);
            if (asked.first() > index || asked.last() < index || cuts.incrementAndGet() > times) {
                serve().answer(exchange, file, etag);
                return;
            }
            // every other request under way is answered first, so what is whole when the cut comes is known
            AtomicInteger inFlight = (AtomicInteger) exchange.getAttribute(IN_FLIGHT);
            long until = System.nanoTime() + 5_000_000_000L;
            while (inFlight.get() > 1 && System.nanoTime() < until) {
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
            send(exchange, file, etag, asked, asked.count() / 2);
        };
    }

    /** Sends the range's headers and then only the first {@code fraction} of its bytes, and cuts the connection. */
    static Answer cutAt(double fraction) {
        return (exchange, file, etag) ->
                send(exchange, file, etag, ByteRange.whole(file.length), (long) (file.length * fraction));
    }

    /** Sends the first {@code fraction} of the file and then nothing, holding the connection open. */
    static Answer stallAt(double fraction) {
        return (exchange, file, etag) -> {
            exchange.getResponseHeaders().add("ETag", etag);
            exchange.sendResponseHeaders(200, file.length);
            exchange.getResponseBody().write(file, 0, (int) (file.length * fraction));
            exchange.getResponseBody().flush();
            try {
                Thread.sleep(10_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            throw new IOException("gave up stalling");
        };
    }

    /** Ignores Range: always 200 with the whole file (GB003, GB005). */
    static Answer ignoreRange() {
        return (exchange, file, etag) -> send(exchange, file, etag, ByteRange.whole(file.length), file.length);
    }

    /** 206 from {@code back} bytes before the offset asked for: ranges that overlap (GB004). */
    static Answer overlapBy(int back) {
        return (exchange, file, etag) -> {
            ByteRange asked = ByteRange.of(exchange.getRequestHeaders().getFirst("Range"), file.length);
            ByteRange earlier = new ByteRange(ByteRange.Kind.PARTIAL, asked.first() - back, asked.last(), file.length);
            send(exchange, file, etag, earlier, earlier.count());
        };
    }

    static Answer status(int status, Map<String, String> headers) {
        return (exchange, file, etag) -> {
            headers.forEach((name, value) -> exchange.getResponseHeaders().add(name, value));
            exchange.sendResponseHeaders(status, -1);
        };
    }

    private static void send(HttpExchange exchange, byte[] file, String etag, ByteRange range, long bytesToSend)
            throws IOException {
        exchange.getResponseHeaders().add("ETag", etag);
        exchange.getResponseHeaders().add("Accept-Ranges", "bytes");
        if (range.kind() == ByteRange.Kind.PARTIAL) {
            exchange.getResponseHeaders().add("Content-Range", range.contentRange());
        }
        exchange.sendResponseHeaders(range.kind() == ByteRange.Kind.PARTIAL ? 206 : 200, range.count());
        OutputStream body = exchange.getResponseBody();
        try {
            body.write(file, (int) range.first(), (int) bytesToSend);
            body.flush();
        } catch (IOException e) {
            // the client went away
        }
        if (bytesToSend < range.count()) {
            // fewer bytes than Content-Length: closing now ends the connection midway
            throw new IOException("connection cut on purpose");
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
