package nl.opendk.ebms.component.gb;

import io.vertx.core.Context;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerRequest;
import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A request body as a blocking stream, for a worker thread that stores it: the event loop hands over the chunks as
 * they arrive, and pauses the request while the worker is behind, so a body of gigabytes never waits in memory
 * beyond a few chunks.
 */
public final class RequestBodyStream extends InputStream {

    private static final int PAUSE_AT = 32;
    private static final int RESUME_AT = 8;
    private static final Object END = new Object();

    private final HttpServerRequest request;
    private final Context context;
    private final long idleTimeoutMillis;
    private final BlockingQueue<Object> chunks = new LinkedBlockingQueue<>();
    private final AtomicInteger queued = new AtomicInteger();
    private Buffer current;
    private int position;
    private boolean ended;

    /** Call on the request's event loop, before the body flows; the stream then starts it. */
    public RequestBodyStream(HttpServerRequest request, Context context, long idleTimeoutMillis) {
        this.request = request;
        this.context = context;
        this.idleTimeoutMillis = idleTimeoutMillis;
        request.handler(chunk -> {
            chunks.add(chunk);
            if (queued.incrementAndGet() >= PAUSE_AT) {
                request.pause();
            }
        });
        request.endHandler(v -> chunks.add(END));
        request.exceptionHandler(chunks::add);
        request.resume();
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) == -1 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] target, int offset, int length) throws IOException {
        if (length == 0) {
            return 0;
        }
        while (current == null || position == current.length()) {
            if (ended) {
                return -1;
            }
            Object next = next();
            if (next == END) {
                ended = true;
                return -1;
            }
            if (next instanceof Throwable failure) {
                throw new IOException("the request body broke off: " + failure.getMessage(), failure);
            }
            current = (Buffer) next;
            position = 0;
            if (queued.decrementAndGet() == RESUME_AT) {
                context.runOnContext(v -> request.resume());
            }
        }
        int count = Math.min(length, current.length() - position);
        current.getBytes(position, position + count, target, offset);
        position += count;
        return count;
    }

    private Object next() throws IOException {
        try {
            Object next = chunks.poll(idleTimeoutMillis, TimeUnit.MILLISECONDS);
            if (next == null) {
                throw new IOException("no body bytes came for " + idleTimeoutMillis + " ms");
            }
            return next;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while reading the request body", e);
        }
    }

    /** The request's Content-Length, or -1 when it has none (chunked) or not a number. */
    public static long declaredLength(HttpServerRequest request) {
        try {
            String length = request.getHeader("Content-Length");
            return length == null ? -1 : Long.parseLong(length);
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
