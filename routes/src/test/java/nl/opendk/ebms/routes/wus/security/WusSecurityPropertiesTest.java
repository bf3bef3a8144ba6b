package nl.opendk.ebms.routes.wus.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.KeyStore;
import java.time.Duration;
import java.util.Map;
import nl.opendk.wus.protocol.profile.WusProfile;
import org.apache.wss4j.common.ConfigurationConstants;
import org.apache.wss4j.common.WSS4JConstants;
import org.apache.wss4j.common.crypto.AlgorithmSuite;
import org.apache.wss4j.common.crypto.Crypto;
import org.apache.wss4j.common.crypto.Merlin;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The WSS4J settings per WUS profile (DK-WUS WB001-WB014; DK-Beveiliging SIGN and ENC rules). */
class WusSecurityPropertiesTest {

    private WusSecurityProperties properties;

    @BeforeEach
    void keys() throws Exception {
        KeyStore empty = KeyStore.getInstance("PKCS12");
        empty.load(null, null);
        properties = new WusSecurityProperties(
                new WusKeyMaterial(empty, "us", "secret".toCharArray(), empty),
                Duration.ofMinutes(5),
                Duration.ofSeconds(60));
    }

    @Test
    void bestEffortHasNoMessageSecurity() {
        assertThat(properties.in(WusProfile.BE)).isEmpty();
        assertThat(properties.out(WusProfile.BE)).isEmpty();
        assertThat(properties.fault(WusProfile.BE)).isEmpty();
    }

    @Test
    void signedRequestsAreVerifiedWithTimestampLimitsAndRememberedForConfirmation() {
        Map<String, Object> in = properties.in(WusProfile.BE_S);

        assertThat(in)
                .containsEntry(ConfigurationConstants.ACTION, "Timestamp Signature")
                .containsEntry(ConfigurationConstants.TTL_TIMESTAMP, "300")
                .containsEntry(ConfigurationConstants.TTL_FUTURE_TIMESTAMP, "60")
                .containsEntry(ConfigurationConstants.ENABLE_SIGNATURE_CONFIRMATION, "true")
                .containsEntry(ConfigurationConstants.ALLOW_RSA15_KEY_TRANSPORT_ALGORITHM, "false")
                .doesNotContainKey(ConfigurationConstants.DEC_PROP_REF_ID);
        Object trust = in.get((String) in.get(ConfigurationConstants.SIG_VER_PROP_REF_ID));
        assertThat(trust).as("trust is handed over as a Crypto, not a file").isInstanceOf(Crypto.class);
    }

    @Test
    void signedResponsesUseDirectReferenceRsaSha256ExclusiveC14nAndConfirmTheRequest() {
        Map<String, Object> out = properties.out(WusProfile.BE_S);

        assertThat(out)
                .containsEntry(ConfigurationConstants.ACTION, "Timestamp Signature")
                .containsEntry(ConfigurationConstants.USER, "us")
                .doesNotContainKey(ConfigurationConstants.SIGNATURE_USER)
                .containsEntry(ConfigurationConstants.SIG_KEY_ID, "DirectReference")
                .containsEntry(ConfigurationConstants.SIG_ALGO, WSS4JConstants.RSA_SHA256)
                .containsEntry(ConfigurationConstants.SIG_DIGEST_ALGO, WSS4JConstants.SHA256)
                .containsEntry(ConfigurationConstants.SIG_C14N_ALGO, WSS4JConstants.C14N_EXCL_OMIT_COMMENTS)
                .containsEntry(ConfigurationConstants.ENABLE_SIGNATURE_CONFIRMATION, "true")
                .doesNotContainKey(ConfigurationConstants.ENCRYPTION_USER);
        assertThat((String) out.get(ConfigurationConstants.SIGNATURE_PARTS))
                .contains("}Body", "}Timestamp", "}Action", "}MessageID", "}RelatesTo");
        assertThat((String) out.get(ConfigurationConstants.OPTIONAL_SIGNATURE_PARTS))
                .contains("}To", "}From", "}ReplyTo", "}FaultTo");
    }

    @Test
    void signedEncryptedResponsesAreEncryptedForTheRequestSignerWithAesGcmAndRsaOaep() {
        Map<String, Object> in = properties.in(WusProfile.BE_SE);
        Map<String, Object> out = properties.out(WusProfile.BE_SE);

        assertThat(in).containsEntry(ConfigurationConstants.ACTION, "Timestamp Signature Encrypt");
        assertThat(in.get((String) in.get(ConfigurationConstants.DEC_PROP_REF_ID)))
                .isInstanceOf(Crypto.class);
        assertThat(out)
                .containsEntry(ConfigurationConstants.ACTION, "Timestamp Signature Encrypt")
                .containsEntry(ConfigurationConstants.ENCRYPTION_USER, ConfigurationConstants.USE_REQ_SIG_CERT)
                .containsEntry(ConfigurationConstants.ENC_SYM_ALGO, WSS4JConstants.AES_256_GCM)
                .containsEntry(ConfigurationConstants.ENC_KEY_TRANSPORT, WSS4JConstants.KEYTRANSPORT_RSAOAEP)
                .containsEntry(
                        ConfigurationConstants.ENCRYPTION_PARTS,
                        "{Content}{http://schemas.xmlsoap.org/soap/envelope/}Body");
    }

    @Test
    void receivedMessagesMayUseNoSha1NoRsa15AndNoCbc() {
        AlgorithmSuite suite = WusAlgorithms.received();

        assertThat(suite.getSignatureMethods())
                .contains(WSS4JConstants.RSA_SHA256)
                .doesNotContain(WSS4JConstants.RSA_SHA1);
        assertThat(suite.getDigestAlgorithms()).contains(WSS4JConstants.SHA256).doesNotContain(WSS4JConstants.SHA1);
        assertThat(suite.getKeyWrapAlgorithms())
                .contains(WSS4JConstants.KEYTRANSPORT_RSAOAEP)
                .doesNotContain(WSS4JConstants.KEYTRANSPORT_RSA15);
        assertThat(suite.getEncryptionMethods()).containsOnly(WSS4JConstants.AES_128_GCM, WSS4JConstants.AES_256_GCM);
        assertThat(suite.getC14nAlgorithms()).containsOnly(WSS4JConstants.C14N_EXCL_OMIT_COMMENTS);
        assertThat(suite.getMinimumAsymmetricKeyLength()).isEqualTo(2048);
    }

    /** Interceptors made before a reload hold the same Crypto objects: the reload must reach them. */
    @Test
    void aReloadReachesTheCryptoObjectsAlreadyHandedOut() throws Exception {
        Map<String, Object> in = properties.in(WusProfile.BE_SE);
        KeyStore keys = KeyStore.getInstance("PKCS12");
        keys.load(null, null);
        KeyStore trust = KeyStore.getInstance("PKCS12");
        trust.load(null, null);

        properties.reload(new WusKeyMaterial(keys, "us", "secret".toCharArray(), trust));

        Merlin partnerTrust = (Merlin) in.get((String) in.get(ConfigurationConstants.SIG_VER_PROP_REF_ID));
        Merlin ourKeys = (Merlin) in.get((String) in.get(ConfigurationConstants.DEC_PROP_REF_ID));
        assertThat(partnerTrust.getTrustStore()).isSameAs(trust);
        assertThat(ourKeys.getKeyStore()).isSameAs(keys);
    }

    @Test
    void keyMaterialNeverShowsItsPassword() throws Exception {
        KeyStore empty = KeyStore.getInstance("PKCS12");
        empty.load(null, null);
        assertThat(new WusKeyMaterial(empty, "us", "secret".toCharArray(), empty).toString())
                .doesNotContain("secret");
    }
}
