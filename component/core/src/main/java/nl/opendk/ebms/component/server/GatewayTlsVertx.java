package nl.opendk.ebms.component.server;

import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.impl.VertxInternal;
import io.vertx.core.impl.VertxWrapper;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * The Vert.x the components' own HTTP server runs on: each server gets the gateway's TLS as it is made, client
 * certificates required (DK TLS001-TLS006), as the standalone adapter's server does. Camel's server options pass on
 * only key and trust material; the rest is set here, when the server is made at the context's start, by which time
 * the gateway is open. Without TLS (plain HTTP allowed) the options stay as they are.
 */
final class GatewayTlsVertx extends VertxWrapper {

    private final Supplier<UnaryOperator<HttpServerOptions>> tls;
    private final Runnable beforeListen;

    /**
     * @param tls the gateway's server TLS, asked for when a server is made
     * @param beforeListen runs as each server is made, before Camel lets it listen
     */
    GatewayTlsVertx(Vertx delegate, Supplier<UnaryOperator<HttpServerOptions>> tls, Runnable beforeListen) {
        super((VertxInternal) delegate);
        this.tls = tls;
        this.beforeListen = beforeListen;
    }

    @Override
    public HttpServer createHttpServer(HttpServerOptions options) {
        HttpServer server = super.createHttpServer(tls.get().apply(options));
        beforeListen.run();
        return server;
    }
}
