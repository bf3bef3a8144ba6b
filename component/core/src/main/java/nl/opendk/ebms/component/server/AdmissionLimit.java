package nl.opendk.ebms.component.server;

import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;
import java.time.Duration;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import nl.opendk.ebms.protocol.codec.SoapFaultWriter;
import nl.opendk.ebms.protocol.error.SoapFault;
import nl.opendk.ebms.protocol.error.SoapFault.FaultCode;
import nl.opendk.ebms.service.observe.MessageObserver;

/**
 * Bounded overload on the ebMS endpoint: at most {@code limit} requests are handled at once, counted from their
 * arrival on the event loop to the end of their answer, so requests never pile up in the worker pool's queue (the
 * server's Vert.x has a worker for each, {@link #serverOptions}). One
 * beyond the limit is answered 503 with {@code Retry-After} and a SOAP Fault as soon as its body is in (read and
 * dropped, never parsed or stored), which a Digikoppeling MSH treats as "try again" (DK-ebMS2 ch05 "HTTP Binding").
 * With a {@code wait}, it first waits that long for a place, in arrival order and on no thread (its body stays
 * unread); a place that frees up passes straight to the oldest waiting request. Measured, a wait of 50 ms did not
 * save the refusals of longer stalls and made every answer under overload later by about as much, so it is off by
 * default (perf/results, "Issue 16, second round"). The body is read rather than left on the connection: an HTTP/1.1
 * server must read the whole request or close the connection after an early answer (RFC 9112 §9.3), and the
 * partner's connection stays usable.
 */
public final class AdmissionLimit {

    /** Seconds a refused sender is asked to wait (RFC 9110 §10.2.3): overload passes in seconds, not minutes. */
    static final String RETRY_AFTER_SECONDS = "1";

    /** Vert.x's default worker pool, kept for the rest of the server: the REST API, the console, WUS. */
    static final int OTHER_WORKERS = 20;

    private static final Buffer FAULT = Buffer.buffer(SoapFaultWriter.write(new SoapFault(
            FaultCode.SERVER, "The adapter is taking as many messages as it can; send the message again later", null)));

    /** A request waiting for a place: it gets one or its refusal, whichever comes first, once. */
    private record Waiting(RoutingContext context, Context eventLoop, AtomicBoolean settled) {

        boolean settle() {
            return settled.compareAndSet(false, true);
        }
    }

    private final int limit;
    private final long waitMillis;
    private final MessageObserver observer;
    private final AtomicInteger inFlight = new AtomicInteger();
    private final Queue<Waiting> waiting = new ConcurrentLinkedQueue<>();

    /**
     * Options for the server's Vert.x: a worker for every request the limit admits, besides {@link #OTHER_WORKERS}.
     * An admitted ebMS request holds its worker until its message is committed; with Vert.x's default of 20 workers,
     * admitted requests would wait for a worker instead of joining the commit being gathered.
     */
    public static VertxOptions serverOptions(int limit) {
        return new VertxOptions().setWorkerPoolSize(limit + OTHER_WORKERS);
    }

    /** @param wait how long a request beyond the limit waits for a place before it is refused; zero refuses at once */
    public AdmissionLimit(int limit, Duration wait, MessageObserver observer) {
        if (limit < 1) {
            throw new IllegalArgumentException("ebms.http.max-in-flight must be at least 1, was " + limit);
        }
        if (wait.isNegative()) {
            throw new IllegalArgumentException("ebms.http.admission-wait must not be negative, was " + wait);
        }
        this.limit = limit;
        this.waitMillis = wait.toMillis();
        this.observer = observer;
    }

    /** The route handler: admits the request to the next handler, lets it wait, or refuses it. */
    public void handle(RoutingContext context) {
        if (enter()) {
            admit(context);
        } else if (waitMillis == 0) {
            refuse(context);
        } else {
            await(context);
        }
    }

    private boolean enter() {
        if (inFlight.incrementAndGet() > limit) {
            inFlight.decrementAndGet();
            return false;
        }
        return true;
    }

    private void admit(RoutingContext context) {
        context.addEndHandler(ended -> leave());
        context.next();
    }

    /** Queues the request; a place that frees up or its own timer settles it. */
    private void await(RoutingContext context) {
        // the body must wait too: without a handler, what arrives meanwhile would be dropped; the body handler after
        // this one (or refuse) resumes the request
        context.request().pause();
        Vertx vertx = context.vertx();
        Waiting request = new Waiting(context, vertx.getOrCreateContext(), new AtomicBoolean());
        waiting.add(request);
        // a place may have freed up after enter() failed and before the request was queued, with no one to pass it on
        if (enter()) {
            if (request.settle()) {
                waiting.remove(request);
                admit(context);
            } else {
                leave();
            }
            return;
        }
        vertx.setTimer(waitMillis, timer -> {
            if (request.settle()) {
                waiting.remove(request);
                // the last look: a place freed up just as the wait ended
                if (enter()) {
                    admit(context);
                } else {
                    refuse(context);
                }
            }
        });
    }

    /** A request has its answer: its place passes to the oldest request still waiting, or is given back. */
    private void leave() {
        for (Waiting next = waiting.poll(); next != null; next = waiting.poll()) {
            if (next.settle()) {
                Waiting admitted = next;
                admitted.eventLoop().runOnContext(run -> admit(admitted.context()));
                return;
            }
        }
        inFlight.decrementAndGet();
    }

    private void refuse(RoutingContext context) {
        observer.overloaded();
        HttpServerRequest request = context.request();
        request.handler(dropped -> {});
        request.endHandler(ended -> context.response()
                .setStatusCode(503)
                .putHeader("Retry-After", RETRY_AFTER_SECONDS)
                .putHeader("Content-Type", "text/xml; charset=UTF-8")
                .end(FAULT));
        request.resume();
    }
}
