package nl.opendk.ebms.app.security;

import io.vertx.core.Vertx;
import io.vertx.core.http.ClientAuth;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.impl.VertxInternal;
import io.vertx.core.impl.VertxWrapper;
import io.vertx.core.net.KeyCertOptions;
import io.vertx.core.net.TrustOptions;

/**
 * The Vert.x instance the adapter's HTTP server runs on, with every TLS server it creates set up the Digikoppeling
 * way. Camel's platform HTTP server turns TLS on from the global SSL parameters but passes on only key and trust
 * material; client authentication, versions and cipher suites are set here, where the server options are made
 * (DK TLS001-TLS006). Servers without TLS (the management port) are left as they are.
 */
final class HardenedVertx extends VertxWrapper {

    private final TlsPolicy policy;
    private final ClientAuth clientAuth;
    private final KeyCertOptions key;
    private final TrustOptions trust;

    HardenedVertx(Vertx delegate, TlsPolicy policy, ClientAuth clientAuth, KeyCertOptions key, TrustOptions trust) {
        super((VertxInternal) delegate);
        this.policy = policy;
        this.clientAuth = clientAuth;
        this.key = key;
        this.trust = trust;
    }

    @Override
    public HttpServer createHttpServer(HttpServerOptions options) {
        if (options.isSsl()) {
            options.setKeyCertOptions(key);
            options.setTrustOptions(trust);
            options.setClientAuth(clientAuth);
            policy.applyTo(options);
        }
        return super.createHttpServer(options);
    }
}
