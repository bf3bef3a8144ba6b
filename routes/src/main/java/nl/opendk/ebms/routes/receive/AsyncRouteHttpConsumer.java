package nl.opendk.ebms.routes.receive;

import io.vertx.core.Context;
import io.vertx.core.Handler;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.RoutingContext;
import java.util.List;
import org.apache.camel.Exchange;
import org.apache.camel.ExchangePattern;
import org.apache.camel.Message;
import org.apache.camel.Processor;
import org.apache.camel.component.platform.http.PlatformHttpEndpoint;
import org.apache.camel.component.platform.http.vertx.VertxPlatformHttpConsumer;
import org.apache.camel.spi.HeaderFilterStrategy;

/**
 * Camel's platform-http consumer on Vert.x, except that the route runs asynchronously: the worker thread that
 * starts the route goes back to the pool as soon as the route hands its exchange to another thread, where Camel's
 * own consumer keeps it waiting for the route's end. The receive route hands each message to the store's group
 * commit and goes on on the store's thread; with Camel's consumer the worker slept through the commit and was
 * woken for the answer, and each wake costs this kind of machine about 30 µs of CPU (perf/results, "Issue 16,
 * eighth round"). The answer is written on the request's event loop, whichever thread ends the route.
 *
 * <p>The request is read as Camel's consumer reads it (headers, body, the TLS session on the HTTP message). The
 * answer is what the route put on the message: its status ({@link Exchange#HTTP_RESPONSE_CODE}, else 200, or 204
 * without a body), its headers through the endpoint's header filter, its {@link Exchange#CONTENT_TYPE} and a body
 * as bytes. Camel's form and proxy handling are left out: ebMS requests are SOAP over HTTP, or MIME
 * multipart/related (ebMS 2.0 §2.1).
 */
final class AsyncRouteHttpConsumer extends VertxPlatformHttpConsumer {

    AsyncRouteHttpConsumer(
            PlatformHttpEndpoint endpoint,
            Processor processor,
            List<Handler<RoutingContext>> handlers,
            String routerName) {
        super(endpoint, processor, handlers, routerName);
    }

    @Override
    protected void handleRequest(RoutingContext request) {
        if (isSuspended()) {
            request.response().setStatusCode(503).end();
            return;
        }
        Context eventLoop = request.vertx().getOrCreateContext();
        Exchange exchange = createExchange(false);
        exchange.setPattern(ExchangePattern.InOut);
        processHttpRequest(exchange, request).onComplete(read -> {
            if (read.failed()) {
                fail(request, exchange, read.cause());
                return;
            }
            // no listener on the returned future: one would be called on the event loop, a wake for nothing
            request.vertx().executeBlocking(() -> start(request, exchange, eventLoop), false);
        });
    }

    /** On a worker: the route may block until it hands the exchange on (decoding, checking a signature). */
    private Void start(RoutingContext request, Exchange exchange, Context eventLoop) {
        try {
            createUoW(exchange);
            getAsyncProcessor().process(exchange, doneSync -> eventLoop.runOnContext(run -> answer(request, exchange)));
        } catch (Exception | Error e) {
            eventLoop.runOnContext(run -> fail(request, exchange, e));
        }
        return null;
    }

    /** On the event loop, after the route. */
    private void answer(RoutingContext request, Exchange exchange) {
        HttpServerResponse response = request.response();
        if (response.ended()) {
            // the connection closed, or a handler answered first
            done(exchange);
            return;
        }
        try {
            if (exchange.getException() != null) {
                // the route left this unhandled: the partner gets no detail, the log gets all of it
                getExceptionHandler()
                        .handleException(
                                "Failed handling " + getEndpoint().getPath(), exchange, exchange.getException());
                response.setStatusCode(500).end().onComplete(written -> done(exchange));
                return;
            }
            Message message = exchange.getMessage();
            byte[] body = bytes(message);
            Integer status = message.getHeader(Exchange.HTTP_RESPONSE_CODE, Integer.class);
            response.setStatusCode(status != null ? status : body == null ? 204 : 200);
            copyHeaders(message, response);
            response.end(body == null ? Buffer.buffer() : Buffer.buffer(body)).onComplete(written -> {
                if (written.failed()) {
                    getExceptionHandler()
                            .handleException(
                                    "Failed writing the answer of "
                                            + getEndpoint().getPath(),
                                    written.cause());
                }
                done(exchange);
            });
        } catch (RuntimeException e) {
            fail(request, exchange, e);
        }
    }

    /**
     * The body as bytes. A 204 has none, and Camel's type converter turns null into nothing only after asking every
     * fallback converter, which cost more than writing the answer in a profile at 1,000 Pings/s.
     */
    private static byte[] bytes(Message message) {
        Object body = message.getBody();
        return body == null || body instanceof byte[] ? (byte[]) body : message.getBody(byte[].class);
    }

    /** Camel's HTTP header filter keeps Camel's own headers and the transport's (Content-Length) out. */
    private void copyHeaders(Message message, HttpServerResponse response) {
        Exchange exchange = message.getExchange();
        HeaderFilterStrategy filter = getEndpoint().getHeaderFilterStrategy();
        message.getHeaders().forEach((name, value) -> {
            if (value != null && (filter == null || !filter.applyFilterToCamelHeaders(name, value, exchange))) {
                response.putHeader(name, value.toString());
            }
        });
        String contentType = message.getHeader(Exchange.CONTENT_TYPE, String.class);
        if (contentType != null) {
            response.putHeader("Content-Type", contentType);
        }
    }

    private void fail(RoutingContext request, Exchange exchange, Throwable failure) {
        getExceptionHandler().handleException("Failed handling " + getEndpoint().getPath(), failure);
        request.fail(failure);
        done(exchange);
    }

    private void done(Exchange exchange) {
        doneUoW(exchange);
        releaseExchange(exchange, false);
    }
}
