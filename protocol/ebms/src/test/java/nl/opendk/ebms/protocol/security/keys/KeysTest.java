package nl.opendk.ebms.protocol.security.keys;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.security.cert.X509Certificate;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;

class KeysTest {

    private static final TestParty PARTY = TestPki.create().party(TestPki.PARTY_1);

    @Test
    void loadsOurKeyAndChainFromPkcs12() {
        PrivateCredential credential =
                Pkcs12Keys.load(new KeyStoreLocation(PARTY.keyStore(), PARTY.keyStorePassword(), PARTY.alias()));

        assertThat(credential.privateKey().getEncoded())
                .isEqualTo(PARTY.privateKey().getEncoded());
        assertThat(credential.certificate()).isEqualTo(PARTY.certificate());
        assertThat(credential.chain()).isEqualTo(PARTY.chain());
    }

    @Test
    void aWrongPasswordOrAliasFailsWithoutShowingThePassword() {
        KeyStoreLocation wrongPassword = new KeyStoreLocation(PARTY.keyStore(), "s3cret-wrong", PARTY.alias());
        KeyStoreLocation wrongAlias = new KeyStoreLocation(PARTY.keyStore(), PARTY.keyStorePassword(), "nobody");

        assertThatThrownBy(() -> Pkcs12Keys.load(wrongPassword))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(PARTY.keyStore().toString())
                .hasMessageNotContaining("s3cret-wrong");
        assertThatThrownBy(() -> Pkcs12Keys.load(wrongAlias))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("no private key under alias 'nobody'")
                .hasMessageNotContaining(PARTY.keyStorePassword());
    }

    @Test
    void passwordsAndKeysNeverShowInToString() {
        KeyStoreLocation location = new KeyStoreLocation(PARTY.keyStore(), "s3cret", "party-1");
        PrivateCredential credential = new PrivateCredential(PARTY.privateKey(), PARTY.chain());

        assertThat(location.toString())
                .doesNotContain("s3cret")
                .contains("****")
                .contains("party-1");
        assertThat(credential.toString())
                .contains("RSA key for")
                .doesNotContain(PARTY.privateKey().toString());
    }

    @Test
    void aCredentialNeedsItsCertificate() {
        assertThatThrownBy(() -> new PrivateCredential(PARTY.privateKey(), java.util.List.of()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void certificatesReadFromCpaBase64EvenWithLineBreaks() {
        String base64 = X509Certificates.toBase64(PARTY.certificate());
        String wrapped = base64.replaceAll("(.{64})", "$1\n");

        X509Certificate certificate = X509Certificates.fromBase64("\n  " + wrapped + "\n");

        assertThat(certificate).isEqualTo(PARTY.certificate());
        assertThat(X509Certificates.toBase64(certificate)).isEqualTo(base64);
        assertThatThrownBy(() -> X509Certificates.fromBase64("#not base64#"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not base64");
        assertThatThrownBy(() -> X509Certificates.fromBase64("bm90IGEgY2VydGlmaWNhdGU="))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not an X.509 certificate");
    }
}
