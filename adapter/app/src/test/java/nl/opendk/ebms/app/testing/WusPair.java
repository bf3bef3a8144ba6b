package nl.opendk.ebms.app.testing;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.cert.CertificateEncodingException;
import java.util.Base64;
import java.util.List;
import nl.opendk.ebms.testkit.pki.TestParty;

/**
 * Two adapters of two organisations for WUS over mutual TLS: the provider offers a BRP service whose back end is a
 * {@link WusBackEndStub}; the consumer calls it for its own back end. The tests define services on both sides and
 * call them as a back end does.
 */
public final class WusPair {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final SecureAdapter consumer;
    private final SecureAdapter provider;
    private final TestParty providerParty;
    private final WusBackEndStub backEnd;

    public WusPair(SecureAdapter consumer, SecureAdapter provider, TestParty providerParty, WusBackEndStub backEnd) {
        this.consumer = consumer;
        this.provider = provider;
        this.providerParty = providerParty;
        this.backEnd = backEnd;
    }

    public SecureAdapter consumer() {
        return consumer;
    }

    public SecureAdapter provider() {
        return provider;
    }

    /** The service on both sides: provided with these OINs allowed, consumed with the provider's certificate. */
    public void define(String name, String profile, List<String> allowed) throws IOException {
        define(name, profile, allowed, null, null);
    }

    /**
     * As above, each side with the key entry it names (its keyAlias; null for the primary one).
     *
     * @param consumerKey the consumer's key for its requests and its TLS client certificate
     * @param providerKey the provider's key for its responses
     */
    public void define(String name, String profile, List<String> allowed, String consumerKey, String providerKey)
            throws IOException {
        ObjectNode provided = definition("provide", profile);
        if (providerKey != null) {
            provided.put("keyAlias", providerKey);
        }
        provided.put("path", name);
        provided.put("backendEndpoint", backEnd.uri());
        provided.put("backendTimeout", "PT10S");
        ArrayNode oins = provided.putArray("operations")
                .addObject()
                .put("name", "ZoekPersoon")
                .putArray("allowedOins");
        allowed.forEach(oins::add);
        put(provider, name, provided);
        ObjectNode consumed = definition("consume", profile);
        consumed.put("partnerEndpoint", provider.uri("/wus/" + name).toString());
        consumed.put("partnerCertificate", pem(providerParty));
        if (consumerKey != null) {
            consumed.put("keyAlias", consumerKey);
        }
        put(consumer, name, consumed);
    }

    /** What our back end posts to the consumer: a plain SOAP request for this BSN. */
    public HttpResponse<byte[]> call(String name, String bsn, String soapAction) {
        return consumer.api(
                "POST",
                "/api/wus/call/" + name,
                "text/xml; charset=UTF-8",
                WusBackEndStub.request(bsn).getBytes(StandardCharsets.UTF_8),
                "\"" + soapAction + "\"");
    }

    /** The newest recorded call of the service on that adapter. */
    public static JsonNode lastExchange(SecureAdapter adapter, String service) throws IOException {
        HttpResponse<byte[]> list =
                adapter.api("GET", "/api/wus/exchanges?service=" + service + "&limit=1", null, null);
        assertThat(list.statusCode()).isEqualTo(200);
        JsonNode exchanges = JSON.readTree(list.body()).path("exchanges");
        assertThat(exchanges).isNotEmpty();
        return exchanges.get(0);
    }

    public static ObjectNode definition(String direction, String profile) throws IOException {
        ObjectNode definition = JSON.createObjectNode();
        definition.put("direction", direction);
        definition.put("profile", profile);
        definition.put("storeBodies", true);
        definition.put("wsdl", wsdl());
        return definition;
    }

    public static void put(SecureAdapter adapter, String name, ObjectNode definition) throws IOException {
        HttpResponse<byte[]> saved =
                adapter.api("PUT", "/api/wus/services/" + name, "application/json", JSON.writeValueAsBytes(definition));
        assertThat(saved.statusCode()).as(text(saved.body())).isIn(200, 201);
    }

    public static String pem(TestParty party) {
        try {
            return "-----BEGIN CERTIFICATE-----\n"
                    + Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII))
                            .encodeToString(party.certificate().getEncoded())
                    + "\n-----END CERTIFICATE-----\n";
        } catch (CertificateEncodingException e) {
            throw new IllegalStateException(e);
        }
    }

    public static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }

    private static String wsdl() throws IOException {
        try (InputStream in = WusPair.class.getResourceAsStream("/wus/brp-bevraging.wsdl")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
