package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import nl.opendk.ebms.app.testing.BackendStub.Delivery;
import nl.opendk.ebms.app.testing.SecureAdapter;
import nl.opendk.ebms.app.testing.WusBackEndStub;
import nl.opendk.ebms.db.testing.FreshDatabase;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * WUS between two adapters over mutual TLS, as two organisations run it: party two provides a BRP service whose back
 * end is an HTTP server; party one consumes it for its back end, which posts a plain SOAP request and gets the plain
 * answer. In each profile the request crosses with WS-Addressing and, in 2W-be-S and 2W-be-SE, signed (and
 * encrypted) both ways, with the TLS client's and the signer's OIN authorised at the provider.
 */
class WusEndToEndIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final TestPki PKI = TestPki.create();
    private static final TestParty ONE = PKI.party(TestPki.PARTY_1);
    private static final TestParty TWO = PKI.party(TestPki.PARTY_2);
    private static final String ZOEK = WusBackEndStub.NS + "/IBevraging_v1/ZoekPersoon";

    private static SecureAdapter consumer;
    private static SecureAdapter provider;
    private static WusBackEndStub backEnd;

    @BeforeAll
    static void start() throws Exception {
        FreshDatabase one = DB.newDatabase();
        FreshDatabase two = DB.newDatabase();
        consumer = SecureAdapter.start(one.settings(), "party-one", ONE);
        provider = SecureAdapter.start(two.settings(), "party-two", TWO);
        backEnd = WusBackEndStub.start();
    }

    @AfterAll
    static void stop() {
        for (AutoCloseable closeable : new AutoCloseable[] {consumer, provider, backEnd}) {
            try {
                if (closeable != null) {
                    closeable.close();
                }
            } catch (Exception e) {
                // the next one is closed all the same
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"2W-be", "2W-be-S", "2W-be-SE"})
    void aBackEndCallsThePartnersServiceThroughBothAdapters(String profile) throws Exception {
        String name = "brp-" + profile.toLowerCase();
        define(name, profile, List.of(TestPki.PARTY_1));

        HttpResponse<byte[]> answer = call(name, "123456782", ZOEK);

        assertThat(answer.statusCode()).as(text(answer.body())).isEqualTo(200);
        assertThat(text(answer.body()))
                .contains("Persoon 123456782")
                .as("a plain response for our back end: no WS-Addressing, no WS-Security")
                .doesNotContain("Header");
        Delivery atBackEnd = backEnd.requests().get(backEnd.requests().size() - 1);
        assertThat(atBackEnd.header("WusCallerOin")).isEqualTo(TestPki.PARTY_1);
        assertThat(atBackEnd.header("WusService")).isEqualTo(name);
        assertThat(atBackEnd.header("SOAPAction")).isEqualTo("\"" + ZOEK + "\"");
        assertThat(text(atBackEnd.body())).contains("123456782").doesNotContain("Header");

        JsonNode provided = lastExchange(provider, name);
        assertThat(provided.path("direction").asText()).isEqualTo("provide");
        assertThat(provided.path("status").asText()).isEqualTo("answered");
        assertThat(provided.path("tlsOin").asText()).isEqualTo(TestPki.PARTY_1);
        assertThat(provided.path("profile").asText()).isEqualTo(profile);
        JsonNode consumed = lastExchange(consumer, name);
        assertThat(consumed.path("direction").asText()).isEqualTo("consume");
        assertThat(consumed.path("status").asText()).isEqualTo("answered");
        assertThat(consumed.path("requestMessageId").asText())
                .isEqualTo(provided.path("requestMessageId").asText());
        assertThat(consumed.path("relatesTo").asText())
                .isEqualTo(provided.path("requestMessageId").asText());
        if (!profile.equals("2W-be")) {
            assertThat(provided.path("signerOin").asText()).isEqualTo(TestPki.PARTY_1);
            assertThat(consumed.path("signerOin").asText())
                    .as("the response's signature verified, by the partner")
                    .isEqualTo(TestPki.PARTY_2);
        }
    }

    @Test
    void theProvidersBackEndFaultReachesOurBackEndAsItsOwn() throws Exception {
        define("brp-faults", "2W-be-S", List.of(TestPki.PARTY_1));

        HttpResponse<byte[]> answer = call("brp-faults", WusBackEndStub.UNKNOWN_BSN, ZOEK);

        assertThat(answer.statusCode()).isEqualTo(500);
        assertThat(text(answer.body())).contains("Onbekend").contains("Geen persoon met BSN 000000000");
        assertThat(lastExchange(consumer, "brp-faults").path("status").asText()).isEqualTo("faulted");
        assertThat(lastExchange(provider, "brp-faults").path("status").asText()).isEqualTo("faulted");
    }

    @Test
    void anOrganisationTheProviderDoesNotAllowGets0002() throws Exception {
        define("brp-closed", "2W-be-S", List.of("00000099000000000042"));

        HttpResponse<byte[]> answer = call("brp-closed", "123456782", ZOEK);

        assertThat(answer.statusCode()).isEqualTo(500);
        assertThat(text(answer.body())).contains("0002 Not authorized");
        assertThat(lastExchange(provider, "brp-closed").path("status").asText()).isEqualTo("rejected");
        assertThat(lastExchange(provider, "brp-closed").path("faultCode").asText())
                .isEqualTo("0002");
        assertThat(backEnd.requests()).noneMatch(request -> "brp-closed".equals(request.header("WusService")));
    }

    @Test
    void anOperationOurBackEndDoesNotNameIsRefusedBeforeThePartnerIsCalled() throws Exception {
        define("brp-actions", "2W-be", List.of(TestPki.PARTY_1));

        HttpResponse<byte[]> answer = call("brp-actions", "123456782", WusBackEndStub.NS + "/Other");

        assertThat(answer.statusCode()).isEqualTo(500);
        assertThat(text(answer.body())).contains("SOAPAction must name an operation");
        assertThat(lastExchange(consumer, "brp-actions").path("status").asText())
                .isEqualTo("rejected");
    }

    @Test
    void aPartnerThatCannotBeReachedIs0051ForOurBackEnd() throws Exception {
        ObjectNode consumed = definition("consume", "2W-be");
        consumed.put("partnerEndpoint", "https://127.0.0.1:1/wus/nowhere");
        consumed.put("partnerCertificate", pem(TWO));
        put(consumer, "brp-away", consumed);

        HttpResponse<byte[]> answer = call("brp-away", "123456782", ZOEK);

        assertThat(answer.statusCode()).isEqualTo(500);
        assertThat(text(answer.body())).contains("0051");
        assertThat(lastExchange(consumer, "brp-away").path("status").asText()).isEqualTo("partner_failed");
    }

    /** The service on both sides: provided by party two, consumed by party one. */
    private static void define(String name, String profile, List<String> allowed) throws Exception {
        ObjectNode provided = definition("provide", profile);
        provided.put("path", name);
        provided.put("backendEndpoint", backEnd.uri());
        provided.put("backendTimeout", "PT10S");
        provided.putArray("operations").addObject().put("name", "ZoekPersoon").putArray("allowedOins");
        allowed.forEach(oin -> ((com.fasterxml.jackson.databind.node.ArrayNode)
                        provided.path("operations").get(0).path("allowedOins"))
                .add(oin));
        put(provider, name, provided);
        ObjectNode consumed = definition("consume", profile);
        consumed.put("partnerEndpoint", provider.uri("/wus/" + name).toString());
        consumed.put("partnerCertificate", pem(TWO));
        put(consumer, name, consumed);
    }

    private static ObjectNode definition(String direction, String profile) throws IOException {
        ObjectNode definition = JSON.createObjectNode();
        definition.put("direction", direction);
        definition.put("profile", profile);
        definition.put("storeBodies", true);
        definition.put("wsdl", wsdl());
        return definition;
    }

    private static void put(SecureAdapter adapter, String name, ObjectNode definition) throws IOException {
        HttpResponse<byte[]> saved =
                adapter.api("PUT", "/api/wus/services/" + name, "application/json", JSON.writeValueAsBytes(definition));
        assertThat(saved.statusCode()).as(text(saved.body())).isIn(200, 201);
    }

    private static HttpResponse<byte[]> call(String name, String bsn, String soapAction) {
        return consumer.api(
                "POST",
                "/api/wus/call/" + name,
                "text/xml; charset=UTF-8",
                WusBackEndStub.request(bsn).getBytes(StandardCharsets.UTF_8),
                "\"" + soapAction + "\"");
    }

    private static JsonNode lastExchange(SecureAdapter adapter, String service) throws IOException {
        HttpResponse<byte[]> list =
                adapter.api("GET", "/api/wus/exchanges?service=" + service + "&limit=1", null, null);
        assertThat(list.statusCode()).isEqualTo(200);
        JsonNode exchanges = JSON.readTree(list.body()).path("exchanges");
        assertThat(exchanges).isNotEmpty();
        return exchanges.get(0);
    }

    private static String wsdl() throws IOException {
        try (InputStream in = WusEndToEndIT.class.getResourceAsStream("/wus/brp-bevraging.wsdl")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static String pem(TestParty party) throws Exception {
        return "-----BEGIN CERTIFICATE-----\n"
                + Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII))
                        .encodeToString(party.certificate().getEncoded())
                + "\n-----END CERTIFICATE-----\n";
    }

    private static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
