package nl.opendk.ebms.protocol.security.certificate;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;

class OinsTest {

    private static final TestPki PKI = TestPki.create();
    private static final X509Certificate PARTY_1 = PKI.party(TestPki.PARTY_1).certificate();

    @Test
    void theOinIsTheSubjectSerialNumber() {
        assertThat(Oins.of(PARTY_1)).contains(TestPki.PARTY_1);
        assertThat(Oins.of(PKI.party(TestPki.PARTY_2).certificate())).contains(TestPki.PARTY_2);
        assertThat(Oins.of(PKI.rootCertificate())).isEmpty();
    }

    @Test
    void theOinMatchesThePartyIdWithOrWithoutANonProductionSuffix() {
        assertThat(Oins.checkParty(PARTY_1, PartyId.oin(TestPki.PARTY_1), ErrorLocation.FROM_PARTY_ID))
                .isEmpty();
        assertThat(Oins.checkParty(PARTY_1, PartyId.oin(TestPki.PARTY_1 + "_T"), ErrorLocation.FROM_PARTY_ID))
                .isEmpty();
    }

    @Test
    void anotherPartysOinIsASecurityFailure() {
        assertThat(Oins.checkParty(PARTY_1, PartyId.oin(TestPki.PARTY_2), ErrorLocation.FROM_PARTY_ID))
                .singleElement()
                .satisfies(error -> {
                    assertThat(error.code()).isEqualTo(EbmsErrorCode.SECURITY_FAILURE);
                    assertThat(error.location()).isEqualTo(ErrorLocation.FROM_PARTY_ID);
                    assertThat(error.description())
                            .contains("OIN " + TestPki.PARTY_1 + " is not the sender's PartyId " + TestPki.PARTY_2);
                });
        assertThat(Oins.checkParty(PARTY_1, PartyId.oin(TestPki.PARTY_1 + "_X"), ErrorLocation.FROM_PARTY_ID))
                .hasSize(1);
    }

    @Test
    void aCertificateWithoutOinIsASecurityFailure() {
        Instant now = Instant.now();
        X509Certificate noOin = PKI.issue("no-oin", null, now.minus(Duration.ofDays(1)), now.plus(Duration.ofDays(1)))
                .certificate();
        X509Certificate notAnOin = PKI.issue(
                        "short", "12345", now.minus(Duration.ofDays(1)), now.plus(Duration.ofDays(1)))
                .certificate();

        assertThat(Oins.checkParty(noOin, PartyId.oin(TestPki.PARTY_1), ErrorLocation.FROM_PARTY_ID))
                .singleElement()
                .satisfies(error -> assertThat(error.description()).contains("has no OIN in its subject serialNumber"));
        assertThat(Oins.of(notAnOin)).isEmpty();
    }
}
