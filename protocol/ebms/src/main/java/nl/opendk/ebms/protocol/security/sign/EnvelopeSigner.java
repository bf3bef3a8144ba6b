package nl.opendk.ebms.protocol.security.sign;

import static nl.opendk.ebms.protocol.codec.EbmsNamespaces.SOAP;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.security.keys.PrivateCredential;
import nl.opendk.ebms.protocol.security.xml.DomElements;
import nl.opendk.ebms.protocol.security.xml.SecureXml;
import org.apache.xml.security.exceptions.XMLSecurityException;
import org.apache.xml.security.parser.XMLParserException;
import org.apache.xml.security.signature.XMLSignature;
import org.apache.xml.security.transforms.Transforms;
import org.apache.xml.security.transforms.params.XPathContainer;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Signs an outgoing envelope as ebMS 2.0 §4.1.3 describes: a ds:Signature as the last child of SOAP:Header, with
 * one Reference URI="" over the envelope (enveloped-signature, the ebMS XPath filter, inclusive C14N) and one
 * Reference per payload part by cid:. SignedInfo is canonicalized with inclusive C14N (DK digest §1.7).
 */
public final class EnvelopeSigner {

    static {
        EbmsXPathTransform.install();
    }

    /** Santuario's secure validation accepts at most 30 references; one is the envelope's. */
    public static final int MAX_PAYLOAD_PARTS = SignatureStructure.MAX_PAYLOAD_PARTS;

    /**
     * Returns the signed envelope: the input envelope, in canonical form, with the signature added.
     *
     * @param envelope a SOAP 1.1 envelope with a SOAP:Header, as {@code EnvelopeWriter} writes them
     * @param parts the payload parts exactly as they will be sent; each gets a cid: reference
     * @throws IllegalArgumentException when the envelope has no SOAP:Header or the parts cannot be referenced
     */
    public byte[] sign(
            byte[] envelope, List<PayloadPart> parts, PrivateCredential key, SignatureAlgorithms algorithms) {
        checkParts(parts);
        Document document = parse(envelope);
        Element header = header(document);
        try {
            XMLSignature signature = new XMLSignature(document, "", algorithms.signatureMethod(), SecureXml.C14N);
            header.appendChild(signature.getElement());
            signature.addDocument("", envelopeTransforms(document), algorithms.digestMethod());
            for (PayloadPart part : parts) {
                signature.addDocument(CidUris.uri(part.contentId()), null, algorithms.digestMethod());
            }
            signature.addResourceResolver(new CidResolver(parts));
            signature.addKeyInfo(key.certificate());
            signature.addKeyInfo(key.certificate().getPublicKey());
            signature.sign(key.privateKey());
        } catch (XMLSecurityException e) {
            throw new IllegalStateException("signing failed: " + e.getMessage(), e);
        }
        return SecureXml.write(document);
    }

    /** ebMS 2.0 §4.1.3: enveloped-signature, then the XPath filter, then inclusive C14N. */
    private static Transforms envelopeTransforms(Document document) throws XMLSecurityException {
        Transforms transforms = new Transforms(document);
        transforms.addTransform(Transforms.TRANSFORM_ENVELOPED_SIGNATURE);
        XPathContainer xpath = new XPathContainer(document);
        xpath.setXPathNamespaceContext(EbmsXPathFilter.PREFIX, SOAP);
        xpath.setXPath(EbmsXPathFilter.EXPRESSION);
        transforms.addTransform(Transforms.TRANSFORM_XPATH, xpath.getElementPlusReturns());
        transforms.addTransform(Transforms.TRANSFORM_C14N_OMIT_COMMENTS);
        return transforms;
    }

    private static void checkParts(List<PayloadPart> parts) {
        if (parts.size() > MAX_PAYLOAD_PARTS) {
            throw new IllegalArgumentException("a signed message can carry at most " + MAX_PAYLOAD_PARTS
                    + " payload parts, this one has " + parts.size());
        }
        Set<String> contentIds = new HashSet<>();
        for (PayloadPart part : parts) {
            if (part.contentId().isEmpty() || !contentIds.add(part.contentId())) {
                throw new IllegalArgumentException(
                        "every payload part needs its own Content-ID to be signed, <" + part.contentId() + "> is not");
            }
        }
    }

    private static Document parse(byte[] envelope) {
        try {
            return SecureXml.parse(envelope);
        } catch (XMLParserException e) {
            throw new IllegalArgumentException("the envelope to sign is not well-formed XML: " + e.getMessage(), e);
        }
    }

    private static Element header(Document document) {
        Element root = document.getDocumentElement();
        Element header = DomElements.is(root, SOAP, "Envelope") ? DomElements.single(root, SOAP, "Header") : null;
        if (header == null) {
            throw new IllegalArgumentException("the envelope to sign has no single SOAP 1.1 Header");
        }
        return header;
    }
}
