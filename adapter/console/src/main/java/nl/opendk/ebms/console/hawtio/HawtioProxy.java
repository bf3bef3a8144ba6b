package nl.opendk.ebms.console.hawtio;

import static nl.opendk.ebms.console.observe.ConsoleLogEvent.HAWTIO_UNREACHABLE;

import io.vertx.core.Handler;
import io.vertx.core.MultiMap;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientRequest;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.http.RequestOptions;
import io.vertx.core.net.HostAndPort;
import io.vertx.core.net.SocketAddress;
import io.vertx.ext.web.RoutingContext;
import java.util.Locale;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Forwards /hawtio/* from the adapter's HTTP server to {@link HawtioServer}, after the admin login let the request
 * through. The browser's cookies and credentials stay here: Hawtio needs neither, and the session id must not leave
 * the adapter. The original Host goes along, so Hawtio's redirects point back at the adapter.
 */
public final class HawtioProxy implements Handler<RoutingContext> {

    private static final Logger LOG = LoggerFactory.getLogger(HawtioProxy.class);

    /** RFC 9110 §7.6.1 hop-by-hop fields, plus what must not reach Hawtio. */
    private static final Set<String> NOT_FORWARDED = Set.of(
            "connection",
            "keep-alive",
            "proxy-authenticate",
            "proxy-authorization",
            "te",
            "trailer",
            "transfer-encoding",
            "upgrade",
            "host",
            "cookie",
            "authorization",
            HawtioServer.TOKEN_HEADER.toLowerCase(Locale.ROOT));

    private static final Set<String> NOT_RETURNED =
            Set.of("connection", "keep-alive", "proxy-authenticate", "te", "trailer", "transfer-encoding", "upgrade");

    /** How soon a browser that found Hawtio still starting should ask again. */
    static final String RETRY_AFTER_SECONDS = "2";

    private final HawtioStart start;
    private volatile HttpClient client;

    public HawtioProxy(HawtioStart start) {
        this.start = start;
    }

    @Override
    public void handle(RoutingContext context) {
        HawtioServer hawtio = start.serverNow();
        if (hawtio == null) {
            notRunning(context);
            return;
        }
        HttpServerRequest request = context.request();
        request.pause();
        HostAndPort authority = request.authority();
        RequestOptions options = new RequestOptions()
                .setServer(SocketAddress.inetSocketAddress(hawtio.port(), "127.0.0.1"))
                .setMethod(request.method())
                .setURI(request.uri());
        if (authority != null) {
            options.setHost(authority.host()).setPort(authority.port() > 0 ? authority.port() : 80);
        }
        client(context)
                .request(options)
                .onSuccess(outgoing -> forward(context, request, outgoing, hawtio))
                .onFailure(failure -> {
                    request.resume();
                    badGateway(context, failure);
                });
    }

    private static void forward(
            RoutingContext context, HttpServerRequest request, HttpClientRequest outgoing, HawtioServer hawtio) {
        copy(request.headers(), outgoing.headers(), NOT_FORWARDED);
        outgoing.putHeader(HawtioServer.TOKEN_HEADER, hawtio.token());
        boolean hasBody = request.getHeader("Content-Length") != null || request.getHeader("Transfer-Encoding") != null;
        if (hasBody) {
            outgoing.send(request).onComplete(done -> respond(context, done.result(), done.cause()));
        } else {
            request.resume();
            outgoing.send().onComplete(done -> respond(context, done.result(), done.cause()));
        }
    }

    private static void respond(RoutingContext context, HttpClientResponse answer, Throwable failure) {
        if (answer == null) {
            badGateway(context, failure);
            return;
        }
        HttpServerResponse response = context.response();
        response.setStatusCode(answer.statusCode());
        copy(answer.headers(), response.headers(), NOT_RETURNED);
        response.send(answer);
    }

    private static void copy(MultiMap from, MultiMap to, Set<String> skipped) {
        from.forEach((name, value) -> {
            if (!skipped.contains(name.toLowerCase(Locale.ROOT))) {
                to.add(name, value);
            }
        });
    }

    /** RFC 9110 §15.6.4: 503 with Retry-After while Hawtio starts; without it when Hawtio will not come. */
    private void notRunning(RoutingContext context) {
        HttpServerResponse response = context.response().setStatusCode(503).putHeader("Content-Type", "text/plain");
        if (start.failed()) {
            response.end("Hawtio did not start; the adapter's log says why (EBMS-5204)");
        } else {
            response.putHeader("Retry-After", RETRY_AFTER_SECONDS).end("Hawtio is starting; try again in a moment");
        }
    }

    private static void badGateway(RoutingContext context, Throwable failure) {
        LOG.warn(HAWTIO_UNREACHABLE.line("Hawtio did not answer: {}"), String.valueOf(failure));
        if (!context.response().headWritten()) {
            context.response().setStatusCode(502).end("Hawtio is not reachable");
        }
    }

    private HttpClient client(RoutingContext context) {
        HttpClient current = client;
        if (current == null) {
            synchronized (this) {
                if (client == null) {
                    client = context.vertx().createHttpClient();
                }
                current = client;
            }
        }
        return current;
    }
}
