package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.app.testing.Pings;
import nl.opendk.ebms.app.testing.SecureAdapter;
import nl.opendk.ebms.db.testing.FreshDatabase;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.protocol.agreement.DigikoppelingProfile;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.testkit.Closing;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import nl.opendk.ebms.testkit.net.FreePort;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A partner's new certificate arrives as a CPA with the same CPAId (version 2), while the partner still signs with
 * its old key: the replaced version is kept in the database, so the old certificate is still accepted for the
 * rollover overlap (ebms.cpa.rollover-overlap), after a restart of the adapter too.
 */
class CpaReplacedInPlaceIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final TestPki PKI = TestPki.create();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final TestParty A = PKI.party(TestPki.PARTY_1);
    private static final TestParty B = PKI.party(TestPki.PARTY_2);
    private static final TestParty B_NEXT = PKI.issue(
            "party-2-next",
            TestPki.PARTY_2,
            Instant.now().minus(Duration.ofHours(1)),
            Instant.now().plus(Duration.ofDays(1095)));
    private static final String CPA_ID = "inplace_00000099000000000001_00000099000000000002";
    private static final int PORT_A = FreePort.find();

    private static FreshDatabase databaseA;
    private static SecureAdapter adapterA;
    private static SecureAdapter adapterB;

    @BeforeAll
    static void start() {
        databaseA = DB.newDatabase();
        adapterA = startA();
        adapterB = SecureAdapter.start(DB.newDatabase().settings(), "inplace-b", B);
    }

    @AfterAll
    static void stop() throws Exception {
        Closing.all(adapterA, adapterB);
    }

    @Test
    void thePartnersReplacedCertificateIsStillAcceptedAfterARestart() throws Exception {
        upload(adapterA, cpa(B));
        upload(adapterB, cpa(B));
        assertThat(pongStatus()).isEqualTo(MessageStatus.PROCESSED);

        // the partner's next certificate, in version 2 of the same CPA; the partner has not switched yet
        upload(adapterA, cpa(B_NEXT));
        adapterA.close();
        adapterA = startA();

        assertThat(pongStatus())
                .as("the Pong, signed with the key of version 1, after the restart")
                .isEqualTo(MessageStatus.PROCESSED);
        assertThat(JSON.readTree(adapterA.api("GET", "/api/cpas/" + CPA_ID + "/details", null, null)
                                .body())
                        .path("version")
                        .asInt())
                .isEqualTo(2);
    }

    private static MessageStatus pongStatus() throws Exception {
        return Pings.answered(adapterA, databaseA.dataSource(), CPA_ID)
                .summary()
                .status();
    }

    private static SecureAdapter startA() {
        TestPki pki = PKI;
        Path trust = SecureAdapter.trustStore(pki);
        return SecureAdapter.start(
                databaseA.settings(),
                "inplace-a",
                A,
                trust,
                List.of(pki.crlFile(), pki.rootCrlFile()),
                Map.of("camel.server.port", String.valueOf(PORT_A)));
    }

    private static void upload(SecureAdapter adapter, TestCpas.Builder cpa) {
        HttpResponse<byte[]> answer = adapter.api("POST", "/api/cpas", "application/xml", cpa.buildBytes());
        assertThat(answer.statusCode())
                .as(new String(answer.body(), StandardCharsets.UTF_8))
                .isBetween(200, 201);
    }

    private static TestCpas.Builder cpa(TestParty partner) {
        return TestCpas.builder()
                .cpaId(CPA_ID)
                .partyA(TestPki.PARTY_1, "Gemeente Proefdorp", "Afnemer", adapterA.endpoint())
                .partyB(TestPki.PARTY_2, "Dienst Proefregister", "Aanbieder", adapterB.endpoint())
                .profile(DigikoppelingProfile.OSB_RM_S.cpaName())
                .certificates(A.certificate(), partner.certificate());
    }
}
