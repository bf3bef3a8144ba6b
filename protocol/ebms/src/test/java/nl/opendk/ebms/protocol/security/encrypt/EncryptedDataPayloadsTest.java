package nl.opendk.ebms.protocol.security.encrypt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.security.PrivateKey;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.util.List;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.security.SecurityTestMessages;
import nl.opendk.ebms.protocol.security.keys.X509Certificates;
import nl.opendk.ebms.protocol.security.xml.SecureXml;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.w3c.dom.Element;

class EncryptedDataPayloadsTest {

    private static final TestPki PKI = TestPki.create();
    private static final X509Certificate RECEIVER = PKI.party(TestPki.PARTY_2).certificate();
    private static final PrivateKey RECEIVER_KEY = PKI.party(TestPki.PARTY_2).privateKey();
    private static final PayloadPart PLAIN = SecurityTestMessages.binaryParts(1).get(0);

    private final EncryptedDataPayloads encryption = new EncryptedDataPayloads(new SecureRandom());
    private final PayloadDecryptor decryptor = new PayloadDecryptor(encryption, RECEIVER_KEY);

    @ParameterizedTest
    @EnumSource(
            value = DataEncryptionAlgorithm.class,
            names = {"AES_128_GCM", "AES_256_GCM"})
    void aesGcmWithRsaOaepRoundTrips(DataEncryptionAlgorithm data) throws Exception {
        for (KeyTransportAlgorithm transport : KeyTransportAlgorithm.values()) {
            PayloadPart encrypted = encryption.encrypt(PLAIN, RECEIVER, new EncryptionAlgorithms(data, transport));

            assertThat(encrypted.contentId()).isEqualTo(PLAIN.contentId());
            assertThat(encrypted.contentType()).isEqualTo("application/xml");
            assertThat(algorithms(encrypted)).containsExactly(data.uri(), transport.uri());
            assertThat(encryption.decrypt(encrypted, RECEIVER_KEY))
                    .usingRecursiveComparison()
                    .isEqualTo(PLAIN);
        }
    }

    @Test
    void theEncryptedPartIsAnEncryptedDataDocumentNamingTheOriginalTypeAndTheReceiver() throws Exception {
        PayloadPart text = new PayloadPart(
                "text@adapter.test", "text/plain; charset=UTF-8", "vertrouwelijk".getBytes(StandardCharsets.UTF_8));

        PayloadPart encrypted = encryption.encrypt(text, RECEIVER, EncryptionAlgorithms.DEFAULT);

        Element root = SecureXml.parse(encrypted.content()).getDocumentElement();
        assertThat(root.getNamespaceURI()).isEqualTo("http://www.w3.org/2001/04/xmlenc#");
        assertThat(root.getLocalName()).isEqualTo("EncryptedData");
        assertThat(root.getAttribute("MimeType")).isEqualTo("text/plain; charset=UTF-8");
        assertThat(new String(encrypted.content(), StandardCharsets.UTF_8))
                .doesNotContain("vertrouwelijk")
                .contains(X509Certificates.toBase64(PKI.party(TestPki.PARTY_2).certificate())
                        .substring(0, 60));
        assertThat(encryption.decrypt(encrypted, RECEIVER_KEY).contentType()).isEqualTo("text/plain; charset=UTF-8");
    }

    @Test
    void everyEncryptionUsesAFreshKey() {
        PayloadPart first = encryption.encrypt(PLAIN, RECEIVER, EncryptionAlgorithms.DEFAULT);
        PayloadPart second = encryption.encrypt(PLAIN, RECEIVER, EncryptionAlgorithms.DEFAULT);

        assertThat(first.content()).isNotEqualTo(second.content());
    }

    @Test
    void tripleDesFromALegacyPeerDecrypts() throws Exception {
        PayloadPart legacy =
                HandMadeEncryption.encrypt(PLAIN, RECEIVER, HandMadeEncryption.TRIPLE_DES, HandMadeEncryption.RSA_OAEP);

        assertThat(encryption.decrypt(legacy, RECEIVER_KEY).content()).isEqualTo(PLAIN.content());
    }

    @Test
    void tripleDesIsNeverUsedToEncrypt() {
        assertThatThrownBy(() -> new EncryptionAlgorithms(
                        DataEncryptionAlgorithm.TRIPLE_DES_CBC, KeyTransportAlgorithm.RSA_OAEP_MGF1P))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("never used to encrypt");
        assertThatThrownBy(() -> EncryptionAlgorithms.forCpa(
                        List.of(DataEncryptionAlgorithm.TRIPLE_DES_CBC.uri()), KeyTransportAlgorithm.RSA_OAEP_MGF1P))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no algorithm this adapter encrypts with");
    }

    @Test
    void theCpaChoosesTheDataCipher() {
        List<String> cpa =
                List.of(DataEncryptionAlgorithm.TRIPLE_DES_CBC.uri(), DataEncryptionAlgorithm.AES_128_GCM.uri());

        assertThat(EncryptionAlgorithms.forCpa(cpa, KeyTransportAlgorithm.RSA_OAEP_SHA256))
                .isEqualTo(new EncryptionAlgorithms(
                        DataEncryptionAlgorithm.AES_128_GCM, KeyTransportAlgorithm.RSA_OAEP_SHA256));
        assertThat(EncryptionAlgorithms.forCpa(List.of(), KeyTransportAlgorithm.RSA_OAEP_MGF1P))
                .isEqualTo(EncryptionAlgorithms.DEFAULT);
    }

    @Test
    void theWrongKeyFailsWithASecurityFailure() {
        PayloadPart encrypted = encryption.encrypt(PLAIN, RECEIVER, EncryptionAlgorithms.DEFAULT);
        PayloadDecryptor otherParty =
                new PayloadDecryptor(encryption, PKI.party(TestPki.PARTY_1).privateKey());

        DecryptionResult result = otherParty.decryptAll(List.of(encrypted));

        assertSecurityFailure(result, "does not decrypt with this MSH's key");
    }

    @Test
    void aChangedCipherTextFails() throws Exception {
        PayloadPart encrypted = encryption.encrypt(PLAIN, RECEIVER, EncryptionAlgorithms.DEFAULT);
        String xml = new String(encrypted.content(), StandardCharsets.UTF_8);
        int lastValue = xml.lastIndexOf("</xenc:CipherValue>");
        char flipped = xml.charAt(lastValue - 5) == 'A' ? 'B' : 'A';
        String tampered = xml.substring(0, lastValue - 5) + flipped + xml.substring(lastValue - 4);

        DecryptionResult result = decryptor.decryptAll(List.of(
                new PayloadPart(PLAIN.contentId(), "application/xml", tampered.getBytes(StandardCharsets.UTF_8))));

        assertSecurityFailure(result, "does not decrypt with this MSH's key");
    }

    @Test
    void aPlainPartWhereEncryptionIsRequiredFails() {
        PayloadPart xml =
                new PayloadPart("order@adapter.test", "application/xml", "<order/>".getBytes(StandardCharsets.UTF_8));

        DecryptionResult result = decryptor.decryptAll(List.of(PLAIN, xml));

        assertThat(result.parts()).isEmpty();
        assertThat(result.errors()).hasSize(2).allSatisfy(error -> {
            assertThat(error.code()).isEqualTo(EbmsErrorCode.SECURITY_FAILURE);
            assertThat(error.description()).contains("is not encrypted, but the CPA requires encryption");
        });
        assertThat(result.errors().get(0).location())
                .isEqualTo(ErrorLocation.manifestReference("cid:" + PLAIN.contentId()));
    }

    @Test
    void allPartsDecryptTogether() {
        List<PayloadPart> parts = SecurityTestMessages.binaryParts(2);

        DecryptionResult result =
                decryptor.decryptAll(encryption.encryptAll(parts, RECEIVER, EncryptionAlgorithms.DEFAULT));

        assertThat(result.errors()).isEmpty();
        assertThat(result.parts()).usingRecursiveFieldByFieldElementComparator().isEqualTo(parts);
    }

    @Test
    void aesCbcAndRsaV15AreRefused() throws Exception {
        PayloadPart cbc = HandMadeEncryption.encrypt(
                PLAIN, RECEIVER, HandMadeEncryption.AES_128_CBC, HandMadeEncryption.RSA_OAEP);
        PayloadPart v15 = HandMadeEncryption.encrypt(
                PLAIN, RECEIVER, DataEncryptionAlgorithm.AES_128_GCM.uri(), HandMadeEncryption.RSA_V15);

        assertSecurityFailure(
                decryptor.decryptAll(List.of(cbc)),
                "encryption algorithm " + HandMadeEncryption.AES_128_CBC + " is not accepted");
        assertSecurityFailure(
                decryptor.decryptAll(List.of(v15)), "key transport " + HandMadeEncryption.RSA_V15 + " is not accepted");
    }

    @Test
    void aCipherReferenceIsRefusedBeforeAnythingIsFetched() throws Exception {
        PayloadPart encrypted = encryption.encrypt(PLAIN, RECEIVER, EncryptionAlgorithms.DEFAULT);
        String xml = new String(encrypted.content(), StandardCharsets.UTF_8);
        int last = xml.lastIndexOf("<xenc:CipherData>");
        String referenced = xml.substring(0, last)
                + "<xenc:CipherData><xenc:CipherReference URI=\"http://127.0.0.1:9/secret\"></xenc:CipherReference></xenc:CipherData></xenc:EncryptedData>";

        DecryptionResult result = decryptor.decryptAll(List.of(
                new PayloadPart(PLAIN.contentId(), "application/xml", referenced.getBytes(StandardCharsets.UTF_8))));

        assertSecurityFailure(result, "CipherReference is not accepted");
    }

    @Test
    void aKeyShorterThanTheAlgorithmNamesIsRefused() throws Exception {
        javax.crypto.KeyGenerator generator = javax.crypto.KeyGenerator.getInstance("AES");
        generator.init(128);
        PayloadPart weak = HandMadeEncryption.encrypt(
                PLAIN,
                RECEIVER,
                DataEncryptionAlgorithm.AES_256_GCM.uri(),
                HandMadeEncryption.RSA_OAEP,
                generator.generateKey());

        assertSecurityFailure(decryptor.decryptAll(List.of(weak)), "does not decrypt with this MSH's key");
    }

    @Test
    void theKeyMustComeInExactlyOneEncryptedKey() throws Exception {
        PayloadPart encrypted = encryption.encrypt(PLAIN, RECEIVER, EncryptionAlgorithms.DEFAULT);
        org.w3c.dom.Document document = SecureXml.parse(encrypted.content());
        Element key = (Element) document.getElementsByTagNameNS(EncryptedDataShape.XENC, "EncryptedKey")
                .item(0);
        key.getParentNode().removeChild(key);

        assertSecurityFailure(
                decryptor.decryptAll(List.of(part(SecureXml.write(document)))),
                "ds:KeyInfo must hold exactly one xenc:EncryptedKey");
    }

    @Test
    void anOaepDigestOutsideTheShaFamilyIsRefused() throws Exception {
        PayloadPart encrypted = encryption.encrypt(PLAIN, RECEIVER, EncryptionAlgorithms.DEFAULT);
        org.w3c.dom.Document document = SecureXml.parse(encrypted.content());
        Element method = (Element) ((Element) document.getElementsByTagNameNS(EncryptedDataShape.XENC, "EncryptedKey")
                        .item(0))
                .getElementsByTagNameNS(EncryptedDataShape.XENC, "EncryptionMethod")
                .item(0);
        Element digest = document.createElementNS(EncryptedDataShape.DS, "ds:DigestMethod");
        digest.setAttributeNS(null, "Algorithm", "http://www.w3.org/2001/04/xmldsig-more#md5");
        method.appendChild(digest);

        assertSecurityFailure(
                decryptor.decryptAll(List.of(part(SecureXml.write(document)))),
                "OAEP digest http://www.w3.org/2001/04/xmldsig-more#md5 is not accepted");
    }

    private static PayloadPart part(byte[] content) {
        return new PayloadPart(PLAIN.contentId(), "application/xml", content);
    }

    private static List<String> algorithms(PayloadPart encrypted) throws Exception {
        Element root = SecureXml.parse(encrypted.content()).getDocumentElement();
        var methods = root.getElementsByTagNameNS("http://www.w3.org/2001/04/xmlenc#", "EncryptionMethod");
        return List.of(
                ((Element) methods.item(0)).getAttribute("Algorithm"),
                ((Element) methods.item(1)).getAttribute("Algorithm"));
    }

    private static void assertSecurityFailure(DecryptionResult result, String description) {
        assertThat(result.isDecrypted()).isFalse();
        assertThat(result.parts()).isEmpty();
        assertThat(result.errors()).singleElement().satisfies(error -> {
            assertThat(error.code()).isEqualTo(EbmsErrorCode.SECURITY_FAILURE);
            assertThat(error.location()).isEqualTo(ErrorLocation.manifestReference("cid:" + PLAIN.contentId()));
            assertThat(error.description()).contains(description);
        });
    }
}
