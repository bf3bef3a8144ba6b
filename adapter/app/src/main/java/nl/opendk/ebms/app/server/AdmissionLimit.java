package nl.opendk.ebms.app.server;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;
import java.util.concurrent.atomic.AtomicInteger;
import nl.opendk.ebms.protocol.codec.SoapFaultWriter;
import nl.opendk.ebms.protocol.error.SoapFault;
import nl.opendk.ebms.protocol.error.SoapFault.FaultCode;

/**
 * Bounded overload on the ebMS endpoint: at most {@code limit} requests are handled at once, counted from their
 * arrival on the event loop to the end of their answer, so requests never pile up in the worker pool's queue. One
 * beyond the limit is answered 503 with {@code Retry-After} and a SOAP Fault as soon as its body is in (read and
 * dropped, never parsed or stored), which a Digikoppeling MSH treats as "try again" (DK-ebMS2 ch05 "HTTP Binding").
 * The body is read rather than left on the connection: an HTTP/1.1 server must read the whole request or close the
 * connection after an early answer (RFC 9112 §9.3), and the partner's connection stays usable.
 */
final class AdmissionLimit {

    /** Seconds a refused sender is asked to wait (RFC 9110 §10.2.3): overload passes in seconds, not minutes. */
    static final String RETRY_AFTER_SECONDS = "1";

    private static final Buffer FAULT = Buffer.buffer(SoapFaultWriter.write(new SoapFault(
            FaultCode.SERVER, "The adapter is taking as many messages as it can; send the message again later", null)));

    private final int limit;
    private final AtomicInteger inFlight = new AtomicInteger();

    AdmissionLimit(int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("ebms.http.max-in-flight must be at least 1, was " + limit);
        }
        this.limit = limit;
    }

    void handle(RoutingContext context) {
        if (inFlight.incrementAndGet() > limit) {
            inFlight.decrementAndGet();
            refuse(context);
            return;
        }
        context.addEndHandler(ended -> inFlight.decrementAndGet());
        context.next();
    }

    private static void refuse(RoutingContext context) {
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
