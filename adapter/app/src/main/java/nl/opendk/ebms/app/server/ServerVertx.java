package nl.opendk.ebms.app.server;

import io.vertx.core.Handler;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.impl.VertxInternal;
import io.vertx.core.impl.VertxWrapper;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.UnaryOperator;

/**
 * The one Vert.x instance the adapter's HTTP servers (the ebMS port and the management port) run on; Camel's platform
 * HTTP server finds it in the registry (ADR 0004). It is where the adapter gets hold of each server before it
 * listens: TLS is set up the Digikoppeling way, requests the HTTP decoder refuses (headers or request line too long)
 * get a SOAP Fault instead of a bare status, and the servers are remembered so the start can check that each one
 * really listens.
 */
final class ServerVertx extends VertxWrapper {

    private final UnaryOperator<HttpServerOptions> tls;
    private final Handler<HttpServerRequest> invalidRequests;
    private final Runnable beforeListen;
    private final List<HttpServer> servers = new CopyOnWriteArrayList<>();

    /**
     * @param beforeListen runs as each server is made, before Camel lets it listen: Camel has made the server's
     *     router by then, so handlers put on it now see the very first request
     */
    ServerVertx(
            Vertx delegate,
            UnaryOperator<HttpServerOptions> tls,
            Handler<HttpServerRequest> invalidRequests,
            Runnable beforeListen) {
        super((VertxInternal) delegate);
        this.tls = tls;
        this.invalidRequests = invalidRequests;
        this.beforeListen = beforeListen;
    }

    @Override
    public HttpServer createHttpServer(HttpServerOptions options) {
        HttpServer server = super.createHttpServer(tls.apply(options));
        server.invalidRequestHandler(invalidRequests);
        servers.add(server);
        beforeListen.run();
        return server;
    }

    /** The servers made so far, listening or not. */
    List<HttpServer> servers() {
        return List.copyOf(servers);
    }
}
