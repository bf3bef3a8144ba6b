package nl.opendk.ebms.protocol.security.sign;

import static nl.opendk.ebms.protocol.codec.EbmsNamespaces.EB;
import static nl.opendk.ebms.protocol.codec.EbmsNamespaces.SOAP;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.security.SecurityTestMessages;
import nl.opendk.ebms.protocol.security.keys.PrivateCredential;
import nl.opendk.ebms.protocol.security.xml.SecureXml;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

class SignatureVerifierTest {

    private static final TestPki PKI = TestPki.create();
    private static final PrivateCredential SENDER = new PrivateCredential(
            PKI.party(TestPki.PARTY_1).privateKey(), PKI.party(TestPki.PARTY_1).chain());
    private static final X509Certificate SENDER_CERTIFICATE = SENDER.certificate();
    private static final String RSA_SHA1 = "http://www.w3.org/2000/09/xmldsig#rsa-sha1";
    private static final String SHA1 = "http://www.w3.org/2000/09/xmldsig#sha1";

    private final EnvelopeSigner signer = new EnvelopeSigner();
    private final SignatureVerifier verifier = new SignatureVerifier();

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2})
    void aSignedMessageVerifiesAfterGoingOverTheWire(int attachments) {
        List<PayloadPart> parts = SecurityTestMessages.binaryParts(attachments);
        byte[] signed = sign(SecurityTestMessages.envelope(parts), parts);

        ReceivedMessage received = SecurityTestMessages.overTheWire(signed, parts);
        VerificationResult result = verify(received.envelopeBytes(), received.parts());

        assertThat(result.errors()).isEmpty();
        assertThat(result.references()).hasSize(attachments + 1);
        assertThat(received.parts())
                .usingRecursiveFieldByFieldElementComparator()
                .isEqualTo(parts);
    }

    @ParameterizedTest
    @ValueSource(strings = {"ping", "business-message", "business-two-payloads"})
    void theFixturesSignedByTheTestPkiVerify(String fixture) {
        ReceivedMessage message = SecurityTestMessages.fixture(fixture);
        byte[] signed = sign(message.envelopeBytes(), message.parts());

        ReceivedMessage received = SecurityTestMessages.overTheWire(signed, message.parts());

        assertThat(verify(received.envelopeBytes(), received.parts()).isVerified())
                .isTrue();
    }

    @Test
    void sha384AndSha512VerifyWhenTheCpaAllowsThem() {
        List<PayloadPart> parts = SecurityTestMessages.binaryParts(1);
        for (var algorithms : List.of(
                new SignatureAlgorithms(SignatureAlgorithms.RSA_SHA384, SignatureAlgorithms.SHA384),
                new SignatureAlgorithms(SignatureAlgorithms.RSA_SHA512, SignatureAlgorithms.SHA512))) {
            byte[] signed = signer.sign(SecurityTestMessages.envelope(parts), parts, SENDER, algorithms);
            AlgorithmPolicy cpa =
                    AlgorithmPolicy.forCpa(List.of(algorithms.signatureMethod()), algorithms.digestMethod());

            assertThat(verifier.verify(signed, parts, SENDER_CERTIFICATE, cpa).isVerified())
                    .isTrue();
        }
    }

    @Test
    void verifiedReferencesCanBeCopiedIntoAnAcknowledgment() throws Exception {
        List<PayloadPart> parts = SecurityTestMessages.binaryParts(1);
        byte[] signed = sign(SecurityTestMessages.envelope(parts), parts);

        List<VerifiedReference> references = verify(signed, parts).references();

        assertThat(references).extracting(VerifiedReference::uri).containsExactly("", "cid:payload-1@adapter.test");
        VerifiedReference reference = references.get(1);
        assertThat(reference.digestMethod()).isEqualTo(SignatureAlgorithms.SHA256);
        assertThat(reference.digestValue())
                .isEqualTo(java.util.Base64.getEncoder()
                        .encodeToString(java.security.MessageDigest.getInstance("SHA-256")
                                .digest(parts.get(0).content())));
        Document copy = SecureXml.parse(reference.xml().getBytes(StandardCharsets.UTF_8));
        assertThat(copy.getDocumentElement().getLocalName()).isEqualTo("Reference");
        assertThat(reference.xml()).contains(reference.digestValue()).contains("URI=\"cid:payload-1@adapter.test\"");
    }

    @Test
    void aContentIdThatNeedsEscapingIsReferencedAndVerified() {
        List<PayloadPart> parts = List.of(new PayloadPart("part one%@adapter.test", "text/plain", new byte[] {42}));
        byte[] signed = sign(SecurityTestMessages.envelope(List.of()), parts);

        VerificationResult result = verify(signed, parts);

        assertThat(result.references().get(1).uri()).isEqualTo("cid:part%20one%25@adapter.test");
    }

    @Test
    void aTamperedBodyFails() {
        List<PayloadPart> parts = SecurityTestMessages.binaryParts(1);
        byte[] signed = sign(SecurityTestMessages.envelope(parts), parts);

        byte[] tampered =
                replace(signed, "</eb:Manifest>", "<eb:Reference xlink:href=\"cid:x\"></eb:Reference></eb:Manifest>");

        assertFails(verify(tampered, parts), "the content was changed after signing: [the envelope]");
    }

    @Test
    void aTamperedMessageHeaderFieldFails() {
        byte[] signed = sign(SecurityTestMessages.envelope(List.of()), List.of());

        byte[] tampered = replace(signed, "<eb:Action>Bericht</eb:Action>", "<eb:Action>Betaal</eb:Action>");

        assertFails(verify(tampered, List.of()), "the content was changed after signing: [the envelope]");
    }

    @Test
    void aTamperedAttachmentFails() {
        List<PayloadPart> parts = SecurityTestMessages.binaryParts(2);
        byte[] signed = sign(SecurityTestMessages.envelope(parts), parts);
        byte[] content = parts.get(1).content().clone();
        content[500] ^= 1;
        List<PayloadPart> tampered =
                List.of(parts.get(0), new PayloadPart(parts.get(1).contentId(), "application/octet-stream", content));

        assertFails(verify(signed, tampered), "[cid:payload-2@adapter.test]");
    }

    @Test
    void aRemovedAttachmentFails() {
        List<PayloadPart> parts = SecurityTestMessages.binaryParts(2);
        byte[] signed = sign(SecurityTestMessages.envelope(parts), parts);

        assertFails(verify(signed, parts.subList(0, 1)), "Reference cid:payload-2@adapter.test names no payload part");
    }

    @Test
    void anAddedAttachmentFails() {
        List<PayloadPart> parts = SecurityTestMessages.binaryParts(1);
        byte[] signed = sign(SecurityTestMessages.envelope(parts), parts);
        List<PayloadPart> more = new ArrayList<>(parts);
        more.add(new PayloadPart("extra@adapter.test", "text/plain", new byte[] {1}));

        assertFails(verify(signed, more), "payload part <extra@adapter.test> is not covered by the signature");
    }

    @Test
    void anotherPartysCertificateFails() {
        byte[] signed = sign(SecurityTestMessages.envelope(List.of()), List.of());
        X509Certificate other = PKI.party(TestPki.PARTY_2).certificate();

        assertFails(
                verifier.verify(signed, List.of(), other, AlgorithmPolicy.DIGIKOPPELING),
                "the SignatureValue does not verify with the sender's certificate from the CPA");
    }

    @Test
    void anUnsignedMessageFails() {
        assertFails(verify(SecurityTestMessages.envelope(List.of()), List.of()), "the message is not signed");
    }

    @Test
    void somethingThatIsNotXmlFails() {
        assertFails(verify("not xml".getBytes(StandardCharsets.UTF_8), List.of()), "cannot be read");
    }

    @Test
    void aSecondSignatureFails() {
        byte[] signed = sign(SecurityTestMessages.envelope(List.of()), List.of());
        byte[] twice = signer.sign(
                signed,
                List.of(),
                new PrivateCredential(
                        PKI.party(TestPki.PARTY_2).privateKey(),
                        PKI.party(TestPki.PARTY_2).chain()),
                SignatureAlgorithms.DEFAULT);

        assertFails(verify(twice, List.of()), "holds 2 ds:Signature elements");
    }

    @Test
    void aSignatureMovedOutOfTheHeaderFails() throws Exception {
        Document document = SecureXml.parse(sign(SecurityTestMessages.envelope(List.of()), List.of()));
        Element signature =
                (Element) document.getElementsByTagNameNS(nl.opendk.ebms.protocol.codec.EbmsNamespaces.DS, "Signature")
                        .item(0);
        document.getElementsByTagNameNS(SOAP, "Body").item(0).appendChild(signature);

        assertFails(verify(SecureXml.write(document), List.of()), "must be a child of the single SOAP:Header");
    }

    @Test
    void theSignedHeaderMovedIntoAWrapperBesideAForgedOneFails() throws Exception {
        byte[] wrapped = wrapOriginalHeader(null);

        assertFails(verify(wrapped, List.of()), "the content was changed after signing: [the envelope]");
    }

    @Test
    void aWrapperHiddenFromTheSignatureByTheNextMshActorFails() throws Exception {
        byte[] wrapped = wrapOriginalHeader("http://schemas.xmlsoap.org/soap/actor/next");

        assertFails(verify(wrapped, List.of()), "w:Wrapper targets the next MSH");
    }

    /** The signed MessageHeader moved into a wrapper element, a forged one put in its place. */
    private byte[] wrapOriginalHeader(String actor) throws Exception {
        Document document = SecureXml.parse(sign(SecurityTestMessages.envelope(List.of()), List.of()));
        Element header =
                (Element) document.getElementsByTagNameNS(SOAP, "Header").item(0);
        Element original =
                (Element) document.getElementsByTagNameNS(EB, "MessageHeader").item(0);
        Element forged = (Element) original.cloneNode(true);
        forged.getElementsByTagNameNS(EB, "Action").item(0).setTextContent("Betaal");
        Element wrapper = document.createElementNS("urn:attacker", "w:Wrapper");
        wrapper.setAttributeNS("http://www.w3.org/2000/xmlns/", "xmlns:w", "urn:attacker");
        if (actor != null) {
            wrapper.setAttributeNS(SOAP, "soap:actor", actor);
        }
        header.insertBefore(wrapper, original);
        wrapper.appendChild(original);
        header.insertBefore(forged, wrapper);
        return SecureXml.write(document);
    }

    @Test
    void aReferenceByIdFails() throws Exception {
        byte[] signed = HandMadeSignatures.sign(
                SecurityTestMessages.envelope(List.of()),
                List.of(),
                SENDER,
                SignatureAlgorithms.RSA_SHA256,
                SignatureAlgorithms.SHA256,
                EbmsXPathFilter.EXPRESSION,
                "body");

        assertFails(verify(signed, List.of()), "Reference URI \"#body\" is not allowed");
    }

    @Test
    void rsaSha1IsRefusedEvenWhenTheSignatureIsValid() throws Exception {
        byte[] signed = HandMadeSignatures.sign(
                SecurityTestMessages.envelope(List.of()),
                List.of(),
                SENDER,
                RSA_SHA1,
                SignatureAlgorithms.SHA256,
                EbmsXPathFilter.EXPRESSION,
                null);

        assertFails(verify(signed, List.of()), "SignatureMethod " + RSA_SHA1 + " is not allowed");
    }

    @Test
    void aSha1DigestIsRefusedEvenWhenTheSignatureIsValid() throws Exception {
        List<PayloadPart> parts = SecurityTestMessages.binaryParts(1);
        byte[] signed = HandMadeSignatures.sign(
                SecurityTestMessages.envelope(parts),
                parts,
                SENDER,
                SignatureAlgorithms.RSA_SHA256,
                SHA1,
                EbmsXPathFilter.EXPRESSION,
                null);

        assertFails(verify(signed, parts), "DigestMethod " + SHA1 + " is not allowed");
    }

    @Test
    void anAllowedAlgorithmTheCpaDoesNotNameIsRefused() {
        byte[] signed = signer.sign(
                SecurityTestMessages.envelope(List.of()),
                List.of(),
                SENDER,
                new SignatureAlgorithms(SignatureAlgorithms.RSA_SHA512, SignatureAlgorithms.SHA512));
        AlgorithmPolicy cpa =
                AlgorithmPolicy.forCpa(List.of(SignatureAlgorithms.RSA_SHA256), SignatureAlgorithms.SHA256);

        assertFails(
                verifier.verify(signed, List.of(), SENDER_CERTIFICATE, cpa),
                "SignatureMethod " + SignatureAlgorithms.RSA_SHA512 + " is not allowed");
    }

    @Test
    void aCpaNamingOnlyDisallowedAlgorithmsAcceptsNothing() {
        byte[] signed = sign(SecurityTestMessages.envelope(List.of()), List.of());
        AlgorithmPolicy cpa = AlgorithmPolicy.forCpa(List.of(RSA_SHA1), SHA1);

        assertThat(cpa.signatureMethods()).isEmpty();
        assertFails(verifier.verify(signed, List.of(), SENDER_CERTIFICATE, cpa), "allowed under this CPA");
    }

    @Test
    void aPolicyCannotWidenTheDigikoppelingAlgorithms() {
        assertThatThrownBy(() -> new AlgorithmPolicy(java.util.Set.of(RSA_SHA1), java.util.Set.of(SHA1)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void anotherXPathFilterIsRefusedBecauseItCouldLeaveContentUnsigned() throws Exception {
        byte[] signed = HandMadeSignatures.sign(
                SecurityTestMessages.envelope(List.of()),
                List.of(),
                SENDER,
                SignatureAlgorithms.RSA_SHA256,
                SignatureAlgorithms.SHA256,
                "not(ancestor-or-self::SOAP:Body)",
                null);

        assertFails(verify(signed, List.of()), "the XPath transform must be the ebMS filter");
    }

    @Test
    void aSignatureWithoutTheXPathFilterCoversEverythingAndVerifies() throws Exception {
        byte[] signed = HandMadeSignatures.sign(
                SecurityTestMessages.envelope(List.of()),
                List.of(),
                SENDER,
                SignatureAlgorithms.RSA_SHA256,
                SignatureAlgorithms.SHA256,
                null,
                null);

        assertThat(verify(signed, List.of()).isVerified()).isTrue();
    }

    @Test
    void aSyncReplyForTheNextMshMayChangeAfterSigning() {
        byte[] envelope = envelopeWithHeader("<eb:SyncReply eb:version=\"2.0\" soap:mustUnderstand=\"1\""
                + " soap:actor=\"http://schemas.xmlsoap.org/soap/actor/next\"/>");
        String signed = new String(sign(envelope, List.of()), StandardCharsets.UTF_8);
        int start = signed.indexOf("<eb:SyncReply");
        int end = signed.indexOf("</eb:SyncReply>") + "</eb:SyncReply>".length();

        byte[] withoutSyncReply = (signed.substring(0, start) + signed.substring(end)).getBytes(StandardCharsets.UTF_8);

        assertThat(verify(withoutSyncReply, List.of()).isVerified()).isTrue();
    }

    @Test
    void anythingElseTheFilterLeavesUnsignedIsRefused() {
        byte[] envelope = envelopeWithHeader("<eb:AckRequested eb:version=\"2.0\" soap:mustUnderstand=\"1\""
                + " soap:actor=\"urn:oasis:names:tc:ebxml-msg:actor:nextMSH\" eb:signed=\"false\"/>");

        assertFails(verify(sign(envelope, List.of()), List.of()), "eb:AckRequested targets the next MSH");
    }

    private static byte[] envelopeWithHeader(String headerElement) {
        String envelope = new String(SecurityTestMessages.envelope(List.of()), StandardCharsets.UTF_8);
        return envelope.replace("</soap:Header>", headerElement + "</soap:Header>")
                .getBytes(StandardCharsets.UTF_8);
    }

    private byte[] sign(byte[] envelope, List<PayloadPart> parts) {
        return signer.sign(envelope, parts, SENDER, SignatureAlgorithms.DEFAULT);
    }

    private VerificationResult verify(byte[] envelope, List<PayloadPart> parts) {
        return verifier.verify(envelope, parts, SENDER_CERTIFICATE, AlgorithmPolicy.DIGIKOPPELING);
    }

    private static byte[] replace(byte[] signed, String target, String replacement) {
        String text = new String(signed, StandardCharsets.UTF_8);
        assertThat(text).contains(target);
        return text.replace(target, replacement).getBytes(StandardCharsets.UTF_8);
    }

    private static void assertFails(VerificationResult result, String description) {
        assertThat(result.isVerified()).isFalse();
        assertThat(result.references()).isEmpty();
        assertThat(result.errors()).allSatisfy(error -> {
            assertThat(error.code()).isEqualTo(EbmsErrorCode.SECURITY_FAILURE);
            assertThat(error.location()).isEqualTo(ErrorLocation.SIGNATURE);
        });
        assertThat(result.errors())
                .anySatisfy(error -> assertThat(error.description()).contains(description));
    }
}
