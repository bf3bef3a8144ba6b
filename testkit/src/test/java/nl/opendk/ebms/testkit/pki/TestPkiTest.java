package nl.opendk.ebms.testkit.pki;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.security.KeyStore;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class TestPkiTest {

    private final TestPki pki = TestPki.create();

    @Test
    void isMadeOncePerJvm() {
        assertThat(TestPki.create()).isSameAs(pki);
    }

    @Test
    void partiesChainThroughTheIntermediateToTheRoot() throws Exception {
        TestParty party = pki.party(TestPki.PARTY_1);

        assertThat(party.chain()).containsExactly(party.certificate(), pki.intermediateCertificate());
        party.certificate().verify(pki.intermediateCertificate().getPublicKey());
        pki.intermediateCertificate().verify(pki.rootCertificate().getPublicKey());
        assertThat(party.certificate().getSubjectAlternativeNames())
                .extracting(name -> (Object) name.get(1))
                .containsExactly("localhost", "127.0.0.1");
    }

    @Test
    void theCrlListsTheRevokedPartyOnly() {
        assertThat(pki.crl().isRevoked(pki.party(TestPki.REVOKED).certificate()))
                .isTrue();
        assertThat(pki.crl().isRevoked(pki.party(TestPki.PARTY_1).certificate()))
                .isFalse();
        assertThat(pki.crlFile()).exists();
        assertThat(pki.rootCrlFile()).exists();
    }

    @Test
    void theExpiredPartyHasExpiredAndTheUntrustedOneHasAnotherRoot() {
        assertThat(pki.party(TestPki.EXPIRED).certificate().getNotAfter().toInstant())
                .isBefore(Instant.now());
        assertThat(pki.party(TestPki.UNTRUSTED).certificate().getIssuerX500Principal())
                .isEqualTo(pki.untrustedRootCertificate().getSubjectX500Principal());
    }

    @Test
    void keyStoresAndTheTrustStoreAreWrittenOnRequest() throws Exception {
        KeyStore trustStore = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(pki.trustStore())) {
            trustStore.load(in, TestPki.PASSWORD.toCharArray());
        }

        assertThat(trustStore.getCertificate("root")).isEqualTo(pki.rootCertificate());
        assertThat(pki.party(TestPki.PARTY_2).keyStore()).exists().startsWith(pki.directory());
    }
}
