package nl.opendk.ebms.protocol.security.keys;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import nl.opendk.ebms.testkit.pki.TestKeyStores;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
    void aKeyRingHoldsEveryKeyEntryAndServesThePrimaryForACertificateItDoesNotHold(@TempDir Path directory) {
        TestPki pki = TestPki.create();
        Instant now = Instant.now();
        TestParty renewed = pki.issue("renewed", TestPki.PARTY_1, now, now.plus(Duration.ofDays(1000)));
        Path file = TestKeyStores.write(directory.resolve("keys.p12"), Map.of("ebms", PARTY, "ebms-2027", renewed));

        KeyRing ring = Pkcs12Keys.loadRing(new KeyStoreLocation(file, TestPki.PASSWORD, "ebms"), 4);

        assertThat(ring.generation()).isEqualTo(4);
        assertThat(ring.entries()).containsOnlyKeys("ebms", "ebms-2027");
        assertThat(ring.primary().certificate()).isEqualTo(PARTY.certificate());
        assertThat(ring.aliasOf(renewed.certificate())).contains("ebms-2027");
        assertThat(ring.keyFor(renewed.certificate()).privateKey()).isEqualTo(renewed.privateKey());
        assertThat(ring.keyFor(pki.party(TestPki.PARTY_2).certificate())).isEqualTo(ring.primary());
        assertThat(ring.keyFor(null)).isEqualTo(ring.primary());
        assertThatThrownBy(() -> Pkcs12Keys.loadRing(new KeyStoreLocation(file, TestPki.PASSWORD, "nobody"), 1))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("no private key under alias 'nobody'");
    }

    @Test
    void ourKeysKeepTheRingBeforeTheCurrentOneAndNoOlder() {
        PrivateCredential credential = new PrivateCredential(PARTY.privateKey(), PARTY.chain());
        OurKeys keys = new OurKeys(new KeyRing(1, "ebms", Map.of("ebms", credential)));
        keys.replace(new KeyRing(2, "ebms", Map.of("ebms", credential)));
        keys.replace(new KeyRing(3, "ebms", Map.of("ebms", credential)));

        assertThat(keys.current().generation()).isEqualTo(3);
        assertThat(keys.generation(2)).isPresent();
        assertThat(keys.generation(1)).isEmpty();
        assertThatThrownBy(() -> keys.replace(new KeyRing(3, "ebms", Map.of("ebms", credential))))
                .isInstanceOf(IllegalArgumentException.class);
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
