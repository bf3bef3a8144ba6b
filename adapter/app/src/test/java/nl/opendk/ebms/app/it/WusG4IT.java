package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import nl.opendk.ebms.app.testing.SecureAdapter;
import nl.opendk.ebms.app.testing.WusBackEndStub;
import nl.opendk.ebms.app.testing.WusPair;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.testkit.pki.G4TestPki;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * WUS between a G3 and a G4 organisation (oin-in-certificates.md C07, C10, C11): each side provides a service the
 * other consumes, so the G4 key is TLS server and TLS client, signs requests and responses (WS-Security), and its
 * RSASSA-PSS chain is checked by the other side's TLS, WSS4J and OIN authorisation. One trust store holds both roots.
 */
class WusG4IT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final TestPki G3 = TestPki.create();
    private static final G4TestPki G4 = G4TestPki.create();
    private static final TestParty G3_PARTY = G3.party(TestPki.PARTY_1);
    private static final TestParty G4_PARTY = G4.party(G4TestPki.PARTY_G4);
    private static final String ZOEK = WusBackEndStub.NS + "/IBevraging_v1/ZoekPersoon";

    private static SecureAdapter g3;
    private static SecureAdapter g4;
    private static WusBackEndStub backEnd;
    private static WusPair g3CallsG4;
    private static WusPair g4CallsG3;

    @BeforeAll
    static void start() throws Exception {
        Path trust = G4.mixedTrustStore();
        List<Path> crls = G4.mixedCrlFiles();
        g3 = SecureAdapter.start(DB.newDatabase().settings(), "wus-g3", G3_PARTY, trust, crls);
        g4 = SecureAdapter.start(DB.newDatabase().settings(), "wus-g4", G4_PARTY, trust, crls);
        backEnd = WusBackEndStub.start();
        g3CallsG4 = new WusPair(g3, g4, G4_PARTY, backEnd);
        g4CallsG3 = new WusPair(g4, g3, G3_PARTY, backEnd);
    }

    @AfterAll
    static void stop() throws Exception {
        for (AutoCloseable closeable : new AutoCloseable[] {g3, g4, backEnd}) {
            if (closeable != null) {
                closeable.close();
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"2W-be", "2W-be-S", "2W-be-SE"})
    void aG3OrganisationCallsAG4One(String profile) throws Exception {
        callIsAnswered(g3CallsG4, "g4-" + profile.toLowerCase(), profile, TestPki.PARTY_1, G4TestPki.PARTY_G4);
    }

    @ParameterizedTest
    @ValueSource(strings = {"2W-be", "2W-be-S", "2W-be-SE"})
    void aG4OrganisationCallsAG3One(String profile) throws Exception {
        callIsAnswered(g4CallsG3, "g3-" + profile.toLowerCase(), profile, G4TestPki.PARTY_G4, TestPki.PARTY_1);
    }

    private static void callIsAnswered(WusPair pair, String name, String profile, String caller, String provider)
            throws Exception {
        pair.define(name, profile, List.of(caller));

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
}
