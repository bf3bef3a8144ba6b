package nl.opendk.ebms.routes.wus;

import java.net.URI;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import nl.opendk.ebms.routes.wus.endpoint.LocalCxfBridge;
import nl.opendk.ebms.routes.wus.endpoint.WusHttpRoute;
import nl.opendk.ebms.routes.wus.endpoint.WusHttpSteps;
import nl.opendk.ebms.routes.wus.endpoint.WusProviderRoute;
import nl.opendk.ebms.routes.wus.endpoint.WusService;
import nl.opendk.ebms.routes.wus.security.WusKeyMaterial;
import nl.opendk.ebms.routes.wus.security.WusSecurityProfile;
import nl.opendk.ebms.routes.wus.security.WusSecurityProperties;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.apache.camel.Exchange;
import org.apache.camel.builder.RouteBuilder;
import org.apache.camel.component.platform.http.vertx.VertxPlatformHttpServer;
import org.apache.camel.component.platform.http.vertx.VertxPlatformHttpServerConfiguration;
import org.apache.camel.impl.DefaultCamelContext;
import org.apache.cxf.Bus;
import org.apache.cxf.BusFactory;

/**
 * The WUS provider side as the adapter will run it: Camel's platform HTTP server on Vert.x (plain HTTP or mutual
 * TLS, random port), the WUS HTTP route, one CXF endpoint per profile, a back end that answers every request with the same
 * element and one that fails. The provider is {@link TestPki#PARTY_2}.
 */
final class RunningProvider implements AutoCloseable {

    static final String BACK_END = "direct:wus-back-end";
    static final String ANSWER = "<ns:ZoekPersoonResponse xmlns:ns=\"" + WusClient.SERVICE_NS
            + "\"><ns:Naam>Jansen</ns:Naam></ns:ZoekPersoonResponse>";
    static final String FAILING_BACK_END = "direct:wus-failing-back-end";
    /** What the failing back end says about itself: nothing a partner should read. */
    static final String BACK_END_SECRET = "connection to db.internal.example refused";

    static final String NOT_STARTED = "not-started/v1";
    static final long MAX_BODY_BYTES = 1024 * 1024;

    private final DefaultCamelContext context;
    private final Bus bus;
    private final VertxPlatformHttpServer server;
    /** What the back end received, in order. */
    private final List<Exchange> seen;

    /** The Vert.x made for mutual TLS, closed with the provider; null over plain HTTP (Camel makes its own). */
    private final MutualTlsVertx vertx;

    private RunningProvider(
            DefaultCamelContext context,
            Bus bus,
            VertxPlatformHttpServer server,
            List<Exchange> seen,
            MutualTlsVertx vertx) {
        this.vertx = vertx;
        this.context = context;
        this.bus = bus;
        this.server = server;
        this.seen = seen;
    }

    static RunningProvider start(TestPki pki) throws Exception {
        return start(pki, false);
    }

    /** @param mutualTls HTTPS that requires a client certificate of the test PKI, instead of plain HTTP */
    static RunningProvider start(TestPki pki, boolean mutualTls) throws Exception {
        TestParty us = pki.party(TestPki.PARTY_2);
        WusKeyMaterial material =
                new WusKeyMaterial(keys(us), us.alias(), us.keyStorePassword().toCharArray(), trust(pki));
        WusSecurityProperties security =
                new WusSecurityProperties(material, Duration.ofMinutes(5), Duration.ofMinutes(1));
        List<WusService> services = List.of(
                new WusService("be/v1", WusSecurityProfile.BEST_EFFORT, BACK_END),
                new WusService("s/v1", WusSecurityProfile.SIGNED, BACK_END),
                new WusService("se/v1", WusSecurityProfile.SIGNED_ENCRYPTED, BACK_END),
                new WusService("s-fails/v1", WusSecurityProfile.SIGNED, FAILING_BACK_END),
                new WusService("se-fails/v1", WusSecurityProfile.SIGNED_ENCRYPTED, FAILING_BACK_END));
        Bus bus = BusFactory.newInstance().createBus();
        List<Exchange> seen = new CopyOnWriteArrayList<>();
        DefaultCamelContext context = new DefaultCamelContext();
        MutualTlsVertx vertx = mutualTls ? new MutualTlsVertx(us, pki) : null;
        if (vertx != null) {
            context.getRegistry().bind("vertx", vertx);
        }
        VertxPlatformHttpServerConfiguration configuration = new VertxPlatformHttpServerConfiguration();
        configuration.setBindHost("127.0.0.1");
        configuration.setBindPort(0);
        VertxPlatformHttpServer server = new VertxPlatformHttpServer(configuration);
        context.addService(server);
        // a service the HTTP side knows but whose CXF endpoint never started: a defect of the adapter's set-up
        List<WusService> reachable = new ArrayList<>(services);
        reachable.add(new WusService(NOT_STARTED, WusSecurityProfile.BEST_EFFORT, BACK_END));
        WusHttpSteps steps = new WusHttpSteps("/wus", reachable, new LocalCxfBridge(bus), MAX_BODY_BYTES);
        context.addRoutes(new WusHttpRoute("/wus", steps));
        context.addRoutes(new WusProviderRoute(bus, services, security));
        context.addRoutes(new RouteBuilder() {
            @Override
            public void configure() {
                from(BACK_END).process(exchange -> seen.add(exchange.copy())).setBody(constant(ANSWER));
                from(FAILING_BACK_END).throwException(new IllegalStateException(BACK_END_SECRET));
            }
        });
        context.start();
        return new RunningProvider(context, bus, server, seen, vertx);
    }

    URI uri(String service) {
        String scheme = vertx == null ? "http" : "https";
        return URI.create(scheme + "://127.0.0.1:" + server.getPort() + "/wus/" + service);
    }

    /** The last exchange the back end received. */
    Exchange lastAtBackEnd() {
        return seen.get(seen.size() - 1);
    }

    static KeyStore keys(TestParty party) throws Exception {
        KeyStore keys = KeyStore.getInstance("PKCS12");
        keys.load(null, null);
        keys.setKeyEntry(
                party.alias(),
                party.privateKey(),
                party.keyStorePassword().toCharArray(),
                party.chain().toArray(new Certificate[0]));
        return keys;
    }

    /** The root and the intermediate: a DirectReference token carries the signer's certificate alone. */
    static KeyStore trust(TestPki pki) throws Exception {
        KeyStore trust = KeyStore.getInstance("PKCS12");
        trust.load(null, null);
        trust.setCertificateEntry("root", pki.rootCertificate());
        trust.setCertificateEntry("intermediate", pki.intermediateCertificate());
        return trust;
    }

    @Override
    public void close() {
        context.stop();
        bus.shutdown(true);
        if (vertx != null) {
            vertx.close();
        }
        if (vertx != null) {
            vertx.close();
        }
    }
}
