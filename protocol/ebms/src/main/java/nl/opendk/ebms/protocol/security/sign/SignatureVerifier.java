package nl.opendk.ebms.protocol.security.sign;

import static nl.opendk.ebms.protocol.codec.EbmsNamespaces.DS;

import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.error.SecurityFailures;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.security.certificate.CertificateNames;
import nl.opendk.ebms.protocol.security.xml.DomElements;
import nl.opendk.ebms.protocol.security.xml.SecureXml;
import org.apache.xml.security.exceptions.XMLSecurityException;
import org.apache.xml.security.parser.XMLParserException;
import org.apache.xml.security.signature.SignedInfo;
import org.apache.xml.security.signature.XMLSignature;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Verifies the XMLDSig signature of an inbound message (ebMS 2.0 §4.1) against the sender's certificate from the
 * CPA. The envelope is parsed once; the shape of the signature is checked before any cryptography
 * ({@link SignatureStructure}); then Santuario verifies with secure validation on, using the key of the CPA's
 * certificate only: whatever ds:KeyInfo holds is never trusted.
 */
public final class SignatureVerifier {

    static {
        EbmsXPathTransform.install();
    }

    /**
     * Verifies one message. The envelope is parsed into a DOM without DOCTYPEs but without the decoder's size and
     * depth limits, so it must be one the {@code RequestDecoder} has already accepted.
     *
     * @param envelope the SOAP envelope exactly as received
     * @param parts the payload parts exactly as received
     * @param senderCertificate the signing certificate the CPA names for the sender
     * @param policy the algorithms allowed under this CPA
     */
    public VerificationResult verify(
            byte[] envelope, List<PayloadPart> parts, X509Certificate senderCertificate, AlgorithmPolicy policy) {
        Document document;
        try {
            document = SecureXml.parse(envelope);
        } catch (XMLParserException e) {
            return failed("the envelope cannot be read for signature verification: " + e.getMessage());
        }
        List<EbmsError> errors = new ArrayList<>();
        Element signature = SignatureStructure.check(document, parts, policy, errors);
        if (signature == null) {
            return VerificationResult.failed(errors);
        }
        try {
            return verifyValue(signature, parts, senderCertificate);
        } catch (XMLSecurityException e) {
            return failed("the signature cannot be verified: " + e.getMessage());
        }
    }

    private static VerificationResult verifyValue(
            Element signatureElement, List<PayloadPart> parts, X509Certificate senderCertificate)
            throws XMLSecurityException {
        XMLSignature signature = new XMLSignature(signatureElement, "", true);
        signature.addResourceResolver(new CidResolver(parts));
        if (signature.checkSignatureValue(senderCertificate.getPublicKey())) {
            return VerificationResult.verified(references(signature.getSignedInfo()));
        }
        return VerificationResult.failed(List.of(whyNot(signature.getSignedInfo(), senderCertificate)));
    }

    /** Santuario checks the SignatureValue first and the references only when it verifies. */
    private static EbmsError whyNot(SignedInfo signedInfo, X509Certificate senderCertificate) {
        var results = signedInfo.getVerificationResults();
        if (results == null || results.isEmpty()) {
            return SecurityFailures.failure(
                    ErrorLocation.SIGNATURE,
                    "the SignatureValue does not verify with the sender's certificate from the CPA ("
                            + CertificateNames.of(senderCertificate.getSubjectX500Principal()) + ", serial "
                            + senderCertificate.getSerialNumber().toString(16) + ")");
        }
        List<String> changed = new ArrayList<>();
        for (var result : results) {
            if (!result.isValid()) {
                changed.add("".equals(result.getUri()) ? "the envelope" : result.getUri());
            }
        }
        return SecurityFailures.failure(
                ErrorLocation.SIGNATURE,
                "the digest does not match, the content was changed after signing: " + changed);
    }

    private static List<VerifiedReference> references(SignedInfo signedInfo) {
        List<VerifiedReference> references = new ArrayList<>();
        for (Element reference : DomElements.children(signedInfo.getElement(), DS, "Reference")) {
            Element digestMethod = DomElements.single(reference, DS, "DigestMethod");
            Element digestValue = DomElements.single(reference, DS, "DigestValue");
            references.add(new VerifiedReference(
                    DomElements.attribute(reference, "URI"),
                    DomElements.attribute(digestMethod, "Algorithm"),
                    digestValue.getTextContent().replaceAll("\\s+", ""),
                    SecureXml.canonical(reference)));
        }
        return references;
    }

    private static VerificationResult failed(String description) {
        return VerificationResult.failed(List.of(SecurityFailures.failure(ErrorLocation.SIGNATURE, description)));
    }
}
