package nl.opendk.ebms.protocol.security.sign;

import static nl.opendk.ebms.protocol.codec.EbmsNamespaces.SOAP;

import java.util.List;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.security.keys.PrivateCredential;
import nl.opendk.ebms.protocol.security.xml.SecureXml;
import org.apache.xml.security.signature.XMLSignature;
import org.apache.xml.security.transforms.Transforms;
import org.apache.xml.security.transforms.params.XPathContainer;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Valid signatures the adapter itself would never make (disallowed algorithms, other filters, ID references), made
 * straight with Santuario so tests can show the verifier refuses them for that reason and not for a broken value.
 */
final class HandMadeSignatures {

    private HandMadeSignatures() {}

    /**
     * @param xpath the XPath filter to use, or null for none
     * @param idReference an extra reference "#id" to the SOAP Body, which gets that Id, or null for none
     */
    static byte[] sign(
            byte[] envelope,
            List<PayloadPart> parts,
            PrivateCredential key,
            String signatureMethod,
            String digestMethod,
            String xpath,
            String idReference)
            throws Exception {
        Document document = SecureXml.parse(envelope);
        Element root = document.getDocumentElement();
        Element header = (Element) root.getElementsByTagNameNS(SOAP, "Header").item(0);
        XMLSignature signature = new XMLSignature(document, "", signatureMethod, SecureXml.C14N);
        header.appendChild(signature.getElement());
        Transforms transforms = new Transforms(document);
        transforms.addTransform(Transforms.TRANSFORM_ENVELOPED_SIGNATURE);
        if (xpath != null) {
            XPathContainer container = new XPathContainer(document);
            container.setXPathNamespaceContext("SOAP", SOAP);
            container.setXPath(xpath);
            transforms.addTransform(Transforms.TRANSFORM_XPATH, container.getElementPlusReturns());
        }
        transforms.addTransform(Transforms.TRANSFORM_C14N_OMIT_COMMENTS);
        signature.addDocument("", transforms, digestMethod);
        for (PayloadPart part : parts) {
            signature.addDocument("cid:" + part.contentId(), null, digestMethod);
        }
        if (idReference != null) {
            Element body = (Element) root.getElementsByTagNameNS(SOAP, "Body").item(0);
            body.setAttributeNS(null, "Id", idReference);
            body.setIdAttributeNS(null, "Id", true);
            signature.addDocument("#" + idReference, null, digestMethod);
        }
        signature.addResourceResolver(new CidResolver(parts));
        signature.addKeyInfo(key.certificate());
        signature.sign(key.privateKey());
        return SecureXml.write(document);
    }
}
