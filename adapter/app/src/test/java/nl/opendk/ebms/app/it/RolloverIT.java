package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nl.opendk.ebms.app.testing.Pings;
import nl.opendk.ebms.app.testing.SecureAdapter;
import nl.opendk.ebms.app.testing.WusBackEndStub;
import nl.opendk.ebms.app.testing.WusPair;
import nl.opendk.ebms.db.message.MessageDetail;
import nl.opendk.ebms.db.message.MessageFilter;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.db.testing.FreshDatabase;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.protocol.agreement.DigikoppelingProfile;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.security.keys.X509Certificates;
import nl.opendk.ebms.testkit.Closing;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import nl.opendk.ebms.testkit.pki.G4TestPki;
import nl.opendk.ebms.testkit.pki.TestCertificateAuthority;
import nl.opendk.ebms.testkit.pki.TestKeyStores;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Both organisations renew their certificates while signed traffic (osb-rm-s, mutual TLS) goes on, without a
 * restart, the way SECURITY.md "Rolling our key" and "A partner's new certificate" tell it:
 *
 * <ol>
 *   <li>each adds its new key to its key store beside the old one: A's adapter notices the file change itself, B's
 *       operator asks for the reload through the API; the CPA in force still names the old certificates, so they
 *       are still used;
 *   <li>a new CPA naming both new certificates is loaded beside the old one: messages under it are signed with the
 *       new keys, messages under the old CPA with the old ones;
 *   <li>B drops its old key before A has stopped using the old CPA: B's signatures under the old CPA are now made
 *       with its new key, and A accepts them because B's new certificate is in a CPA in force between them; B's TLS
 *       server presents its new certificate to new connections.
 * </ol>
 *
 * B's new certificate is a G4 one (RSASSA-PSS chain, NTRNL- in organizationIdentifier): a partner moving from G3 to
 * G4 under overlapping CPAs (oin-in-certificates.md C10).
 *
 * WUS services name our keys the same way: a consumed and a provided service that name the new entry sign with it.
 * A key store that does not load is refused with 422 and traffic goes on with the keys in use.
 */
class RolloverIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    @TempDir
    static Path directory;

    private static final TestPki PKI = TestPki.create();
    private static final G4TestPki G4 = G4TestPki.create();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final TestParty A = PKI.party(TestPki.PARTY_1);
    private static final TestParty B = PKI.party(TestPki.PARTY_2);
    private static final TestParty A_NEW = renewed("party-1-2027", TestPki.PARTY_1);
    // the partner moves from G3 to G4 with its renewal (oin-in-certificates.md C10)
    private static final TestParty B_NEW =
            G4.issue("party-2-g4", new TestCertificateAuthority.Subject(TestPki.PARTY_2, G4TestPki.KVK, null));
    private static final String OLD_CPA = "rollover_00000099000000000001_00000099000000000002_1";
    private static final String ZOEK = WusBackEndStub.NS + "/IBevraging_v1/ZoekPersoon";
    private static final Pattern BINARY_SECURITY_TOKEN = Pattern.compile("BinarySecurityToken[^>]*>([^<]+)<");
    private static final String NEW_CPA = "rollover_00000099000000000001_00000099000000000002_2";

    private static Path keysA;
    private static Path keysB;
    private static FreshDatabase databaseA;
    private static FreshDatabase databaseB;
    private static SecureAdapter adapterA;
    private static SecureAdapter adapterB;
    private static WusBackEndStub backEnd;

    @BeforeAll
    static void start() throws Exception {
        keysA = TestKeyStores.write(directory.resolve("a.p12"), Map.of("ebms", A));
        keysB = TestKeyStores.write(directory.resolve("b.p12"), Map.of("ebms", B));
        databaseA = DB.newDatabase();
        databaseB = DB.newDatabase();
        // one trust store for G3 and G4, as SECURITY.md "PKIoverheid G4 beside G3/G1 private" tells
        List<Path> crls = G4.mixedCrlFiles();
        Path trust = G4.mixedTrustStore();
        adapterA = SecureAdapter.start(databaseA.settings(), "node-a", A, trust, crls, keys(keysA, "PT1S"));
        // B looks for changes rarely: its operator asks for the reload
        adapterB = SecureAdapter.start(databaseB.settings(), "node-b", B, trust, crls, keys(keysB, "PT1H"));
        upload(cpa(OLD_CPA, A, B));
        backEnd = WusBackEndStub.start();
    }

    @AfterAll
    static void stop() throws Exception {
        Closing.all(adapterA, adapterB, backEnd);
    }

    @Test
    void bothOrganisationsRollTheirKeysWhileSignedTrafficGoesOn() throws Exception {
        assertThat(pingIsAnswered(adapterA, databaseA, OLD_CPA)).isEqualTo(B.certificate());

        // 1. the new keys beside the old ones; the CPA in force still names the old certificates
        TestKeyStores.write(keysA, Map.of("ebms", A, "ebms-2027", A_NEW));
        TestKeyStores.write(keysB, Map.of("ebms", B, "ebms-2027", B_NEW));
        await().atMost(Duration.ofSeconds(20)).until(() -> aliases(adapterA).size() == 2);
        HttpResponse<byte[]> reloaded = adapterB.api("POST", "/api/security/reload", null, null);
        assertThat(reloaded.statusCode()).isEqualTo(200);
        assertThat(aliases(adapterB)).containsExactlyInAnyOrder("ebms", "ebms-2027");
        assertThat(pingIsAnswered(adapterA, databaseA, OLD_CPA)).isEqualTo(B.certificate());
        assertThat(lastPingSigner(databaseA, OLD_CPA)).isEqualTo(A.certificate());

        // 2. the new CPA beside the old one: each CPA gets the keys it names
        upload(cpa(NEW_CPA, A_NEW, B_NEW));
        assertThat(pingIsAnswered(adapterA, databaseA, NEW_CPA)).isEqualTo(B_NEW.certificate());
        assertThat(lastPingSigner(databaseA, NEW_CPA)).isEqualTo(A_NEW.certificate());
        assertThat(pingIsAnswered(adapterB, databaseB, NEW_CPA)).isEqualTo(A_NEW.certificate());
        assertThat(pingIsAnswered(adapterA, databaseA, OLD_CPA)).isEqualTo(B.certificate());

        // WUS services name the new keys too: A calls B's service with its new key, B answers with its new key
        WusPair wus = new WusPair(adapterA, adapterB, B_NEW, backEnd);
        wus.define("rollover-persons", "2W-be-S", List.of(TestPki.PARTY_1), "ebms-2027", "ebms-2027");
        HttpResponse<byte[]> answer = wus.call("rollover-persons", "123456782", ZOEK);
        assertThat(answer.statusCode()).as(WusPair.text(answer.body())).isEqualTo(200);
        assertThat(wusSigner(adapterB, "rollover-persons", "requestBody")).isEqualTo(A_NEW.certificate());
        assertThat(wusSigner(adapterB, "rollover-persons", "responseBody")).isEqualTo(B_NEW.certificate());

        // 3. B drops its old key while A still sends under the old CPA
        assertThat(adapterB.serverCertificate()).isEqualTo(B.certificate());
        TestKeyStores.write(keysB, Map.of("ebms", B_NEW));
        assertThat(adapterB.api("POST", "/api/security/reload", null, null).statusCode())
                .isEqualTo(200);
        assertThat(adapterB.serverCertificate()).isEqualTo(B_NEW.certificate());
        assertThat(pingIsAnswered(adapterA, databaseA, OLD_CPA))
                .as("B's Pong under the old CPA, signed with the key of the new one, is accepted")
                .isEqualTo(B_NEW.certificate());
    }

    @Test
    void aKeyStoreThatDoesNotLoadIsRefusedAndTheKeysInUseServeOn() throws Exception {
        Path broken = directory.resolve("broken.p12");
        Files.copy(keysA, broken);
        TestKeyStores.writeGarbage(keysA);
        try {
            HttpResponse<byte[]> refused = adapterA.api("POST", "/api/security/reload", null, null);

            assertThat(refused.statusCode()).isEqualTo(422);
            assertThat(new String(refused.body(), StandardCharsets.UTF_8))
                    .contains("the ones in use are kept")
                    .contains(keysA.toString())
                    .doesNotContain(TestPki.PASSWORD);
            assertThat(aliases(adapterA)).isNotEmpty();
            assertThat(pingIsAnswered(adapterA, databaseA, OLD_CPA)).isNotNull();
        } finally {
            Files.copy(broken, keysA, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** The certificate in the WS-Security BinarySecurityToken of a body of the last call the adapter recorded. */
    private static X509Certificate wusSigner(SecureAdapter adapter, String service, String body) throws Exception {
        long id = WusPair.lastExchange(adapter, service).path("id").asLong();
        JsonNode detail = JSON.readTree(
                adapter.api("GET", "/api/wus/exchanges/" + id, null, null).body());
        Matcher token =
                BINARY_SECURITY_TOKEN.matcher(detail.path(body).path("text").asText());
        assertThat(token.find()).as("a signed " + body).isTrue();
        return X509Certificates.fromDer(Base64.getMimeDecoder().decode(token.group(1)));
    }

    /** Pings the CPA's other party and returns the certificate its Pong was signed with. */
    private static X509Certificate pingIsAnswered(SecureAdapter from, FreshDatabase database, String cpaId)
            throws Exception {
        MessageDetail pong = Pings.answered(from, database.dataSource(), cpaId);
        assertThat(pong.summary().status()).isEqualTo(MessageStatus.PROCESSED);
        return signer(pong);
    }

    private static X509Certificate lastPingSigner(FreshDatabase database, String cpaId) {
        MessageQueries queries = new MessageQueries(database.dataSource());
        MessageSummary ping = queries.list(
                        MessageFilter.ANY.withCpaId(cpaId).withAction("Ping").withDirection(Direction.OUT), 1)
                .get(0);
        return signer(queries.find(ping.id()).orElseThrow());
    }

    /** The certificate in the envelope's ds:KeyInfo: the one it was signed with. */
    private static X509Certificate signer(MessageDetail message) {
        String envelope = new String(message.envelope(), StandardCharsets.UTF_8);
        int start = envelope.indexOf("<ds:X509Certificate>");
        assertThat(start).as("a signed envelope").isNotNegative();
        String base64 = envelope.substring(
                start + "<ds:X509Certificate>".length(), envelope.indexOf("</ds:X509Certificate>", start));
        return X509Certificates.fromDer(Base64.getMimeDecoder().decode(base64));
    }

    private static List<String> aliases(SecureAdapter adapter) throws Exception {
        HttpResponse<byte[]> answer = adapter.api("GET", "/api/security", null, null);
        assertThat(answer.statusCode()).isEqualTo(200);
        JsonNode keys = JSON.readTree(answer.body()).path("keys");
        return keys.findValuesAsText("alias");
    }

    private static void upload(TestCpas.Builder cpa) {
        for (SecureAdapter adapter : List.of(adapterA, adapterB)) {
            HttpResponse<byte[]> answer = adapter.api("POST", "/api/cpas", "application/xml", cpa.buildBytes());
            assertThat(answer.statusCode())
                    .as(new String(answer.body(), StandardCharsets.UTF_8))
                    .isEqualTo(201);
        }
    }

    private static TestCpas.Builder cpa(String cpaId, TestParty a, TestParty b) {
        return TestCpas.builder()
                .cpaId(cpaId)
                .partyA(TestPki.PARTY_1, "Gemeente Proefdorp", "Afnemer", adapterA.endpoint())
                .partyB(TestPki.PARTY_2, "Dienst Proefregister", "Aanbieder", adapterB.endpoint())
                .profile(DigikoppelingProfile.OSB_RM_S.cpaName())
                .certificates(a.certificate(), b.certificate());
    }

    private static Map<String, String> keys(Path keyStore, String checkEvery) {
        return Map.of(
                "ebms.keystore.path",
                keyStore.toString(),
                "ebms.keystore.password",
                TestPki.PASSWORD,
                "ebms.keystore.alias",
                "ebms",
                "ebms.security.reload-check-interval",
                checkEvery);
    }

    private static TestParty renewed(String name, String oin) {
        Instant now = Instant.now();
        return PKI.issue(name, oin, now.minus(Duration.ofHours(1)), now.plus(Duration.ofDays(1095)));
    }
}
