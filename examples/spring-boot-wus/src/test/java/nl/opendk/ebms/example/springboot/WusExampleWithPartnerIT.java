package nl.opendk.ebms.example.springboot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.security.KeyStore;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import nl.opendk.ebms.app.Adapter;
import nl.opendk.ebms.component.gateway.Gateway;
import nl.opendk.ebms.component.wus.WusFaultException;
import nl.opendk.ebms.console.auth.PasswordHash;
import nl.opendk.ebms.db.testing.FreshDatabase;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.db.wus.WusDirection;
import nl.opendk.ebms.service.wus.WusOperation;
import nl.opendk.ebms.service.wus.WusServiceDefinition;
import nl.opendk.ebms.service.wus.consume.WusConsumer;
import nl.opendk.ebms.testkit.http.SignedInHttp;
import nl.opendk.ebms.testkit.net.FreePort;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import nl.opendk.wus.protocol.profile.WusProfile;
import org.apache.camel.CamelContext;
import org.apache.camel.CamelExecutionException;
import org.apache.camel.ProducerTemplate;
import org.apache.camel.builder.RouteBuilder;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The example as it ships (its application.yml and routes), with ports, keys and database set for the test and TLS
 * on (the starter's server then requires client certificates), exchanging WUS calls (2W-be) with a second adapter,
 * the standalone one, over mutual TLS both ways: the example calls the partner's service, and the partner calls the
 * one the example provides. The example is organisation 1, the partner organisation 2.
 */
@SpringBootTest(classes = WusExampleApplication.class)
class WusExampleWithPartnerIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final TestPki PKI = TestPki.create();
    private static final TestParty EXAMPLE = PKI.party(TestPki.PARTY_1);
    private static final TestParty PARTNER = PKI.party(TestPki.PARTY_2);
    private static final String NS = "http://example.overheid.nl/brp/v1";
    private static final String ZOEK = NS + "/IBevraging_v1/ZoekPersoon";
    private static final int EXAMPLE_PORT = FreePort.find();

    private static Adapter partner;

    @Autowired
    private CamelContext example;

    @Autowired
    private ProducerTemplate template;

    @DynamicPropertySource
    static void exampleProperties(DynamicPropertyRegistry registry) {
        registry.add("camel.server.port", () -> EXAMPLE_PORT);
        registry.add("db.url", () -> DB.settings().url());
        registry.add("db.pool.size", () -> 4);
        registry.add("ebms.keystore.path", () -> EXAMPLE.keyStore().toString());
        registry.add("ebms.keystore.password", EXAMPLE::keyStorePassword);
        registry.add("ebms.keystore.alias", EXAMPLE::alias);
        registry.add(
                "ebms.truststore.path", () -> PKI.trustStoreWithIntermediate().toString());
        registry.add("ebms.truststore.password", () -> TestPki.PASSWORD);
        registry.add("ebms.crl.files", () -> PKI.crlFile() + "," + PKI.rootCrlFile());
        registry.add("ebms.http.plain-allowed", () -> false);
        registry.add(
                "admin.users",
                () -> SignedInHttp.ADMIN_USER + ":"
                        + PasswordHash.create(SignedInHttp.ADMIN_PASSWORD.toCharArray(), 1000)
                                .encoded());
    }

    @BeforeAll
    static void startPartner() throws Exception {
        FreshDatabase partnerDatabase = DB.newDatabase();
        int partnerPort = FreePort.find();
        Map<String, String> properties = new HashMap<>();
        properties.put("camel.main.name", "wus-example-partner");
        properties.put("camel.main.shutdownTimeout", "5");
        properties.put("camel.server.port", String.valueOf(partnerPort));
        properties.put("camel.management.port", String.valueOf(FreePort.find()));
        properties.put("camel.management.host", "127.0.0.1");
        properties.put("hawtio.enabled", "false");
        properties.put("ebms.node-id", "partner");
        properties.put("db.url", partnerDatabase.settings().url());
        properties.put("db.pool.size", "4");
        properties.put("ebms.keystore.path", PARTNER.keyStore().toString());
        properties.put("ebms.keystore.password", PARTNER.keyStorePassword());
        properties.put("ebms.keystore.alias", PARTNER.alias());
        properties.put("ebms.truststore.path", PKI.trustStoreWithIntermediate().toString());
        properties.put("ebms.truststore.password", TestPki.PASSWORD);
        properties.put("ebms.crl.files", PKI.crlFile() + "," + PKI.rootCrlFile());
        partner = Adapter.start(properties);
        // the standalone adapter is the same gateway: a route of its own is the back end of what it provides
        partner.camelContext().addRoutes(new RouteBuilder() {
            @Override
            public void configure() {
                from("wus:provide?service=partner-bevraging")
                        .setBody(constant("<brp:ZoekPersoonResponse xmlns:brp=\"" + NS + "\"><brp:Naam>Bakker"
                                + "</brp:Naam></brp:ZoekPersoonResponse>"));
            }
        });
        Gateway partnerGateway = Gateway.of(partner.camelContext()).orElseThrow();
        partnerGateway
                .parts()
                .wusCatalog()
                .save(definition("partner-bevraging", WusDirection.PROVIDE, null, null, Set.of(EXAMPLE.oin())));
        partnerGateway
                .parts()
                .wusCatalog()
                .save(definition(
                        "brp-bevraging",
                        WusDirection.CONSUME,
                        URI.create("https://localhost:" + EXAMPLE_PORT + "/wus/brp-bevraging"),
                        EXAMPLE.certificate().getEncoded(),
                        Set.of()));
        partnerUri = URI.create("https://localhost:" + partnerPort + "/wus/partner-bevraging");
    }

    private static URI partnerUri;

    @BeforeEach
    void defineTheExamplesServices() throws Exception {
        Gateway gateway = Gateway.of(example).orElseThrow();
        gateway.parts()
                .wusCatalog()
                .save(definition("brp-bevraging", WusDirection.PROVIDE, null, null, Set.of(PARTNER.oin())));
        gateway.parts()
                .wusCatalog()
                .save(definition(
                        "partner-bevraging",
                        WusDirection.CONSUME,
                        partnerUri,
                        PARTNER.certificate().getEncoded(),
                        Set.of()));
    }

    @AfterAll
    static void stopPartner() {
        if (partner != null) {
            partner.close();
        }
    }

    @Test
    void theExamplesRouteCallsThePartnersService() {
        String answer = template.requestBody("direct:ask-partner", request("123456782"), String.class);

        assertThat(answer).contains("<brp:Naam>Bakker</brp:Naam>");
    }

    @Test
    void thePartnerCallsTheServiceTheExamplesRouteProvides() {
        WusConsumer.Answer answer = Gateway.of(partner.camelContext())
                .orElseThrow()
                .parts()
                .wusCalls()
                .call("brp-bevraging", request("987654329").getBytes(StandardCharsets.UTF_8), "\"" + ZOEK + "\"");

        assertThat(answer.status())
                .as(new String(answer.body(), StandardCharsets.UTF_8))
                .isEqualTo(200);
        assertThat(new String(answer.body(), StandardCharsets.UTF_8)).contains("<brp:Naam>De Vries</brp:Naam>");
    }

    @Test
    void aPersonTheRegisterDoesNotKnowIsAFaultForTheCaller() {
        WusConsumer.Answer answer = Gateway.of(partner.camelContext())
                .orElseThrow()
                .parts()
                .wusCalls()
                .call("brp-bevraging", request("111111110").getBytes(StandardCharsets.UTF_8), "\"" + ZOEK + "\"");

        assertThat(answer.status()).isEqualTo(500);
        assertThat(new String(answer.body(), StandardCharsets.UTF_8)).contains("Fault");
        assertThatThrownBy(() -> template.requestBody("direct:ask-partner", "<not-soap/>", String.class))
                .isInstanceOf(CamelExecutionException.class)
                .hasCauseInstanceOf(WusFaultException.class);
    }

    @Test
    void aCallerWithoutAClientCertificateIsRefusedByTheExamplesServer() throws Exception {
        SSLContext noCertificate = SSLContext.getInstance("TLS");
        noCertificate.init(null, trustManagers(), null);
        HttpClient client = HttpClient.newBuilder().sslContext(noCertificate).build();
        HttpRequest call = HttpRequest.newBuilder(
                        URI.create("https://localhost:" + EXAMPLE_PORT + "/wus/brp-bevraging"))
                .header("Content-Type", "text/xml; charset=UTF-8")
                .header("SOAPAction", "\"" + ZOEK + "\"")
                .POST(HttpRequest.BodyPublishers.ofString(request("987654329")))
                .build();

        assertThatThrownBy(() -> client.send(call, HttpResponse.BodyHandlers.ofString()))
                .isInstanceOf(IOException.class);
    }

    @Test
    void operatorsSeeTheServicesInTheConsoleBehindItsSignIn() throws Exception {
        KeyStore keys = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(PARTNER.keyStore())) {
            keys.load(in, PARTNER.keyStorePassword().toCharArray());
        }
        KeyManagerFactory key = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        key.init(keys, PARTNER.keyStorePassword().toCharArray());
        SSLContext withCertificate = SSLContext.getInstance("TLS");
        withCertificate.init(key.getKeyManagers(), trustManagers(), null);
        HttpClient client = HttpClient.newBuilder().sslContext(withCertificate).build();
        URI services = URI.create("https://localhost:" + EXAMPLE_PORT + "/api/wus/services");

        HttpResponse<String> anonymous =
                client.send(HttpRequest.newBuilder(services).build(), HttpResponse.BodyHandlers.ofString());
        HttpResponse<String> signedIn = client.send(
                HttpRequest.newBuilder(services)
                        .header(
                                "Authorization",
                                SignedInHttp.basic(SignedInHttp.ADMIN_USER, SignedInHttp.ADMIN_PASSWORD))
                        .build(),
                HttpResponse.BodyHandlers.ofString());

        assertThat(anonymous.statusCode()).isEqualTo(401);
        assertThat(signedIn.statusCode()).as(signedIn.body()).isEqualTo(200);
        assertThat(signedIn.body()).contains("\"brp-bevraging\"").contains("\"partner-bevraging\"");
    }

    private static TrustManager[] trustManagers() throws Exception {
        KeyStore trusted = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(PKI.trustStoreWithIntermediate())) {
            trusted.load(in, TestPki.PASSWORD.toCharArray());
        }
        TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(trusted);
        return trust.getTrustManagers();
    }

    private static String request(String bsn) {
        return "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>"
                + "<brp:ZoekPersoon xmlns:brp=\"" + NS + "\"><brp:Bsn>" + bsn + "</brp:Bsn></brp:ZoekPersoon>"
                + "</soap:Body></soap:Envelope>";
    }

    private static WusServiceDefinition definition(
            String name, WusDirection direction, URI partnerEndpoint, byte[] partnerCertificate, Set<String> allowed)
            throws IOException {
        boolean provided = direction == WusDirection.PROVIDE;
        return new WusServiceDefinition(
                name,
                direction,
                provided ? name : null,
                WusProfile.BE,
                wsdl(),
                NS,
                // a route (wus:provide) is the back end; the definition still names one, used when no route runs
                provided ? URI.create("http://localhost:1/no-back-end") : null,
                provided ? Duration.ofSeconds(10) : null,
                partnerEndpoint,
                partnerCertificate,
                true,
                List.of(new WusOperation("ZoekPersoon", ZOEK, NS + "/IBevraging_v1/ZoekPersoonResponse", allowed)));
    }

    private static byte[] wsdl() throws IOException {
        try (InputStream in = WusExampleWithPartnerIT.class.getResourceAsStream("/wus/brp-bevraging.wsdl")) {
            return in.readAllBytes();
        }
    }
}
