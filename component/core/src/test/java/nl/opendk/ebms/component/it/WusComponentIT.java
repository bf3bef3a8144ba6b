package nl.opendk.ebms.component.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import nl.opendk.ebms.component.testing.ComponentNode;
import nl.opendk.ebms.component.wus.WusConstants;
import nl.opendk.ebms.component.wus.WusFaultException;
import nl.opendk.ebms.db.gb.DownloadRow;
import nl.opendk.ebms.db.testing.FreshDatabase;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.db.wus.WusDirection;
import nl.opendk.ebms.service.wus.WusOperation;
import nl.opendk.ebms.service.wus.WusServiceDefinition;
import nl.opendk.ebms.testkit.net.TlsFront;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import nl.opendk.wus.protocol.profile.WusProfile;
import org.apache.camel.Exchange;
import org.apache.camel.builder.RouteBuilder;
import org.apache.camel.support.jsse.KeyManagersParameters;
import org.apache.camel.support.jsse.KeyStoreParameters;
import org.apache.camel.support.jsse.SSLContextParameters;
import org.apache.camel.support.jsse.TrustManagersParameters;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Two host applications that use only the {@code wus} component, in profile 2W-be over mutual TLS: one provides the
 * BRP query with a route ({@code wus:provide}), the other calls it from a route ({@code wus:consume}). The provider's
 * own server speaks plain HTTP behind a TLS-terminating proxy that requires the caller's certificate. The caller's
 * key and trust store are the host's {@code SSLContextParameters}, set on the component.
 */
class WusComponentIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final TestPki PKI = TestPki.create();
    private static final TestParty CALLER = PKI.party(TestPki.PARTY_1);
    private static final TestParty PROVIDER = PKI.party(TestPki.PARTY_2);
    private static final String NS = "http://example.overheid.nl/brp/v1";
    private static final String ZOEK = NS + "/IBevraging_v1/ZoekPersoon";
    private static final String SERVICE = "brp-bevraging";
    /** The BSN whose answer points to a file (Grote Berichten metadata) instead of holding the data. */
    private static final String WITH_FILE = "111222333";

    private static ComponentNode provider;
    private static ComponentNode consumer;
    private static TlsFront front;
    private static final List<Exchange> calls = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void start() throws Exception {
        FreshDatabase consumerDatabase = DB.newDatabase();
        int providerPort = ComponentNode.port();
        provider = ComponentNode.start(
                providerPort, "provider", Map.of(), Map.of("providerDataSource", DB.dataSource()), new RouteBuilder() {
                    @Override
                    public void configure() {
                        from("wus:provide?service=" + SERVICE).process(exchange -> {
                            calls.add(exchange.copy());
                            String request = exchange.getMessage().getBody(String.class);
                            if (request.contains("<brp:Bsn>000000000</brp:Bsn>")) {
                                throw new IllegalStateException("the register is closed");
                            }
                            if (request.contains("<brp:Bsn>" + WITH_FILE + "</brp:Bsn>")) {
                                exchange.getMessage()
                                        .setBody("<brp:ZoekPersoonResponse xmlns:brp=\"" + NS + "\">" + metadata()
                                                + "</brp:ZoekPersoonResponse>");
                                return;
                            }
                            exchange.getMessage()
                                    .setBody("<brp:ZoekPersoonResponse xmlns:brp=\"" + NS + "\"><brp:Naam>Jansen"
                                            + "</brp:Naam></brp:ZoekPersoonResponse>");
                        });
                    }
                });
        front = TlsFront.start(PKI, PROVIDER, providerPort);
        consumer = ComponentNode.start(
                ComponentNode.port(),
                "consumer",
                Map.of(
                        "db.url", consumerDatabase.settings().url(),
                        "db.pool.size", "4",
                        // the host's own TLS material, in place of the adapter's key and trust store keys
                        "camel.component.wus.sslContextParameters", "#hostTls"),
                Map.of("hostTls", hostTls()),
                new RouteBuilder() {
                    @Override
                    public void configure() {
                        from("direct:zoek").to("wus:consume?service=" + SERVICE + "&soapAction=" + ZOEK);
                        // a file first, then a plain answer, in one exchange
                        from("direct:zoek-twice")
                                .setBody(constant(request(WITH_FILE)))
                                .to("wus:consume?service=" + SERVICE + "&soapAction=" + ZOEK)
                                .setBody(constant(request("123456782")))
                                .to("wus:consume?service=" + SERVICE + "&soapAction=" + ZOEK);
                    }
                });
        provider.gateway().parts().wusCatalog().save(definition(WusDirection.PROVIDE, null, Set.of(CALLER.oin())));
        consumer.gateway()
                .parts()
                .wusCatalog()
                .save(definition(WusDirection.CONSUME, front.uri("/wus/" + SERVICE), Set.of()));
    }

    @AfterAll
    static void stop() throws IOException {
        if (consumer != null) {
            consumer.close();
        }
        if (provider != null) {
            provider.close();
        }
        if (front != null) {
            front.close();
        }
    }

    @Test
    void aRouteCallsAPartnersServiceThatAnotherHostsRouteProvides() {
        Exchange answered = consumer.template()
                .request("direct:zoek", exchange -> exchange.getMessage().setBody(request("123456782")));

        assertThat(answered.getException()).isNull();
        assertThat(answered.getMessage().getHeader(WusConstants.STATUS)).isEqualTo(200);
        assertThat(answered.getMessage().getBody(String.class)).contains("<brp:Naam>Jansen</brp:Naam>");
        Exchange call = calls.stream()
                .filter(e -> e.getMessage().getBody(String.class).contains("123456782"))
                .findFirst()
                .orElseThrow();
        assertThat(call.getMessage().getHeaders())
                .containsEntry(WusConstants.SERVICE, SERVICE)
                .containsEntry(WusConstants.OPERATION, "ZoekPersoon")
                .containsEntry(WusConstants.CALLER_OIN, CALLER.oin());
        // the provider's route gets the plain request: no WS-Addressing, no WS-Security
        assertThat(call.getMessage().getBody(String.class)).doesNotContain("wsa:", "wsse:");
    }

    /**
     * DK-BP-GB "Download": the provider answers with Grote Berichten pull metadata; the consuming route gets the
     * answer at once, with the download the adapter started for the file it names.
     */
    @Test
    void anAnswerWithGroteBerichtenMetadataStartsItsDownload() {
        Exchange answered = consumer.template()
                .request("direct:zoek", exchange -> exchange.getMessage().setBody(request(WITH_FILE)));

        assertThat(answered.getMessage().getHeader(WusConstants.STATUS)).isEqualTo(200);
        assertThat(answered.getMessage().getBody(String.class)).contains("data-reference");
        List<?> downloads = answered.getMessage().getHeader(WusConstants.GB_DOWNLOADS, List.class);
        assertThat(downloads).hasSize(1);
        DownloadRow row = consumer.gateway()
                .parts()
                .groteBerichten()
                .downloads()
                .byId(((Number) downloads.get(0)).longValue())
                .orElseThrow();
        assertThat(row.url()).isEqualTo("https://files.example.nl/gb/files/brp-uittreksel");
        assertThat(row.filename()).isEqualTo("uittreksel.pdf");
        assertThat(row.size()).isEqualTo(1234L);
    }

    /** A route that calls twice keeps only the second answer's downloads: none. */
    @Test
    void aLaterCallInTheSameExchangeDoesNotKeepTheDownloadsOfAnEarlierOne() {
        Exchange answered = consumer.template().request("direct:zoek-twice", exchange -> {});

        assertThat(answered.getMessage().getBody(String.class)).contains("<brp:Naam>Jansen</brp:Naam>");
        assertThat(answered.getMessage().getHeader(WusConstants.GB_DOWNLOADS)).isNull();
    }

    @Test
    void aProvidingRouteThatFailsAnswersTheCallerWithAFault() {
        Exchange answered = consumer.template()
                .request("direct:zoek", exchange -> exchange.getMessage().setBody(request("000000000")));

        assertThat(answered.getException()).isInstanceOfSatisfying(WusFaultException.class, fault -> {
            assertThat(fault.getStatus()).isEqualTo(500);
            assertThat(fault.getFault()).contains("Fault");
        });
    }

    /** The consumer's key and trust store as a host application configures Camel's TLS. */
    private static SSLContextParameters hostTls() {
        KeyStoreParameters keys = new KeyStoreParameters();
        keys.setResource("file:" + CALLER.keyStore());
        keys.setPassword(CALLER.keyStorePassword());
        keys.setType("PKCS12");
        KeyManagersParameters keyManagers = new KeyManagersParameters();
        keyManagers.setKeyStore(keys);
        keyManagers.setKeyPassword(CALLER.keyStorePassword());
        KeyStoreParameters trusted = new KeyStoreParameters();
        trusted.setResource(PKI.trustStoreWithIntermediate().toString());
        trusted.setPassword(TestPki.PASSWORD);
        TrustManagersParameters trustManagers = new TrustManagersParameters();
        trustManagers.setKeyStore(trusted);
        SSLContextParameters parameters = new SSLContextParameters();
        parameters.setKeyManagers(keyManagers);
        parameters.setTrustManagers(trustManagers);
        parameters.setCertAlias(CALLER.alias());
        return parameters;
    }

    /** Pull metadata as DK-GB 3.8.1 §3.2 lays it out, written by hand. */
    private static String metadata() {
        return "<gb:digikoppeling-external-data-references profile=\"digikoppeling-gb-1.0\""
                + " xmlns:gb=\"http://www.logius.nl/digikoppeling/gb/2010/10\">"
                + "<gb:data-reference contextId=\"brp-1\"><gb:lifetime/>"
                + "<gb:content contentType=\"application/pdf\"><gb:filename>uittreksel.pdf</gb:filename>"
                + "<gb:checksum type=\"SHA256\">" + "cd".repeat(32) + "</gb:checksum>"
                + "<gb:size>1234</gb:size></gb:content>"
                + "<gb:transport><gb:location><gb:senderUrl type=\"xs:anyURI\">"
                + "https://files.example.nl/gb/files/brp-uittreksel</gb:senderUrl></gb:location></gb:transport>"
                + "</gb:data-reference></gb:digikoppeling-external-data-references>";
    }

    private static String request(String bsn) {
        return "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>"
                + "<brp:ZoekPersoon xmlns:brp=\"" + NS + "\"><brp:Bsn>" + bsn + "</brp:Bsn></brp:ZoekPersoon>"
                + "</soap:Body></soap:Envelope>";
    }

    private static WusServiceDefinition definition(WusDirection direction, URI partner, Set<String> allowed)
            throws Exception {
        boolean provided = direction == WusDirection.PROVIDE;
        return new WusServiceDefinition(
                SERVICE,
                direction,
                provided ? SERVICE : null,
                WusProfile.BE,
                wsdl(),
                NS,
                provided ? URI.create("http://localhost:1/unused") : null,
                provided ? Duration.ofSeconds(10) : null,
                partner,
                provided ? null : PROVIDER.certificate().getEncoded(),
                true,
                List.of(new WusOperation("ZoekPersoon", ZOEK, NS + "/IBevraging_v1/ZoekPersoonResponse", allowed)));
    }

    private static byte[] wsdl() throws IOException {
        try (InputStream in = WusComponentIT.class.getResourceAsStream("/wus/brp-bevraging.wsdl")) {
            return in.readAllBytes();
        }
    }
}
