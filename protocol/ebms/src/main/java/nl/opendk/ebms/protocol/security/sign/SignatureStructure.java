package nl.opendk.ebms.protocol.security.sign;

import static nl.opendk.ebms.protocol.codec.EbmsNamespaces.DS;
import static nl.opendk.ebms.protocol.codec.EbmsNamespaces.EB;
import static nl.opendk.ebms.protocol.codec.EbmsNamespaces.SOAP;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.error.SecurityFailures;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.security.xml.DomElements;
import nl.opendk.ebms.protocol.security.xml.SecureXml;
import org.apache.xml.security.signature.Manifest;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The shape a signature must have before any cryptography is done, so that what is verified is what the adapter
 * reads (defence against signature wrapping): exactly one ds:Signature, a child of the envelope's SOAP:Header;
 * one Reference URI="" (the whole document, never an ID or an external URI) with only the ebMS transforms; one
 * cid: Reference per payload part and none for anything else; only the allowed algorithms; and nothing left out
 * by the ebMS XPath filter but eb:SyncReply, the one header ebMS 2.0 §4.1.3 lets intermediaries change.
 */
final class SignatureStructure {

    /** Santuario's secure validation allows 30 references per SignedInfo; one is the envelope's. */
    static final int MAX_PAYLOAD_PARTS = Manifest.MAXIMUM_REFERENCE_COUNT - 1;

    private static final Set<String> CANONICALIZATIONS = Set.of(SecureXml.C14N, SecureXml.EXCLUSIVE_C14N);
    private static final Set<String> SIGNATURE_CHILDREN = Set.of("SignedInfo", "SignatureValue", "KeyInfo");
    private static final String ENVELOPED = "http://www.w3.org/2000/09/xmldsig#enveloped-signature";
    private static final String XPATH = "http://www.w3.org/TR/1999/REC-xpath-19991116";

    private final List<EbmsError> errors;

    private SignatureStructure(List<EbmsError> errors) {
        this.errors = errors;
    }

    /** The ds:Signature element when the shape is sound; otherwise null, with the findings added to errors. */
    static Element check(Document document, List<PayloadPart> parts, AlgorithmPolicy policy, List<EbmsError> errors) {
        SignatureStructure structure = new SignatureStructure(errors);
        int before = errors.size();
        Element signature = structure.locate(document);
        Element signedInfo = signature == null ? null : structure.signedInfo(signature);
        if (signedInfo != null) {
            structure.checkSignedInfo(signedInfo, parts, policy);
        }
        return errors.size() == before ? signature : null;
    }

    private Element locate(Document document) {
        NodeList signatures = document.getElementsByTagNameNS(DS, "Signature");
        if (signatures.getLength() != 1) {
            fail(
                    signatures.getLength() == 0
                            ? "the message is not signed, but the CPA requires a signature (ebMS 2.0 §4.1)"
                            : "the message holds " + signatures.getLength()
                                    + " ds:Signature elements; exactly one is allowed");
            return null;
        }
        Element signature = (Element) signatures.item(0);
        Element root = document.getDocumentElement();
        Element header = DomElements.is(root, SOAP, "Envelope") ? DomElements.single(root, SOAP, "Header") : null;
        if (header == null || signature.getParentNode() != header) {
            fail("ds:Signature must be a child of the single SOAP:Header of the envelope (ebMS 2.0 §4.1.3)");
            return null;
        }
        return signature;
    }

    private Element signedInfo(Element signature) {
        for (Element child : DomElements.children(signature)) {
            if (!DS.equals(child.getNamespaceURI()) || !SIGNATURE_CHILDREN.contains(child.getLocalName())) {
                fail("ds:Signature may not contain " + child.getLocalName() + " (only SignedInfo, SignatureValue"
                        + " and KeyInfo are used by ebMS)");
            }
        }
        Element signedInfo = DomElements.single(signature, DS, "SignedInfo");
        if (signedInfo == null || DomElements.single(signature, DS, "SignatureValue") == null) {
            fail("ds:Signature needs exactly one SignedInfo and one SignatureValue");
            return null;
        }
        return signedInfo;
    }

    private void checkSignedInfo(Element signedInfo, List<PayloadPart> parts, AlgorithmPolicy policy) {
        String canonicalization = algorithm(signedInfo, "CanonicalizationMethod");
        if (!CANONICALIZATIONS.contains(canonicalization)) {
            fail("CanonicalizationMethod " + canonicalization + " is not allowed; use " + SecureXml.C14N);
        }
        String signatureMethod = algorithm(signedInfo, "SignatureMethod");
        if (!policy.allowsSignatureMethod(signatureMethod)) {
            fail("SignatureMethod " + signatureMethod + " is not allowed; allowed under this CPA (DK SIGN004): "
                    + policy.signatureMethods());
        }
        checkReferences(DomElements.children(signedInfo, DS, "Reference"), parts, policy);
    }

    private void checkReferences(List<Element> references, List<PayloadPart> parts, AlgorithmPolicy policy) {
        if (references.size() != parts.size() + 1 || parts.size() > MAX_PAYLOAD_PARTS) {
            fail("the signature has " + references.size() + " references; expected one for the envelope and one"
                    + " per payload part (" + parts.size() + ", at most " + MAX_PAYLOAD_PARTS + ")");
        }
        Set<String> partIds = new HashSet<>();
        parts.forEach(part -> partIds.add(part.contentId()));
        Set<String> covered = new HashSet<>();
        int envelopeReferences = 0;
        for (Element reference : references) {
            checkDigest(reference, policy);
            String uri = DomElements.attribute(reference, "URI");
            if ("".equals(uri)) {
                envelopeReferences++;
                checkEnvelopeTransforms(reference);
            } else {
                checkPartReference(reference, uri, partIds, covered);
            }
        }
        if (envelopeReferences != 1) {
            fail("the signature must have exactly one Reference URI=\"\" covering the envelope, it has "
                    + envelopeReferences);
        }
        for (PayloadPart part : parts) {
            if (!covered.contains(part.contentId())) {
                fail("payload part <" + part.contentId() + "> is not covered by the signature");
            }
        }
    }

    private void checkPartReference(Element reference, String uri, Set<String> partIds, Set<String> covered) {
        String contentId = CidUris.contentId(uri);
        if (contentId == null) {
            fail("Reference URI \"" + uri + "\" is not allowed: only \"\" and cid: references are (ebMS 2.0 §4.1.3)");
        } else if (!partIds.contains(contentId)) {
            fail("Reference " + uri + " names no payload part of this message");
        } else if (!covered.add(contentId)) {
            fail("payload part <" + contentId + "> is referenced more than once");
        }
        if (!DomElements.children(reference, DS, "Transforms").isEmpty()) {
            fail("Reference " + uri + " may not have transforms: a payload part is digested as its bytes");
        }
    }

    /** ebMS 2.0 §4.1.3: enveloped-signature and the ebMS XPath filter, optionally followed by C14N. */
    private void checkEnvelopeTransforms(Element reference) {
        Element container = DomElements.single(reference, DS, "Transforms");
        List<Element> transforms = container == null ? List.of() : DomElements.children(container, DS, "Transform");
        boolean enveloped = false;
        boolean xpath = false;
        for (int i = 0; i < transforms.size(); i++) {
            Element transform = transforms.get(i);
            String algorithm = DomElements.attribute(transform, "Algorithm");
            if (ENVELOPED.equals(algorithm) && !enveloped) {
                enveloped = true;
            } else if (XPATH.equals(algorithm) && !xpath) {
                xpath = true;
                checkXPath(transform);
            } else if (!CANONICALIZATIONS.contains(algorithm) || i != transforms.size() - 1) {
                fail("Transform " + algorithm + " is not allowed here (ebMS 2.0 §4.1.3)");
            }
        }
        if (!enveloped) {
            fail("the envelope Reference must use the enveloped-signature transform (ebMS 2.0 §4.1.3)");
        }
        if (xpath) {
            checkNothingUnsignedButSyncReply(reference.getOwnerDocument());
        }
    }

    private void checkXPath(Element transform) {
        Element xpath = DomElements.single(transform, DS, "XPath");
        if (xpath == null || !EbmsXPathFilter.matches(xpath)) {
            fail("the XPath transform must be the ebMS filter of §4.1.3 with its prefix bound to the SOAP 1.1"
                    + " namespace; any other filter would leave parts of the message unsigned");
        }
    }

    /** What the ebMS filter leaves out is unsigned: only eb:SyncReply, directly under SOAP:Header, may be. */
    private void checkNothingUnsignedButSyncReply(Document document) {
        NodeList elements = document.getElementsByTagNameNS("*", "*");
        for (int i = 0; i < elements.getLength(); i++) {
            Element element = (Element) elements.item(i);
            if (EbmsXPathFilter.excludes(element) && !isHeaderSyncReply(element)) {
                fail(element.getTagName() + " targets the next MSH (SOAP actor) and so is not covered by the"
                        + " signature; only eb:SyncReply may be");
            }
        }
    }

    private static boolean isHeaderSyncReply(Element element) {
        return DomElements.is(element, EB, "SyncReply")
                && DomElements.is(element.getParentNode(), SOAP, "Header")
                && element.getParentNode().getParentNode()
                        == element.getOwnerDocument().getDocumentElement();
    }

    private void checkDigest(Element reference, AlgorithmPolicy policy) {
        String digest = algorithm(reference, "DigestMethod");
        if (!policy.allowsDigestMethod(digest)) {
            fail("DigestMethod " + digest + " is not allowed; allowed under this CPA (DK SIGN003): "
                    + policy.digestMethods());
        }
    }

    private static String algorithm(Element parent, String child) {
        Element element = DomElements.single(parent, DS, child);
        return element == null ? null : DomElements.attribute(element, "Algorithm");
    }

    private void fail(String description) {
        errors.add(SecurityFailures.failure(ErrorLocation.SIGNATURE, description));
    }
}
