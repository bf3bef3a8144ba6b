package nl.opendk.ebms.component.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import nl.opendk.ebms.component.config.Settings;
import nl.opendk.ebms.testkit.pki.TestKeyStores;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Key store, trust store and CRL files changed on disk are put in use without a restart; broken ones are not. */
class SecurityReloadTest {

    private static final TestPki PKI = TestPki.create();
    private static final TestParty OURS = PKI.party(TestPki.PARTY_1);
    private static final TestParty RENEWED = PKI.issue(
            "renewed",
            TestPki.PARTY_1,
            Instant.now().minus(Duration.ofDays(1)),
            Instant.now().plus(Duration.ofDays(900)));
    private static final TestParty PARTNER = PKI.party(TestPki.PARTY_2);

    @TempDir
    Path directory;

    private Path keys;
    private Path trust;
    private AdapterSecurity security;

    @BeforeEach
    void start() throws Exception {
        keys = TestKeyStores.write(directory.resolve("keys.p12"), Map.of("ebms", OURS));
        trust = Files.copy(PKI.trustStoreWithIntermediate(), directory.resolve("trust.p12"));
        security = AdapterSecurity.create(
                SecuritySettings.from(new Settings(key -> Optional.ofNullable(Map.of(
                                "ebms.keystore.path",
                                keys.toString(),
                                "ebms.keystore.password",
                                TestPki.PASSWORD,
                                "ebms.keystore.alias",
                                "ebms",
                                "ebms.truststore.path",
                                trust.toString(),
                                "ebms.truststore.password",
                                TestPki.PASSWORD,
                                "ebms.crl.files",
                                PKI.crlFile() + "," + PKI.rootCrlFile())
                        .get(key)))),
                Clock.systemUTC());
    }

    @Test
    void unchangedFilesAreNotLoadedAgain() {
        assertThat(security.reload(false)).isEqualTo(new AdapterSecurity.Reload(false, null));
    }

    @Test
    void aNewKeyEntryAndThenANewPrimaryKeyAreInUseAfterTheNextLook() throws Exception {
        TestKeyStores.write(keys, Map.of("ebms", OURS, "ebms-2027", RENEWED));

        assertThat(security.reload(false).loaded()).isTrue();
        assertThat(security.keyRing().orElseThrow().entries()).containsOnlyKeys("ebms", "ebms-2027");
        assertThat(security.ourCertificate()).contains(OURS.certificate());

        TestKeyStores.write(keys, Map.of("ebms", RENEWED));

        assertThat(security.reload(false).loaded()).isTrue();
        assertThat(security.ourCertificate()).contains(RENEWED.certificate());
        assertThat(security.material().keyStore().containsAlias("ebms")).isTrue();
    }

    @Test
    void aBrokenKeyStoreIsReportedOnceAndTheKeysInUseAreKept() {
        TestKeyStores.writeGarbage(keys);

        AdapterSecurity.Reload first = security.reload(false);
        assertThat(first.loaded()).isFalse();
        assertThat(first.problem()).contains(keys.toString()).doesNotContain(TestPki.PASSWORD);
        assertThat(security.reload(false))
                .as("the same broken file is not tried again until it changes")
                .isEqualTo(new AdapterSecurity.Reload(false, null));
        assertThat(security.reload(true).problem())
                .as("asked for, it is tried again")
                .isNotNull();
        assertThat(security.ourCertificate()).contains(OURS.certificate());
        assertThat(security.filesInUse()).isFalse();

        TestKeyStores.write(keys, Map.of("ebms", RENEWED));
        assertThat(security.reload(false).loaded()).isTrue();
        assertThat(security.ourCertificate()).contains(RENEWED.certificate());
    }

    @Test
    void theFilesInUsePutBackAfterABrokenCopyCountAsInUseAgain() throws Exception {
        byte[] inUse = Files.readAllBytes(keys);
        TestKeyStores.writeGarbage(keys);
        security.reload(false);
        assertThat(security.filesInUse()).isFalse();

        Files.write(keys, inUse);

        assertThat(security.reload(false).loaded()).as("nothing new to load").isFalse();
        assertThat(security.filesInUse()).isTrue();
    }

    @Test
    void aKeyStoreWithoutThePrimaryAliasIsRefused() {
        TestKeyStores.write(keys, Map.of("other", RENEWED));

        assertThat(security.reload(false).problem()).contains("no private key under alias 'ebms'");
        assertThat(security.ourCertificate()).contains(OURS.certificate());
    }

    @Test
    void aReloadedTrustStoreDecidesTheNextCertificateCheck() {
        assertThat(security.partnerCertificates().problems(PARTNER.certificate(), List.of()))
                .isEmpty();

        TestKeyStores.writeTrust(trust, List.of(PKI.untrustedRootCertificate()));
        assertThat(security.reload(false).loaded()).isTrue();

        assertThat(security.partnerCertificates().problems(PARTNER.certificate(), List.of()))
                .anySatisfy(problem -> assertThat(problem).contains("does not chain to a trusted root"));
        assertThat(security.material().trust().anchors()).containsExactly(PKI.untrustedRootCertificate());
    }

    @Test
    void aClientKeyNamedElsewhereServesAnEndpointNoCpaNames() {
        security.addClientKeys((host, port) ->
                host.equals("wus.partner.example.nl") && port == 443 ? Optional.of("ebms-2027") : Optional.empty());

        assertThat(security.clientKey("wus.partner.example.nl", 443)).contains("ebms-2027");
        assertThat(security.clientKey("elders.example.nl", 443)).isEmpty();
    }

    @Test
    void wsSecurityHearsOfEveryReload() {
        List<SecurityMaterial> heard = new ArrayList<>();
        security.onReload(heard::add);

        TestKeyStores.write(keys, Map.of("ebms", RENEWED));
        security.reload(false);

        assertThat(heard).hasSize(1);
        assertThat(heard.get(0).ring().primary().certificate()).isEqualTo(RENEWED.certificate());
    }
}
