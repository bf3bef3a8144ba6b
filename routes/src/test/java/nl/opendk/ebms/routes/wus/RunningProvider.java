package nl.opendk.ebms.routes.wus;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import nl.opendk.ebms.db.wus.WusDirection;
import nl.opendk.ebms.protocol.security.certificate.CertificateValidator;
import nl.opendk.ebms.protocol.security.certificate.ConfiguredCrls;
import nl.opendk.ebms.protocol.security.certificate.RevocationFailureMode;
import nl.opendk.ebms.routes.wus.endpoint.BackEndCaller;
import nl.opendk.ebms.routes.wus.endpoint.LocalCxfBridge;
import nl.opendk.ebms.routes.wus.endpoint.WusHttpRoute;
import nl.opendk.ebms.routes.wus.endpoint.WusHttpSteps;
import nl.opendk.ebms.routes.wus.endpoint.WusProviderRoute;
import nl.opendk.ebms.routes.wus.endpoint.WusProviderSteps;
import nl.opendk.ebms.routes.wus.security.WusKeyMaterial;
import nl.opendk.ebms.routes.wus.security.WusSecurityProperties;
import nl.opendk.ebms.service.wus.CertificateTrust;
import nl.opendk.ebms.service.wus.WusCatalog;
import nl.opendk.ebms.service.wus.WusExchangeLog;
import nl.opendk.ebms.service.wus.WusObserver;
import nl.opendk.ebms.service.wus.WusOperation;
import nl.opendk.ebms.service.wus.WusServiceDefinition;
import nl.opendk.ebms.service.wus.provide.WusProvider;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import nl.opendk.wus.protocol.envelope.EnvelopeCheck;
import nl.opendk.wus.protocol.plain.PlainSoap;
import nl.opendk.wus.protocol.profile.WusProfile;
import nl.opendk.wus.protocol.xml.XmlLimits;
import org.apache.camel.Exchange;
import org.apache.camel.builder.RouteBuilder;
import org.apache.camel.component.platform.http.vertx.VertxPlatformHttpServer;
import org.apache.camel.component.platform.http.vertx.VertxPlatformHttpServerConfiguration;
import org.apache.camel.impl.DefaultCamelContext;
import org.apache.cxf.Bus;
import org.apache.cxf.BusFactory;

/**
 * The WUS provider side as the adapter runs it: Camel's platform HTTP server on Vert.x (plain HTTP or mutual TLS,
 * random port), the WUS HTTP route, one CXF endpoint per profile, the provider's use case over a catalog of services
 * held in memory, and back ends that answer, fail, or answer with a Fault of their own. Calls are recorded in memory
 * ({@link #records}). The provider is {@link TestPki#PARTY_2}; {@link TestPki#PARTY_1} may call every operation.
 */
final class RunningProvider implements AutoCloseable {

    static final String BACK_END = "direct:wus-back-end";
    static final String ANSWER = "<ns:ZoekPersoonResponse xmlns:ns=\"" + WusClient.SERVICE_NS
            + "\"><ns:Naam>Jansen</ns:Naam></ns:ZoekPersoonResponse>";
    static final String FAILING_BACK_END = "direct:wus-failing-back-end";
    /** What the failing back end says about itself: nothing a partner should read. */
    static final String BACK_END_SECRET = "connection to db.internal.example refused";

    static final String FAULTING_BACK_END = "direct:wus-faulting-back-end";
    static final String BACK_END_FAULT = "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\">"
            + "<soap:Body><soap:Fault><faultcode xmlns:brp=\"" + WusClient.SERVICE_NS
            + "\">brp:NietGevonden</faultcode>"
            + "<faultstring>Geen persoon met dit BSN</faultstring><detail><brp:Reden xmlns:brp=\""
            + WusClient.SERVICE_NS
            + "\">onbekend</brp:Reden></detail></soap:Fault></soap:Body></soap:Envelope>";

    static final String SLOW_BACK_END = "direct:wus-slow-back-end";
    static final Duration BACK_END_TIMEOUT = Duration.ofSeconds(2);

    static final long MAX_BODY_BYTES = 1024 * 1024;

    private final DefaultCamelContext context;
    private final Bus bus;
    private final VertxPlatformHttpServer server;
    /** What the back ends received, in order. */
    private final List<Exchange> seen;

    private final MemoryExchangeRecords records;
    /** The Vert.x made for mutual TLS, closed with the provider; null over plain HTTP (Camel makes its own). */
    private final MutualTlsVertx vertx;

    private RunningProvider(
            DefaultCamelContext context,
            Bus bus,
            VertxPlatformHttpServer server,
            List<Exchange> seen,
            MemoryExchangeRecords records,
            MutualTlsVertx vertx) {
        this.context = context;
        this.bus = bus;
        this.server = server;
        this.seen = seen;
        this.records = records;
        this.vertx = vertx;
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
        WusCatalog catalog = new WusCatalog(new MemoryWusServices());
        save(catalog, "be-v1", WusProfile.BE, BACK_END);
        save(catalog, "s-v1", WusProfile.BE_S, BACK_END);
        save(catalog, "se-v1", WusProfile.BE_SE, BACK_END);
        save(catalog, "s-fails-v1", WusProfile.BE_S, FAILING_BACK_END);
        save(catalog, "se-fails-v1", WusProfile.BE_SE, FAILING_BACK_END);
        save(catalog, "faults-v1", WusProfile.BE_S, FAULTING_BACK_END);
        save(catalog, "slow-v1", WusProfile.BE, SLOW_BACK_END);
        MemoryExchangeRecords records = new MemoryExchangeRecords();
        WusProvider provider = new WusProvider(
                catalog,
                new EnvelopeCheck(XmlLimits.defaults()),
                trust(pki, mutualTls),
                mutualTls,
                Set.of(TestPki.PARTY_2),
                new WusExchangeLog(records, Clock.systemUTC()),
                WusObserver.NONE);
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
        configuration.setMaxBodySize(MAX_BODY_BYTES);
        VertxPlatformHttpServer server = new VertxPlatformHttpServer(configuration);
        context.addService(server);
        context.addRoutes(new WusHttpRoute("/wus", new WusHttpSteps("/wus", provider, new LocalCxfBridge(bus))));
        BackEndCaller backEnd = new BackEndCaller(
                context.createProducerTemplate(), new PlainSoap(XmlLimits.defaults()), service -> Optional.empty());
        context.addRoutes(new WusProviderRoute(bus, security, new WusProviderSteps(provider, backEnd)));
        context.addRoutes(new RouteBuilder() {
            @Override
            public void configure() {
                from(BACK_END).process(exchange -> seen.add(exchange.copy())).setBody(constant(ANSWER));
                from(FAILING_BACK_END).throwException(new IllegalStateException(BACK_END_SECRET));
                from(FAULTING_BACK_END).setBody(constant(BACK_END_FAULT.getBytes(StandardCharsets.UTF_8)));
                from(SLOW_BACK_END)
                        .delay(BACK_END_TIMEOUT.multipliedBy(2).toMillis())
                        .setBody(constant(ANSWER));
            }
        });
        context.start();
        return new RunningProvider(context, bus, server, seen, records, vertx);
    }

    URI uri(String service) {
        String scheme = vertx == null ? "http" : "https";
        return URI.create(scheme + "://127.0.0.1:" + server.getPort() + "/wus/" + service);
    }

    /** The last exchange the back end received. */
    Exchange lastAtBackEnd() {
        return seen.get(seen.size() - 1);
    }

    MemoryExchangeRecords records() {
        return records;
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

    /** The adapter's check of partners' certificates: chain, dates and the test PKI's CRLs. */
    static CertificateTrust trust(TestPki pki, boolean checked) {
        if (!checked) {
            return CertificateTrust.ANY;
        }
        CertificateValidator validator = new CertificateValidator(
                pki.trustAnchors(),
                pki.intermediates(),
                ConfiguredCrls.fromFiles(List.of(pki.crlFile(), pki.rootCrlFile())),
                RevocationFailureMode.FAIL_CLOSED,
                Clock.systemUTC());
        return CertificateTrust.of(validator, warning -> {});
    }

    private static void save(WusCatalog catalog, String path, WusProfile profile, String backEnd) {
        catalog.save(new WusServiceDefinition(
                path,
                WusDirection.PROVIDE,
                path,
                profile,
                "<wsdl:definitions xmlns:wsdl='http://schemas.xmlsoap.org/wsdl/'/>".getBytes(StandardCharsets.UTF_8),
                WusClient.SERVICE_NS,
                URI.create(backEnd),
                BACK_END_TIMEOUT,
                null,
                null,
                true,
                List.of(new WusOperation(
                        "ZoekPersoon", WusClient.ACTION, WusClient.ACTION + "Response", Set.of(TestPki.PARTY_1)))));
    }

    @Override
    public void close() {
        context.stop();
        bus.shutdown(true);
        if (vertx != null) {
            vertx.close();
        }
    }
}
