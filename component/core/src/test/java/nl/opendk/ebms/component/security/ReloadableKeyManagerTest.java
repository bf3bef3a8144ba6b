package nl.opendk.ebms.component.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import nl.opendk.ebms.protocol.security.keys.KeyRing;
import nl.opendk.ebms.protocol.security.keys.OurKeys;
import nl.opendk.ebms.protocol.security.keys.PrivateCredential;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;

/** What a TLS handshake gets of our keys: the primary as server, the CPA's choice per endpoint as client. */
class ReloadableKeyManagerTest {

    private static final TestPki PKI = TestPki.create();
    private static final TestParty OLD = PKI.party(TestPki.PARTY_1);
    private static final TestParty NEW = PKI.issue(
            "ours-2027",
            TestPki.PARTY_1,
            Instant.now().minus(Duration.ofDays(1)),
            Instant.now().plus(Duration.ofDays(900)));

    private final OurKeys keys = new OurKeys(new KeyRing(1, "ebms", Map.of("ebms", of(OLD), "ebms-2027", of(NEW))));
    private final ReloadableKeyManager manager = new ReloadableKeyManager(
            keys,
            (host, port) -> host.equals("nieuw.partner.example.nl") && port == 443
                    ? Optional.of("ebms-2027")
                    : Optional.empty());

    @Test
    void asServerThePrimaryKeyIsPresented() throws Exception {
        String alias = manager.chooseEngineServerAlias("RSA", null, engine("any", 443));

        assertThat(alias).isEqualTo("1:ebms");
        assertThat(manager.getCertificateChain(alias)[0]).isEqualTo(OLD.certificate());
        assertThat(manager.getPrivateKey(alias)).isEqualTo(OLD.privateKey());
        assertThat(manager.chooseEngineServerAlias("EC", null, null))
                .as("no EC key")
                .isNull();
    }

    @Test
    void asClientTheKeyTheCpasNameForTheEndpointIsPresented() throws Exception {
        assertThat(manager.chooseEngineClientAlias(
                        new String[] {"EC", "RSA"}, null, engine("nieuw.partner.example.nl", 443)))
                .isEqualTo("1:ebms-2027");
        assertThat(manager.chooseEngineClientAlias(new String[] {"RSA"}, null, engine("oud.partner.example.nl", 443)))
                .isEqualTo("1:ebms");
        assertThat(manager.chooseClientAlias(new String[] {"RSA"}, null, null)).isEqualTo("1:ebms");
    }

    @Test
    void anAliasChosenBeforeAReloadStillGivesItsOwnKeyAfterwards() {
        String before = manager.chooseEngineServerAlias("RSA", null, null);

        keys.replace(new KeyRing(2, "ebms", Map.of("ebms", of(NEW))));

        assertThat(manager.getPrivateKey(before)).isEqualTo(OLD.privateKey());
        assertThat(manager.getCertificateChain(before)[0]).isEqualTo(OLD.certificate());
        String after = manager.chooseEngineServerAlias("RSA", null, null);
        assertThat(after).isEqualTo("2:ebms");
        assertThat(manager.getCertificateChain(after)[0]).isEqualTo(NEW.certificate());
        assertThat(manager.getServerAliases("RSA", null)).containsExactly("2:ebms");
        assertThat(manager.getPrivateKey("0:ebms")).isNull();
        assertThat(manager.getPrivateKey("ebms")).isNull();
    }

    private static SSLEngine engine(String host, int port) throws Exception {
        return SSLContext.getDefault().createSSLEngine(host, port);
    }

    private static PrivateCredential of(TestParty party) {
        return new PrivateCredential(party.privateKey(), party.chain());
    }
}
