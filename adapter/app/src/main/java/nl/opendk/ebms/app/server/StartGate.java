package nl.opendk.ebms.app.server;

import io.vertx.ext.web.RoutingContext;
import nl.opendk.ebms.protocol.codec.SoapFaultWriter;
import nl.opendk.ebms.protocol.error.SoapFault;
import nl.opendk.ebms.protocol.error.SoapFault.FaultCode;

/**
 * Answers the ebMS endpoint while the adapter cannot take messages: from the moment the HTTP server listens until
 * every route has started, and again from the moment it begins to stop. The answer is 503 with {@code Retry-After}
 * and a SOAP Fault, which a Digikoppeling MSH treats as "try again" (DK-ebMS2 ch05 "HTTP Binding"), never the 404
 * of a path that has no route yet.
 */
final class StartGate {

    /** Seconds a sender is asked to wait (RFC 9110 §10.2.3): about the time a node takes to start. */
    static final String RETRY_AFTER_SECONDS = "5";

    private static final byte[] FAULT = SoapFaultWriter.write(
            new SoapFault(FaultCode.SERVER, "The adapter is starting or stopping; send the message again later", null));

    private volatile boolean open;

    /** The adapter takes messages from now on. */
    void open() {
        open = true;
    }

    /** The adapter is stopping: messages are refused from now on. */
    void close() {
        open = false;
    }

    boolean isOpen() {
        return open;
    }

    void handle(RoutingContext context) {
        if (open) {
            // a request let in just before the adapter began to stop can still meet its route stopped, and Camel
            // answers that 503 itself, without Retry-After: every 503 of the endpoint carries one
            context.addHeadersEndHandler(ended -> {
                if (context.response().getStatusCode() == 503
                        && !context.response().headers().contains("Retry-After")) {
                    context.response().putHeader("Retry-After", RETRY_AFTER_SECONDS);
                }
            });
            context.next();
            return;
        }
        context.response()
                .setStatusCode(503)
                .putHeader("Retry-After", RETRY_AFTER_SECONDS)
                .putHeader("Content-Type", "text/xml; charset=UTF-8")
                .end(io.vertx.core.buffer.Buffer.buffer(FAULT));
    }
}
