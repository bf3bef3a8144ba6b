package nl.opendk.ebms.routes.wus;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import nl.opendk.ebms.db.wus.WusDirection;
import nl.opendk.ebms.routes.wus.consume.PartnerCalls;
import nl.opendk.ebms.routes.wus.consume.WusConsumeRoute;
import nl.opendk.ebms.routes.wus.consume.WusConsumeSteps;
import nl.opendk.ebms.routes.wus.security.WusKeyMaterial;
import nl.opendk.ebms.routes.wus.security.WusSecurityProperties;
import nl.opendk.ebms.service.wus.WusCatalog;
import nl.opendk.ebms.service.wus.WusExchangeLog;
import nl.opendk.ebms.service.wus.WusObserver;
import nl.opendk.ebms.service.wus.WusOperation;
import nl.opendk.ebms.service.wus.WusServiceDefinition;
import nl.opendk.ebms.service.wus.consume.AnswerFiles;
import nl.opendk.ebms.service.wus.consume.WusConsumer;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import nl.opendk.wus.protocol.plain.PlainSoap;
import nl.opendk.wus.protocol.profile.WusProfile;
import nl.opendk.wus.protocol.xml.XmlLimits;
import org.apache.camel.component.platform.http.vertx.VertxPlatformHttpServer;
import org.apache.camel.component.platform.http.vertx.VertxPlatformHttpServerConfiguration;
import org.apache.camel.impl.DefaultCamelContext;
import org.apache.camel.support.jsse.KeyManagersParameters;
import org.apache.camel.support.jsse.KeyStoreParameters;
import org.apache.camel.support.jsse.SSLContextParameters;
import org.apache.camel.support.jsse.TrustManagersParameters;
import org.apache.cxf.Bus;
import org.apache.cxf.BusFactory;

/**
 * The consumer side as the adapter runs it, for {@link TestPki#PARTY_1}: the consume route on a plain HTTP port for
 * our back end, the partner clients with our key and mutual TLS, the consumer's use case over a catalog held in
 * memory and a record in memory ({@link #records}).
 */
final class RunningConsumer implements AutoCloseable {

    private final DefaultCamelContext context;
    private final Bus bus;
    private final VertxPlatformHttpServer server;
    private final WusCatalog catalog;
    private final MemoryExchangeRecords records;
    private final PartnerCalls partners;
    private final TestParty partner;
    private final HttpClient http = HttpClient.newHttpClient();

    private RunningConsumer(
            DefaultCamelContext context,
            Bus bus,
            VertxPlatformHttpServer server,
            WusCatalog catalog,
            MemoryExchangeRecords records,
            PartnerCalls partners,
            TestParty partner) {
        this.context = context;
        this.bus = bus;
        this.server = server;
        this.catalog = catalog;
        this.records = records;
        this.partners = partners;
        this.partner = partner;
    }

    /** @param partner the party whose certificate consumed services name */
    static RunningConsumer start(TestPki pki, TestParty partner) throws Exception {
        return start(pki, partner, AnswerFiles.NONE);
    }

    /** @param answerFiles what starts the downloads of Grote Berichten metadata in an answer */
    static RunningConsumer start(TestPki pki, TestParty partner, AnswerFiles answerFiles) throws Exception {
        TestParty us = pki.party(TestPki.PARTY_1);
        WusKeyMaterial material = new WusKeyMaterial(
                RunningProvider.keys(us), us.alias(), us.keyStorePassword().toCharArray(), RunningProvider.trust(pki));
        WusSecurityProperties security =
                new WusSecurityProperties(material, Duration.ofMinutes(5), Duration.ofMinutes(1));
        WusCatalog catalog = new WusCatalog(new MemoryWusServices());
        MemoryExchangeRecords records = new MemoryExchangeRecords();
        WusConsumer consumer = new WusConsumer(
                catalog,
                new PlainSoap(XmlLimits.defaults()),
                RunningProvider.trust(pki, true),
                TestPki.PARTY_1,
                new WusExchangeLog(records, Clock.systemUTC()),
                WusObserver.NONE,
                answerFiles);
        Bus bus = BusFactory.newInstance().createBus();
        DefaultCamelContext context = new DefaultCamelContext();
        VertxPlatformHttpServerConfiguration configuration = new VertxPlatformHttpServerConfiguration();
        configuration.setBindHost("127.0.0.1");
        configuration.setBindPort(0);
        VertxPlatformHttpServer server = new VertxPlatformHttpServer(configuration);
        context.addService(server);
        PartnerCalls partners = new PartnerCalls(
                context, bus, security, tls(us, pki), Duration.ofSeconds(5), Duration.ofSeconds(5), consumer);
        context.addRoutes(new WusConsumeRoute("/call", new WusConsumeSteps("/call", consumer, partners)));
        context.start();
        return new RunningConsumer(context, bus, server, catalog, records, partners, partner);
    }

    /** A consumed service with the ZoekPersoon operation at the partner's endpoint. */
    void consume(String name, WusProfile profile, URI endpoint) throws Exception {
        catalog.save(new WusServiceDefinition(
                name,
                WusDirection.CONSUME,
                null,
                profile,
                "<wsdl:definitions xmlns:wsdl='http://schemas.xmlsoap.org/wsdl/'/>".getBytes(StandardCharsets.UTF_8),
                WusClient.SERVICE_NS,
                null,
                null,
                endpoint,
                partner.certificate().getEncoded(),
                true,
                List.of(new WusOperation("ZoekPersoon", WusClient.ACTION, WusClient.ACTION + "Response", Set.of()))));
    }

    /** Our back end's call: a plain ZoekPersoon request. */
    HttpResponse<String> call(String service) throws Exception {
        String request = "<soap:Envelope xmlns:soap=\"" + WusClient.SOAP + "\"><soap:Body><ns:ZoekPersoon xmlns:ns=\""
                + WusClient.SERVICE_NS + "\"><ns:Bsn>999990019</ns:Bsn></ns:ZoekPersoon></soap:Body></soap:Envelope>";
        return http.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.getPort() + "/call/" + service))
                        .header("Content-Type", "text/xml; charset=UTF-8")
                        .header("SOAPAction", "\"" + WusClient.ACTION + "\"")
                        .POST(HttpRequest.BodyPublishers.ofString(request))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    MemoryExchangeRecords records() {
        return records;
    }

    private static SSLContextParameters tls(TestParty us, TestPki pki) {
        KeyStoreParameters keyStore = new KeyStoreParameters();
        keyStore.setResource("file:" + us.keyStore().toAbsolutePath());
        keyStore.setPassword(us.keyStorePassword());
        keyStore.setType("PKCS12");
        KeyManagersParameters keyManagers = new KeyManagersParameters();
        keyManagers.setKeyStore(keyStore);
        keyManagers.setKeyPassword(us.keyStorePassword());
        KeyStoreParameters trustStore = new KeyStoreParameters();
        trustStore.setResource("file:" + pki.trustStore().toAbsolutePath());
        trustStore.setPassword(TestPki.PASSWORD);
        trustStore.setType("PKCS12");
        TrustManagersParameters trustManagers = new TrustManagersParameters();
        trustManagers.setKeyStore(trustStore);
        SSLContextParameters parameters = new SSLContextParameters();
        parameters.setKeyManagers(keyManagers);
        parameters.setTrustManagers(trustManagers);
        return parameters;
    }

    @Override
    public void close() throws Exception {
        partners.close();
        context.stop();
        bus.shutdown(true);
    }
}
