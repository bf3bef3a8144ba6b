package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import nl.opendk.ebms.app.testing.BackendStub.Delivery;
import nl.opendk.ebms.app.testing.SecureAdapter;
import nl.opendk.ebms.app.testing.WusBackEndStub;
import nl.opendk.ebms.app.testing.WusPair;
import nl.opendk.ebms.db.testing.FreshDatabase;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.testkit.Closing;
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

    private static final TestPki PKI = TestPki.create();
    private static final TestParty ONE = PKI.party(TestPki.PARTY_1);
    private static final TestParty TWO = PKI.party(TestPki.PARTY_2);
    private static final String ZOEK = WusBackEndStub.NS + "/IBevraging_v1/ZoekPersoon";

    private static SecureAdapter consumer;
    private static SecureAdapter provider;
    private static WusBackEndStub backEnd;
    private static WusPair pair;

    @BeforeAll
    static void start() throws Exception {
        FreshDatabase one = DB.newDatabase();
        FreshDatabase two = DB.newDatabase();
        consumer = SecureAdapter.start(one.settings(), "party-one", ONE);
        provider = SecureAdapter.start(two.settings(), "party-two", TWO);
        backEnd = WusBackEndStub.start();
        pair = new WusPair(consumer, provider, TWO, backEnd);
    }

    @AfterAll
    static void stop() throws Exception {
        Closing.all(consumer, provider, backEnd);
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
        ObjectNode consumed = WusPair.definition("consume", "2W-be");
        consumed.put("partnerEndpoint", "https://127.0.0.1:1/wus/nowhere");
        consumed.put("partnerCertificate", WusPair.pem(TWO));
        WusPair.put(consumer, "brp-away", consumed);

        HttpResponse<byte[]> answer = call("brp-away", "123456782", ZOEK);

        assertThat(answer.statusCode()).isEqualTo(500);
        assertThat(text(answer.body())).contains("0051");
        assertThat(lastExchange(consumer, "brp-away").path("status").asText()).isEqualTo("partner_failed");
    }

    private static void define(String name, String profile, List<String> allowed) throws IOException {
        pair.define(name, profile, allowed);
    }

    private static HttpResponse<byte[]> call(String name, String bsn, String soapAction) {
        return pair.call(name, bsn, soapAction);
    }

    private static JsonNode lastExchange(SecureAdapter adapter, String service) throws IOException {
        return WusPair.lastExchange(adapter, service);
    }

    private static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
