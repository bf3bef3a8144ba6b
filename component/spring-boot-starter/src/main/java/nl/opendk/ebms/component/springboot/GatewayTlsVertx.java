package nl.opendk.ebms.component.springboot;

import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.impl.VertxInternal;
import io.vertx.core.impl.VertxWrapper;
import nl.opendk.ebms.component.gateway.Gateway;
import org.apache.camel.CamelContext;

/**
 * The Vert.x the starter's HTTP server runs on: each server gets the gateway's TLS as it is made, client certificates
 * required (DK TLS001-TLS006), as the standalone adapter's server does. Camel's server options pass on only key and
 * trust material; the rest is set here, when the server is made at the context's start, by which time the gateway is
 * open. Without TLS (plain HTTP allowed) the options stay as they are.
 */
final class GatewayTlsVertx extends VertxWrapper {

    private final CamelContext context;

    GatewayTlsVertx(Vertx delegate, CamelContext context) {
        super((VertxInternal) delegate);
        this.context = context;
    }

    @Override
    public HttpServer createHttpServer(HttpServerOptions options) {
        Gateway gateway = Gateway.of(context)
                .orElseThrow(() -> new IllegalStateException("the ebMS/WUS gateway is not open: no route uses the"
                        + " ebms or wus component, and the starter's server serves nothing else"));
        return super.createHttpServer(gateway.security().serverTls().apply(options));
    }
}
