package nl.opendk.ebms.routes.wus;

import io.vertx.core.Vertx;
import io.vertx.core.http.ClientAuth;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.impl.VertxInternal;
import io.vertx.core.impl.VertxWrapper;
import io.vertx.core.net.PfxOptions;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;

/**
 * A Vert.x whose HTTP servers require a TLS client certificate from the test PKI, as the adapter's own does (ADR
 * 0004): Camel's platform HTTP server finds it in the registry.
 */
final class MutualTlsVertx extends VertxWrapper {

    private final TestParty server;
    private final TestPki pki;

    MutualTlsVertx(TestParty server, TestPki pki) {
        super((VertxInternal) Vertx.vertx());
        this.server = server;
        this.pki = pki;
    }

    @Override
    public HttpServer createHttpServer(HttpServerOptions options) {
        options.setSsl(true)
                .setClientAuth(ClientAuth.REQUIRED)
                .setKeyCertOptions(
                        new PfxOptions().setPath(server.keyStore().toString()).setPassword(server.keyStorePassword()))
                .setTrustOptions(
                        new PfxOptions().setPath(pki.trustStore().toString()).setPassword(TestPki.PASSWORD));
        return super.createHttpServer(options);
    }
}
