package nl.opendk.ebms.perf.light;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;
import nl.opendk.ebms.perf.traffic.Request;

/**
 * A minimal HTTP/1.1 client for load, plain or over TLS: a fixed set of kept-alive connections, each served by one thread
 * that writes a request prepared to the last byte and reads the answer's status line, headers and body, then takes
 * the next. It does one write and a read or two per message and no parsing beyond the status and the length, which
 * is what lets the generator cost a fraction of the adapter's CPU per message. A connection the server closes (or
 * that fails) is opened again for the next request; the failed one is reported, not retried.
 */
final class KeptAliveHttp implements AutoCloseable {

    /** What became of one request: the status (0 when none came), or why not. */
    record Outcome(int status, long sentNanos, long doneNanos, String failure) {}

    interface Done {
        void accept(Outcome outcome);
    }

    private record Task(byte[] request, Done done) {}

    private static final Task STOP = new Task(new byte[0], outcome -> {});

    private final List<InetSocketAddress> addresses;
    private final boolean tls;
    private final int timeoutMillis;
    private final BlockingQueue<Task> queue = new LinkedBlockingQueue<>();
    private final CountDownLatch stopped;
    private final int connections;

    /**
     * @param endpoints where the connections go: connection i to endpoint i modulo their number (the nodes of a
     *     cluster, as a partner behind a round-robin load balancer sees them); all HTTP or all HTTPS
     */
    KeptAliveHttp(List<URI> endpoints, int connections, int timeoutMillis) {
        this.tls = "https".equalsIgnoreCase(endpoints.get(0).getScheme());
        this.addresses = new ArrayList<>();
        for (URI endpoint : endpoints) {
            boolean secure = "https".equalsIgnoreCase(endpoint.getScheme());
            if (secure != tls || !(secure || "http".equalsIgnoreCase(endpoint.getScheme()))) {
                throw new IllegalArgumentException("the light generator speaks HTTP or HTTPS to all, not " + endpoints);
            }
            int port = endpoint.getPort() != -1 ? endpoint.getPort() : tls ? 443 : 80;
            addresses.add(new InetSocketAddress(endpoint.getHost(), port));
        }
        this.timeoutMillis = timeoutMillis;
        this.connections = connections;
        this.stopped = new CountDownLatch(connections);
        CountDownLatch opened = new CountDownLatch(connections);
        for (int i = 0; i < connections; i++) {
            InetSocketAddress address = addresses.get(i % addresses.size());
            Thread thread = new Thread(() -> serve(address, opened), "light-http-" + i);
            thread.setDaemon(true);
            thread.start();
        }
        try {
            opened.await(timeoutMillis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The whole request as it goes on the wire: request line, headers, body. */
    static byte[] wire(URI endpoint, Request request) {
        StringBuilder head = new StringBuilder(256)
                .append("POST ")
                .append(endpoint.getRawPath())
                .append(" HTTP/1.1\r\nHost: ")
                .append(endpoint.getHost())
                .append(':')
                .append(endpoint.getPort())
                .append("\r\n");
        if (request.contentType() != null) {
            head.append("Content-Type: ").append(request.contentType()).append("\r\n");
        }
        if (request.soapAction() != null) {
            head.append("SOAPAction: ").append(request.soapAction()).append("\r\n");
        }
        head.append("Content-Length: ").append(request.body().length).append("\r\n\r\n");
        byte[] headBytes = head.toString().getBytes(StandardCharsets.US_ASCII);
        byte[] wire = new byte[headBytes.length + request.body().length];
        System.arraycopy(headBytes, 0, wire, 0, headBytes.length);
        System.arraycopy(request.body(), 0, wire, headBytes.length, request.body().length);
        return wire;
    }

    /** Queues the request for the next free connection; {@code done} runs on that connection's thread. */
    void send(byte[] request, Done done) {
        queue.add(new Task(request, done));
    }

    /** One kept-alive connection: its socket, and its input behind a buffer (the answer is read byte by byte). */
    private record Connection(Socket socket, InputStream in, OutputStream out) {
        void close() {
            try {
                socket.close();
            } catch (IOException e) {
                // closing anyway
            }
        }
    }

    /**
     * Opens the connection first, before the run: a partner MSH's pool is open when its messages come, and 64 TLS
     * handshakes in the first second would be the generator's cost, not the adapter's. One that fails is opened
     * again for the first request.
     */
    private void serve(InetSocketAddress address, CountDownLatch opened) {
        Connection connection = null;
        try {
            connection = open(address);
        } catch (IOException e) {
            System.err.println("could not open a connection before the run: " + reason(e));
        } finally {
            opened.countDown();
        }
        try {
            while (true) {
                Task task = queue.take();
                if (task == STOP) {
                    return;
                }
                long sent = System.nanoTime();
                try {
                    if (connection == null) {
                        connection = open(address);
                    }
                    connection.out().write(task.request());
                    connection.out().flush();
                    Answer answer = read(connection.in());
                    if (answer.close()) {
                        connection.close();
                        connection = null;
                    }
                    task.done().accept(new Outcome(answer.status(), sent, System.nanoTime(), null));
                } catch (IOException | RuntimeException e) {
                    if (connection != null) {
                        connection.close();
                    }
                    connection = null;
                    task.done().accept(new Outcome(0, sent, System.nanoTime(), reason(e)));
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            if (connection != null) {
                connection.close();
            }
            stopped.countDown();
        }
    }

    /**
     * A new connection; over TLS with the JVM's default context, whose key and trust stores are the {@code
     * javax.net.ssl.*} system properties (the load generator's client key and the run's trust store). The handshake
     * is done here: a connection opened again during the run counts it in the request that needed it.
     */
    private Connection open(InetSocketAddress address) throws IOException {
        Socket socket = tls ? SSLSocketFactory.getDefault().createSocket() : new Socket();
        socket.setTcpNoDelay(true);
        socket.connect(address, timeoutMillis);
        socket.setSoTimeout(timeoutMillis);
        if (socket instanceof SSLSocket secure) {
            secure.startHandshake();
        }
        return new Connection(socket, new BufferedInputStream(socket.getInputStream(), 8192), socket.getOutputStream());
    }

    record Answer(int status, boolean close) {}

    /** Reads one answer: its status, its headers and as much body as they announce (a length or chunks). */
    static Answer read(InputStream in) throws IOException {
        String statusLine = line(in);
        if (statusLine == null) {
            throw new IOException("connection closed");
        }
        String[] parts = statusLine.split(" ", 3);
        if (parts.length < 2 || !parts[0].startsWith("HTTP/")) {
            throw new IOException("not an HTTP answer: " + statusLine);
        }
        int status = Integer.parseInt(parts[1]);
        long length = 0;
        boolean chunked = false;
        boolean close = parts[0].equals("HTTP/1.0");
        for (String header = line(in); header != null && !header.isEmpty(); header = line(in)) {
            int colon = header.indexOf(':');
            if (colon < 0) {
                continue;
            }
            String name = header.substring(0, colon).trim().toLowerCase(Locale.ROOT);
            String value = header.substring(colon + 1).trim();
            switch (name) {
                case "content-length" -> length = Long.parseLong(value);
                case "transfer-encoding" -> chunked =
                        value.toLowerCase(Locale.ROOT).contains("chunked");
                case "connection" -> close = value.equalsIgnoreCase("close");
                default -> {
                    // not needed
                }
            }
        }
        if (chunked) {
            for (long size = Long.parseLong(line(in).split(";")[0].trim(), 16);
                    size > 0;
                    size = Long.parseLong(line(in).split(";")[0].trim(), 16)) {
                skip(in, size);
                line(in);
            }
            // trailers, up to the empty line
            for (String trailer = line(in); trailer != null && !trailer.isEmpty(); trailer = line(in)) {
                // ignored
            }
        } else {
            skip(in, length);
        }
        return new Answer(status, close);
    }

    private static String line(InputStream in) throws IOException {
        StringBuilder line = new StringBuilder(64);
        for (int c = in.read(); c != -1; c = in.read()) {
            if (c == '\n') {
                int end = line.length();
                return end > 0 && line.charAt(end - 1) == '\r' ? line.substring(0, end - 1) : line.toString();
            }
            line.append((char) c);
        }
        return line.length() == 0 ? null : line.toString();
    }

    private static void skip(InputStream in, long bytes) throws IOException {
        for (long left = bytes; left > 0; ) {
            long skipped = in.skip(left);
            if (skipped <= 0) {
                if (in.read() == -1) {
                    throw new IOException("connection closed in the body");
                }
                skipped = 1;
            }
            left -= skipped;
        }
    }

    private static String reason(Exception e) {
        String message = e.getMessage();
        return e.getClass().getSimpleName() + (message == null ? "" : ": " + message);
    }

    @Override
    public void close() throws InterruptedException {
        for (int i = 0; i < connections; i++) {
            queue.add(STOP);
        }
        stopped.await(timeoutMillis + 1000L, TimeUnit.MILLISECONDS);
    }
}
