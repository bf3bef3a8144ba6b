package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.app.testing.SecureAdapter;
import nl.opendk.ebms.app.testing.TlsClients;
import nl.opendk.ebms.app.testing.WusBackEndStub;
import nl.opendk.ebms.app.testing.WusPair;
import nl.opendk.ebms.cpa.check.CpaUpload;
import nl.opendk.ebms.db.message.MessageFilter;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.db.testing.FreshDatabase;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.protocol.agreement.DigikoppelingProfile;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.testkit.Closing;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import nl.opendk.ebms.testkit.pki.G4TestPki;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * PKIoverheid G3 and G4 side by side (oin-in-certificates.md §5, §6, §8): one adapter holds a G3 key, the other a G4
 * key whose chain and CRLs are signed with RSASSA-PSS; both trust the G3 root and the G4 private TLS root as separate
 * entries of one trust store. Signed Pings (osb-rm-s) go both ways over mutual TLS, so each adapter is TLS server and
 * client for the other's generation and verifies the other's XMLDSig (C07, C10, C11); a G4 root for another use gets
 * no connection (C09). Each also provides a WUS service the other consumes, so the G4 key signs WUS requests and
 * responses (WS-Security) and its chain is checked by the other side's TLS, WSS4J and OIN authorisation.
 */
class G4TransitionIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final TestPki G3 = TestPki.create();
    private static final G4TestPki G4 = G4TestPki.create();
    private static final TestParty G3_PARTY = G3.party(TestPki.PARTY_1);
    private static final TestParty G4_PARTY = G4.party(G4TestPki.PARTY_G4);
    private static final String CPA_ID = "g4_osb_rm_s";
    private static final String ZOEK = WusBackEndStub.NS + "/IBevraging_v1/ZoekPersoon";

    private static FreshDatabase databaseG3;
    private static FreshDatabase databaseG4;
    private static SecureAdapter adapterG3;
    private static SecureAdapter adapterG4;
    private static WusBackEndStub backEnd;

    @BeforeAll
    static void start() throws Exception {
        Path trust = G4.mixedTrustStore();
        List<Path> crls = G4.mixedCrlFiles();
        databaseG3 = DB.newDatabase();
        databaseG4 = DB.newDatabase();
        adapterG3 = SecureAdapter.start(databaseG3.settings(), "g3-node", G3_PARTY, trust, crls);
        adapterG4 = SecureAdapter.start(databaseG4.settings(), "g4-node", G4_PARTY, trust, crls);
        backEnd = WusBackEndStub.start();
        TestCpas.Builder cpa = TestCpas.builder()
                .cpaId(CPA_ID)
                .partyA(TestPki.PARTY_1, "Partij G3", "Afnemer", adapterG3.endpoint())
                .partyB(G4TestPki.PARTY_G4, "Partij G4", "Aanbieder", adapterG4.endpoint())
                .profile(DigikoppelingProfile.OSB_RM_S.cpaName())
                .certificates(G3_PARTY.certificate(), G4_PARTY.certificate());
        for (SecureAdapter adapter : List.of(adapterG3, adapterG4)) {
            assertThat(adapter.api("POST", "/api/cpas", "application/xml", cpa.buildBytes())
                            .statusCode())
                    .isEqualTo(201);
        }
        assertThat(CpaUpload.standard(Clock.systemUTC())
                        .check(cpa.buildBytes())
                        .cpa()
                        .cpaId())
                .isEqualTo(CPA_ID);
    }

    @AfterAll
    static void stop() throws Exception {
        Closing.all(adapterG3, adapterG4, backEnd);
    }

    /** C10, C11: the G3 adapter pings the G4 one (G4 is TLS server) and the other way round (G4 is TLS client). */
    @Test
    void signedPingsAreAnsweredWithSignedPongsBothWays() {
        pingIsAnswered(adapterG3, databaseG3, G4TestPki.PARTY_G4);
        pingIsAnswered(adapterG4, databaseG4, TestPki.PARTY_1);
    }

    /** C07: TLS 1.2 and TLS 1.3 with a RSASSA-PSS-signed chain on both ends of the handshake. */
    @ParameterizedTest
    @ValueSource(strings = {"TLSv1.2", "TLSv1.3"})
    void aG4ClientAndAG4ServerShakeHandsInEitherTlsVersion(String protocol) {
        HttpClient client = TlsClients.client(G4_PARTY, G4.mixedTrustStore(), protocol);

        HttpResponse<byte[]> answer = SecureAdapter.send(
                client,
                HttpRequest.newBuilder(adapterG4.uri("/api/cpas"))
                        .header(
                                "Authorization",
                                RunningAdapter.basic(RunningAdapter.ADMIN_USER, RunningAdapter.ADMIN_PASSWORD))
                        .build());

        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(new String(answer.body(), StandardCharsets.UTF_8)).contains(CPA_ID);
    }

    /** C09: a certificate of a G4 root the adapter does not trust for TLS is turned away in the handshake. */
    @Test
    void aClientOfAnotherG4RootIsRefusedInTheHandshake() {
        HttpClient client = TlsClients.client(G4.party(G4TestPki.OTHER_ROOT), G4.mixedTrustStore());

        assertThatThrownBy(() -> SecureAdapter.send(
                        client,
                        HttpRequest.newBuilder(adapterG4.uri("/api/cpas")).build()))
                .isInstanceOf(IllegalStateException.class)
                .hasCauseInstanceOf(java.io.IOException.class);
    }

    /** Over WUS, each generation calls the other: the consumer's key as TLS client and request signer. */
    @ParameterizedTest
    @CsvSource({"G3, 2W-be", "G3, 2W-be-S", "G3, 2W-be-SE", "G4, 2W-be", "G4, 2W-be-S", "G4, 2W-be-SE"})
    void overWusEachGenerationCallsTheOther(String caller, String profile) throws Exception {
        boolean g3Calls = caller.equals("G3");
        WusPair pair = g3Calls
                ? new WusPair(adapterG3, adapterG4, G4_PARTY, backEnd)
                : new WusPair(adapterG4, adapterG3, G3_PARTY, backEnd);
        String callerOin = g3Calls ? TestPki.PARTY_1 : G4TestPki.PARTY_G4;
        String providerOin = g3Calls ? G4TestPki.PARTY_G4 : TestPki.PARTY_1;
        String name = caller.toLowerCase() + "-calls-" + profile.toLowerCase();
        pair.define(name, profile, List.of(callerOin));

        callIsAnswered(pair, name, profile, callerOin, providerOin);
    }

    private static void callIsAnswered(WusPair pair, String name, String profile, String caller, String provider)
            throws Exception {
        HttpResponse<byte[]> answer = pair.call(name, "123456782", ZOEK);

        assertThat(answer.statusCode()).as(WusPair.text(answer.body())).isEqualTo(200);
        assertThat(WusPair.text(answer.body())).contains("Persoon 123456782");
        JsonNode provided = WusPair.lastExchange(pair.provider(), name);
        assertThat(provided.path("status").asText()).isEqualTo("answered");
        assertThat(provided.path("tlsOin").asText()).as("the TLS client's OIN").isEqualTo(caller);
        if (!profile.equals("2W-be")) {
            assertThat(provided.path("signerOin").asText())
                    .as("the request's signer")
                    .isEqualTo(caller);
            assertThat(WusPair.lastExchange(pair.consumer(), name)
                            .path("signerOin")
                            .asText())
                    .as("the response's signer, verified by the consumer")
                    .isEqualTo(provider);
        }
    }

    private static void pingIsAnswered(SecureAdapter from, FreshDatabase database, String partner) {
        byte[] body = ("{\"partner\": \"" + partner + "\"}").getBytes(StandardCharsets.UTF_8);
        assertThat(from.api("POST", "/api/cpas/" + CPA_ID + "/ping", "application/json", body)
                        .statusCode())
                .isEqualTo(202);
        MessageQueries queries = new MessageQueries(database.dataSource());
        MessageFilter pongs =
                MessageFilter.ANY.withCpaId(CPA_ID).withAction("Pong").withDirection(Direction.IN);
        await().atMost(Duration.ofSeconds(30))
                .until(() -> !queries.list(pongs, 10).isEmpty());
        MessageSummary pong = queries.list(pongs, 10).get(0);
        assertThat(pong.status()).isEqualTo(MessageStatus.PROCESSED);
        assertThat(new String(queries.find(pong.id()).orElseThrow().envelope(), StandardCharsets.UTF_8))
                .as("osb-rm-s: the Pong is signed, and its signature was verified")
                .contains("<ds:Signature");
        assertThat(queries.errors(pong.id())).isEmpty();
    }
}
