package nl.opendk.ebms.console.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.cert.CertificateEncodingException;
import java.time.Clock;
import java.time.Duration;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import nl.opendk.ebms.console.testing.RunningConsole;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.db.wus.WusDirection;
import nl.opendk.ebms.db.wus.WusServiceRepository;
import nl.opendk.ebms.service.wus.WusCatalog;
import nl.opendk.ebms.service.wus.WusOperation;
import nl.opendk.ebms.service.wus.WusServiceDefinition;
import nl.opendk.ebms.service.wus.WusServiceStore;
import nl.opendk.ebms.testkit.pki.TestPki;
import nl.opendk.wus.protocol.profile.WusProfile;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * /api/wus/services and /api/wus/wsdl-check over real HTTP on the real test database: create from a WSDL, read back,
 * replace, conflicts, refusals that list every problem, delete, and a change made through another node.
 */
class WusServiceApiIT {

    private static final String OIN_A = "00000001111111111000";
    private static final String OIN_B = "00000002222222222000";
    private static final String ACTIONS = "http://wus.example.nl/vergunningen/v1/";
    private static final ObjectMapper JSON = new ObjectMapper();

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static RunningConsole console;

    @BeforeAll
    static void start() {
        console = RunningConsole.start(DB.settings(), RunningConsole.SETTINGS);
    }

    @AfterAll
    static void stop() {
        if (console != null) {
            console.close();
        }
    }

    @Test
    void aProvidedServiceIsCreatedFromItsWsdlAndReadBack() throws IOException {
        HttpResponse<byte[]> created =
                put("vergunningen", provided("vergunningen", Map.of("VraagVergunning", List.of(OIN_A))));

        assertThat(created.statusCode()).as(text(created)).isEqualTo(201);
        JsonNode service = json(created).get("service");
        assertThat(service.get("direction").asText()).isEqualTo("provide");
        assertThat(service.get("profile").asText()).isEqualTo("2W-be-S");
        assertThat(service.get("backendTimeout").asText()).isEqualTo("PT30S");
        assertThat(service.get("live").asBoolean()).isTrue();
        assertThat(service.has("wsdl")).isFalse();
        JsonNode ask = operation(service, "VraagVergunning");
        assertThat(ask.get("requestAction").asText()).isEqualTo(ACTIONS + "VraagVergunning");
        assertThat(ask.get("responseAction").asText()).isEqualTo(ACTIONS + "VraagVergunningResponse");
        assertThat(ask.get("allowedOins").toString()).isEqualTo("[\"" + OIN_A + "\"]");
        assertThat(operation(service, "TrekIn").get("allowedOins").size()).isZero();

        JsonNode read = json(console.get("/api/wus/services/vergunningen", "application/json"));
        assertThat(read.get("targetNamespace").asText()).isEqualTo("http://wus.example.nl/vergunningen/v1");
        assertThat(read.get("path").asText()).isEqualTo("vergunningen");
        assertThat(read.get("storeBodies").asBoolean()).isTrue();
        assertThat(text(console.get("/api/wus/services", "application/json")))
                .contains("\"name\":\"vergunningen\"", "\"operations\":2", "\"direction\":\"provide\"");
        assertThat(console.get("/api/wus/services/vergunningen/wsdl", "application/xml")
                        .body())
                .isEqualTo(fixture("valid-two-operations.wsdl"));
    }

    @Test
    void aServiceIsReplacedWithNewOinsAndSettings() throws IOException {
        assertThat(put("permits", provided("permits", Map.of())).statusCode()).isEqualTo(201);
        Map<String, Object> changed = provided("permits", Map.of("TrekIn", List.of(OIN_A, OIN_B)));
        changed.put("backendTimeout", "PT5S");
        changed.put("storeBodies", false);

        HttpResponse<byte[]> replaced = put("permits", changed);

        assertThat(replaced.statusCode()).as(text(replaced)).isEqualTo(200);
        assertThat(json(replaced).get("replaced").asBoolean()).isTrue();
        JsonNode read = json(console.get("/api/wus/services/permits", "application/json"));
        assertThat(read.get("backendTimeout").asText()).isEqualTo("PT5S");
        assertThat(read.get("storeBodies").asBoolean()).isFalse();
        assertThat(operation(read, "TrekIn").get("allowedOins").toString())
                .isEqualTo("[\"" + OIN_A + "\",\"" + OIN_B + "\"]");
    }

    @Test
    void aPathAnotherServiceUsesIsAConflictAndNothingIsStored() throws IOException {
        Map<String, Object> first = provided("first", Map.of());
        first.put("path", "shared-path");
        assertThat(put("first", first).statusCode()).isEqualTo(201);
        Map<String, Object> second = provided("second", Map.of());
        second.put("path", "shared-path");

        HttpResponse<byte[]> conflict = put("second", second);

        assertThat(conflict.statusCode()).isEqualTo(409);
        assertThat(text(conflict)).contains("shared-path", "first");
        assertThat(console.get("/api/wus/services/second", "application/json").statusCode())
                .isEqualTo(404);
    }

    @Test
    void aWsdlThatBreaksTheRulesIsRefusedWithItsFindings() throws IOException {
        Map<String, Object> oneWay = provided("one-way", Map.of());
        oneWay.put("wsdl", new String(fixture("one-way-operation.wsdl"), StandardCharsets.UTF_8));

        HttpResponse<byte[]> refused = put("one-way", oneWay);

        assertThat(refused.statusCode()).isEqualTo(400);
        JsonNode body = json(refused);
        assertThat(body.get("findings").toString()).contains("\"rule\":\"WS003\"", "\"severity\":\"ERROR\"", "TrekIn");
        assertThat(console.get("/api/wus/services/one-way", "application/json").statusCode())
                .isEqualTo(404);
    }

    @Test
    void everyProblemOfTheSettingsIsListedAtOnce() throws IOException {
        Map<String, Object> wrong = provided("wrong", Map.of("VraagVergunning", List.of("123"), "Unknown", List.of()));
        wrong.remove("storeBodies");
        wrong.put("backendTimeout", "30 seconds");
        wrong.put("keyAlias", "ebms-2099");

        HttpResponse<byte[]> refused = put("wrong", wrong);

        assertThat(refused.statusCode()).isEqualTo(400);
        assertThat(json(refused).get("problems").toString())
                .contains(
                        "operation VraagVergunning: OIN 123 is not 20 digits",
                        "operation Unknown is not an operation of the WSDL",
                        "storeBodies is required",
                        "backendTimeout '30 seconds' is not an ISO-8601 duration",
                        "keyAlias 'ebms-2099' is no key entry of our key store");
        assertThat(console.get("/api/wus/services/wrong", "application/json").statusCode())
                .isEqualTo(404);
    }

    @Test
    void aConsumedServiceCarriesThePartnersCertificateAndNoOins() throws Exception {
        Map<String, Object> consumed = consumed();
        HttpResponse<byte[]> created = put("partner-permits", consumed);

        assertThat(created.statusCode()).as(text(created)).isEqualTo(201);
        JsonNode certificate = json(console.get("/api/wus/services/partner-permits", "application/json"))
                .get("partnerCertificate");
        assertThat(certificate.get("subject").asText()).contains(TestPki.PARTY_2);
        assertThat(certificate.get("pem").asText()).startsWith("-----BEGIN CERTIFICATE-----");

        consumed.put("operations", List.of(Map.of("name", "TrekIn", "allowedOins", List.of(OIN_A))));
        HttpResponse<byte[]> refused = put("partner-permits", consumed);
        assertThat(refused.statusCode()).isEqualTo(400);
        assertThat(text(refused)).contains("allowed OINs apply to provided services only");
    }

    @Test
    void aWsdlGivenInBase64IsReadByteForByte() throws IOException {
        Map<String, Object> service = provided("base64", Map.of());
        service.remove("wsdl");
        service.put("wsdlBase64", Base64.getEncoder().encodeToString(fixture("valid-two-operations.wsdl")));

        assertThat(put("base64", service).statusCode()).isEqualTo(201);
        assertThat(console.get("/api/wus/services/base64/wsdl", "application/xml")
                        .body())
                .isEqualTo(fixture("valid-two-operations.wsdl"));
    }

    @Test
    void aServiceIsDeletedOnce() throws IOException {
        assertThat(put("short-lived", provided("short-lived", Map.of())).statusCode())
                .isEqualTo(201);

        assertThat(console.delete("/api/wus/services/short-lived").statusCode()).isEqualTo(204);
        assertThat(console.get("/api/wus/services/short-lived", "application/json")
                        .statusCode())
                .isEqualTo(404);
        assertThat(console.delete("/api/wus/services/short-lived").statusCode()).isEqualTo(404);
        assertThat(text(console.get("/api/wus/services", "application/json"))).doesNotContain("short-lived");
    }

    @Test
    void aWsdlIsCheckedWithoutBeingStored() throws IOException {
        JsonNode valid =
                json(console.post("/api/wus/wsdl-check", "application/xml", fixture("valid-two-operations.wsdl")));
        assertThat(valid.get("valid").asBoolean()).isTrue();
        assertThat(valid.get("summary").get("portType").asText()).isEqualTo("IVergunningen_v1");
        assertThat(valid.get("summary").get("operations").toString())
                .contains("\"requestAction\":\"" + ACTIONS + "TrekIn\"");

        JsonNode oneWay =
                json(console.post("/api/wus/wsdl-check", "application/xml", fixture("one-way-operation.wsdl")));
        assertThat(oneWay.get("valid").asBoolean()).isFalse();
        assertThat(oneWay.get("findings").toString()).contains("WS003");
    }

    @Test
    void aServiceSavedThroughAnotherNodeIsUsedAfterTheRefresh() throws IOException {
        WusCatalog otherNode =
                new WusCatalog(WusServiceStore.of(new WusServiceRepository(DB.dataSource(), Clock.systemUTC())));
        otherNode.save(new WusServiceDefinition(
                "from-elsewhere",
                WusDirection.PROVIDE,
                "from-elsewhere",
                WusProfile.BE,
                fixture("valid-two-operations.wsdl"),
                "http://wus.example.nl/vergunningen/v1",
                URI.create("http://backend.local/elsewhere"),
                Duration.ofSeconds(10),
                null,
                null,
                false,
                List.of(new WusOperation("TrekIn", ACTIONS + "TrekIn", ACTIONS + "TrekInResponse", Set.of()))));

        await().atMost(Duration.ofSeconds(20))
                .until(() -> json(console.get("/api/wus/services/from-elsewhere", "application/json"))
                        .get("live")
                        .asBoolean());
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
        "GET, /api/wus/services",
        "GET, /api/wus/services/vergunningen",
        "GET, /api/wus/services/vergunningen/wsdl",
        "PUT, /api/wus/services/vergunningen",
        "DELETE, /api/wus/services/vergunningen",
        "POST, /api/wus/wsdl-check",
        "GET, /api/wus/exchanges",
        "GET, /api/wus/exchanges/1"
    })
    void everyWusCallWithoutCredentialsGets401(String method, String path) {
        HttpResponse<byte[]> response = RunningConsole.send(HttpRequest.newBuilder(console.uri(path))
                .method(method, HttpRequest.BodyPublishers.noBody())
                .build());

        assertThat(response.statusCode()).isEqualTo(401);
    }

    @Test
    void anUnknownServiceIs404() {
        assertThat(console.get("/api/wus/services/nothing-here", "application/json")
                        .statusCode())
                .isEqualTo(404);
        assertThat(console.get("/api/wus/services/nothing-here/wsdl", "application/xml")
                        .statusCode())
                .isEqualTo(404);
    }

    private static Map<String, Object> provided(String path, Map<String, List<String>> oins) {
        Map<String, Object> service = new LinkedHashMap<>();
        service.put("direction", "PROVIDE");
        service.put("profile", "2W-be-S");
        service.put("path", path);
        service.put("backendEndpoint", "http://backend.local/" + path);
        service.put("backendTimeout", "PT30S");
        service.put("storeBodies", true);
        service.put("wsdl", new String(fixture("valid-two-operations.wsdl"), StandardCharsets.UTF_8));
        service.put(
                "operations",
                oins.entrySet().stream()
                        .map(entry -> Map.of("name", entry.getKey(), "allowedOins", entry.getValue()))
                        .toList());
        return service;
    }

    private static Map<String, Object> consumed() throws CertificateEncodingException {
        Map<String, Object> service = new LinkedHashMap<>();
        service.put("direction", "consume");
        service.put("profile", "2W-be");
        service.put("partnerEndpoint", "https://partner.example.nl/wus/vergunningen");
        service.put(
                "partnerCertificate",
                "-----BEGIN CERTIFICATE-----\n"
                        + Base64.getMimeEncoder()
                                .encodeToString(TestPki.create()
                                        .party(TestPki.PARTY_2)
                                        .certificate()
                                        .getEncoded())
                        + "\n-----END CERTIFICATE-----\n");
        service.put("storeBodies", false);
        service.put("wsdl", new String(fixture("valid-two-operations.wsdl"), StandardCharsets.UTF_8));
        return service;
    }

    private static HttpResponse<byte[]> put(String name, Map<String, Object> service) throws IOException {
        return RunningConsole.send(console.signedIn("/api/wus/services/" + name)
                .header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofByteArray(JSON.writeValueAsBytes(service)))
                .build());
    }

    private static JsonNode operation(JsonNode service, String name) {
        for (JsonNode operation : service.get("operations")) {
            if (operation.get("name").asText().equals(name)) {
                return operation;
            }
        }
        throw new AssertionError("no operation " + name + " in " + service);
    }

    private static JsonNode json(HttpResponse<byte[]> response) throws IOException {
        return JSON.readTree(response.body());
    }

    private static String text(HttpResponse<byte[]> response) {
        return new String(response.body(), StandardCharsets.UTF_8);
    }

    static byte[] fixture(String name) {
        try (InputStream in = WusServiceApiIT.class.getResourceAsStream("/wsdl/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no fixture wsdl/" + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
