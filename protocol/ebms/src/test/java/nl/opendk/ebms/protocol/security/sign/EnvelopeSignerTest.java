package nl.opendk.ebms.protocol.security.sign;

import static nl.opendk.ebms.protocol.codec.EbmsNamespaces.DS;
import static nl.opendk.ebms.protocol.codec.EbmsNamespaces.SOAP;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.List;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.security.SecurityTestMessages;
import nl.opendk.ebms.protocol.security.keys.PrivateCredential;
import nl.opendk.ebms.protocol.security.keys.X509Certificates;
import nl.opendk.ebms.protocol.security.xml.DomElements;
import nl.opendk.ebms.protocol.security.xml.SecureXml;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

class EnvelopeSignerTest {

    private final PrivateCredential key = new PrivateCredential(
            TestPki.create().party(TestPki.PARTY_1).privateKey(),
            TestPki.create().party(TestPki.PARTY_1).chain());
    private final EnvelopeSigner signer = new EnvelopeSigner();

    @Test
    void signatureIsTheLastHeaderChildWithTheEbmsReferencesAndAlgorithms() throws Exception {
        List<PayloadPart> parts = SecurityTestMessages.binaryParts(1);
        byte[] signed = signer.sign(SecurityTestMessages.envelope(parts), parts, key, SignatureAlgorithms.DEFAULT);

        Document document = SecureXml.parse(signed);
        Element header = DomElements.single(document.getDocumentElement(), SOAP, "Header");
        List<Element> headerChildren = DomElements.children(header);
        Element signature = headerChildren.get(headerChildren.size() - 1);
        assertThat(DomElements.is(signature, DS, "Signature")).isTrue();
        Element signedInfo = DomElements.single(signature, DS, "SignedInfo");
        assertThat(algorithm(signedInfo, "CanonicalizationMethod"))
                .isEqualTo("http://www.w3.org/TR/2001/REC-xml-c14n-20010315");
        assertThat(algorithm(signedInfo, "SignatureMethod"))
                .isEqualTo("http://www.w3.org/2001/04/xmldsig-more#rsa-sha256");

        List<Element> references = DomElements.children(signedInfo, DS, "Reference");
        assertThat(references)
                .extracting(reference -> reference.getAttribute("URI"))
                .containsExactly("", "cid:payload-1@adapter.test");
        assertThat(references).allSatisfy(reference -> assertThat(algorithm(reference, "DigestMethod"))
                .isEqualTo("http://www.w3.org/2001/04/xmlenc#sha256"));
        List<Element> transforms = DomElements.children(DomElements.single(references.get(0), DS, "Transforms"));
        assertThat(transforms)
                .extracting(transform -> transform.getAttribute("Algorithm"))
                .containsExactly(
                        "http://www.w3.org/2000/09/xmldsig#enveloped-signature",
                        "http://www.w3.org/TR/1999/REC-xpath-19991116",
                        "http://www.w3.org/TR/2001/REC-xml-c14n-20010315");
        Element xpath = DomElements.single(transforms.get(1), DS, "XPath");
        assertThat(xpath.getTextContent())
                .isEqualTo("not(ancestor-or-self::node()[@SOAP:actor="
                        + "\"urn:oasis:names:tc:ebxml-msg:actor:nextMSH\"] | ancestor-or-self::node()[@SOAP:actor="
                        + "\"http://schemas.xmlsoap.org/soap/actor/next\"])");
        assertThat(xpath.lookupNamespaceURI("SOAP")).isEqualTo(SOAP);
        assertThat(DomElements.children(references.get(1), DS, "Transforms")).isEmpty();
    }

    @Test
    void keyInfoCarriesTheCertificateAndKeyValue() throws Exception {
        byte[] signed =
                signer.sign(SecurityTestMessages.envelope(List.of()), List.of(), key, SignatureAlgorithms.DEFAULT);

        Document document = SecureXml.parse(signed);
        Element keyInfo =
                (Element) document.getElementsByTagNameNS(DS, "KeyInfo").item(0);
        String certificate =
                keyInfo.getElementsByTagNameNS(DS, "X509Certificate").item(0).getTextContent();
        assertThat(X509Certificates.fromBase64(certificate)).isEqualTo(key.certificate());
        assertThat(keyInfo.getElementsByTagNameNS(DS, "RSAKeyValue").getLength())
                .isEqualTo(1);
    }

    @Test
    void theSignedEnvelopeStillReadsAsTheSameEbmsMessage() {
        byte[] envelope = SecurityTestMessages.envelope(List.of());
        byte[] signed = signer.sign(envelope, List.of(), key, SignatureAlgorithms.DEFAULT);

        ReceivedMessage original = SecurityTestMessages.overTheWire(envelope, List.of());
        ReceivedMessage reread = SecurityTestMessages.overTheWire(signed, List.of());

        assertThat(reread.envelope().signed()).isTrue();
        assertThat(reread.header()).isEqualTo(original.header());
        assertThat(new String(signed, StandardCharsets.UTF_8))
                .startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
                .doesNotContain("&#xD;");
    }

    @Test
    void refusesPartsThatCannotBeReferenced() {
        byte[] envelope = SecurityTestMessages.envelope(List.of());
        PayloadPart part = new PayloadPart("same@adapter.test", "text/plain", new byte[] {1});
        PayloadPart anonymous = new PayloadPart("", "text/plain", new byte[] {1});

        assertThatThrownBy(() -> signer.sign(envelope, List.of(part, part), key, SignatureAlgorithms.DEFAULT))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("own Content-ID");
        assertThatThrownBy(() -> signer.sign(envelope, List.of(anonymous), key, SignatureAlgorithms.DEFAULT))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() ->
                        signer.sign(envelope, SecurityTestMessages.binaryParts(30), key, SignatureAlgorithms.DEFAULT))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at most 29");
    }

    @Test
    void refusesAnEnvelopeWithoutSoapHeader() {
        byte[] noHeader = ("<soap:Envelope xmlns:soap=\"" + SOAP + "\"><soap:Body/></soap:Envelope>")
                .getBytes(StandardCharsets.UTF_8);

        assertThatThrownBy(() -> signer.sign(noHeader, List.of(), key, SignatureAlgorithms.DEFAULT))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no single SOAP 1.1 Header");
        assertThatThrownBy(() -> signer.sign(
                        "not xml".getBytes(StandardCharsets.UTF_8), List.of(), key, SignatureAlgorithms.DEFAULT))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not well-formed");
    }

    @Test
    void onlySha2AlgorithmsCanBeChosen() {
        assertThatThrownBy(() -> new SignatureAlgorithms(
                        "http://www.w3.org/2000/09/xmldsig#rsa-sha1", SignatureAlgorithms.SHA256))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("SIGN004");
        assertThatThrownBy(() -> new SignatureAlgorithms(
                        SignatureAlgorithms.RSA_SHA256, "http://www.w3.org/2000/09/xmldsig#sha1"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("SIGN003");
        assertThatThrownBy(() -> new SignatureAlgorithms(
                        "http://www.w3.org/2000/09/xmldsig#hmac-sha1", SignatureAlgorithms.SHA256))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theCpaChoosesTheSigningAlgorithms() {
        String rsaSha1 = "http://www.w3.org/2000/09/xmldsig#rsa-sha1";

        assertThat(SignatureAlgorithms.forCpa(
                        List.of(rsaSha1, SignatureAlgorithms.RSA_SHA512), SignatureAlgorithms.SHA512))
                .isEqualTo(new SignatureAlgorithms(SignatureAlgorithms.RSA_SHA512, SignatureAlgorithms.SHA512));
        assertThat(SignatureAlgorithms.forCpa(List.of(), null)).isEqualTo(SignatureAlgorithms.DEFAULT);
        assertThatThrownBy(() -> SignatureAlgorithms.forCpa(List.of(rsaSha1), null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no allowed SignatureAlgorithm");
    }

    private static String algorithm(Element parent, String child) {
        return DomElements.single(parent, DS, child).getAttribute("Algorithm");
    }
}
