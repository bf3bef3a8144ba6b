package nl.opendk.ebms.protocol.security.certificate;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.testkit.pki.G4TestPki;
import nl.opendk.ebms.testkit.pki.TestCertificateAuthority.Subject;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.AfterEach;
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

    // oin-in-certificates.md §8: C01-C06

    @AfterEach
    void organizationIdentifierOffAgain() {
        Oins.readOrganizationIdentifier(false);
    }

    @Test
    void c01TheG3OinIsInSerialNumber() {
        assertThat(Oins.of(PARTY_1)).contains(TestPki.PARTY_1);
    }

    @Test
    void c02AG4CertificateKeepsItsOinInSerialNumberAndItsKvkNumberIsNotOne() {
        X509Certificate g4 = G4TestPki.create().party(G4TestPki.PARTY_G4).certificate();

        assertThat(Oins.of(g4)).contains(G4TestPki.PARTY_G4);
        Oins.readOrganizationIdentifier(true);
        assertThat(Oins.of(g4)).contains(G4TestPki.PARTY_G4);
    }

    @Test
    void c03AG4CertificateWithOnlyAKvkNumberHasNoOin() {
        X509Certificate kvkOnly = G4TestPki.create()
                .issue("kvk only", new Subject(null, G4TestPki.KVK, null))
                .certificate();

        assertThat(Oins.of(kvkOnly)).isEmpty();
        Oins.readOrganizationIdentifier(true);
        assertThat(Oins.of(kvkOnly)).isEmpty();
        assertThat(Oins.checkParty(kvkOnly, PartyId.oin(TestPki.PARTY_1), ErrorLocation.FROM_PARTY_ID))
                .singleElement()
                .satisfies(error -> assertThat(error.description())
                        .contains("ORGANIZATIONIDENTIFIER=" + G4TestPki.KVK)
                        .contains("no OIN in its subject serialNumber"));
    }

    @Test
    void c04TheOiFormIsReadOnlyWhenSwitchedOn() {
        X509Certificate oiOnly = G4TestPki.create()
                .issue("oi form", new Subject(null, "OI:NL-00000001234567890000", null))
                .certificate();

        assertThat(Oins.of(oiOnly)).isEmpty();
        Oins.readOrganizationIdentifier(true);
        assertThat(Oins.of(oiOnly)).contains("00000001234567890000");
    }

    @Test
    void c05TwoDifferentOinsMeanNone() {
        X509Certificate both = G4TestPki.create()
                .issue("two oins", new Subject(TestPki.PARTY_1, "OI:NL-" + TestPki.PARTY_2, null))
                .certificate();
        X509Certificate same = G4TestPki.create()
                .issue("one oin twice", new Subject(TestPki.PARTY_1, "OI:NL-" + TestPki.PARTY_1, null))
                .certificate();

        // switched off, organizationIdentifier is not read at all
        assertThat(Oins.of(both)).contains(TestPki.PARTY_1);
        Oins.readOrganizationIdentifier(true);
        assertThat(Oins.read(both).oin()).isEmpty();
        assertThat(Oins.read(both).problem()).contains("name different OINs");
        assertThat(Oins.of(same)).contains(TestPki.PARTY_1);
    }

    @Test
    void c06ASubOinInTheOrganizationalUnitIsIgnored() {
        X509Certificate withUnit = G4TestPki.create()
                .issue("unit", new Subject(TestPki.PARTY_1, null, "00000004123456789000"))
                .certificate();
        X509Certificate unitOnly = G4TestPki.create()
                .issue("unit only", new Subject(null, null, "00000004123456789000"))
                .certificate();

        assertThat(Oins.of(withUnit)).contains(TestPki.PARTY_1);
        assertThat(Oins.of(unitOnly)).isEmpty();
    }

    @Test
    void malformedSerialNumbersAreNoOin() {
        for (String malformed : new String[] {
            "0000009912345678900",
            "000000991234567890001",
            "12345678901234567890",
            "00000099 1234567890",
            "NTRNL-99999991"
        }) {
            X509Certificate certificate = G4TestPki.create()
                    .issue("malformed", new Subject(malformed, null, null))
                    .certificate();
            assertThat(Oins.read(certificate).oin()).as(malformed).isEmpty();
            assertThat(Oins.read(certificate).problem()).as(malformed).contains("is not an OIN");
        }
    }
}
