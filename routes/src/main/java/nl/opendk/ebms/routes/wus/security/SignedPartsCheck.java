package nl.opendk.ebms.routes.wus.security;

import jakarta.xml.soap.SOAPException;
import jakarta.xml.soap.SOAPMessage;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import javax.xml.namespace.QName;
import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.binding.soap.interceptor.AbstractSoapInterceptor;
import org.apache.cxf.helpers.CastUtils;
import org.apache.cxf.helpers.DOMUtils;
import org.apache.cxf.message.MessageUtils;
import org.apache.cxf.phase.Phase;
import org.apache.wss4j.common.WSS4JConstants;
import org.apache.wss4j.dom.WSConstants;
import org.apache.wss4j.dom.WSDataRef;
import org.apache.wss4j.dom.engine.WSSecurityEngineResult;
import org.apache.wss4j.dom.handler.WSHandlerConstants;
import org.apache.wss4j.dom.handler.WSHandlerResult;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * DK-WUS WB004: the verified signature must cover the Body, the Timestamp and every WS-Addressing header the
 * request has, each by its own reference. WSS4J verifies what a signature references but not that it references
 * these, so a signature over the Body alone would pass it while a forged wsa:To or wsa:Action rides along. Runs
 * right after {@link WusSecurityInInterceptor}, and leaves the signer's certificate on the message as
 * {@link #SIGNER_CERTIFICATE} for the authorisation by OIN.
 */
public final class SignedPartsCheck extends AbstractSoapInterceptor {

    /** CXF message property: the {@link X509Certificate} whose signature was verified. */
    public static final String SIGNER_CERTIFICATE = "nl.opendk.ebms.wus.signerCertificate";

    /** WSS 1.0 §12: the security header is not as the receiver's policy requires. */
    static final QName INVALID_SECURITY = new QName(WSS4JConstants.WSSE_NS, "InvalidSecurity", "wsse");

    /**
     * WS-Addressing 1.0, and the 2004/08 submission CXF also reads: a header in either steers the exchange, so
     * either must be signed, whichever version the WUS rules then refuse (DK-WUS WA001).
     */
    private static final Set<String> WS_ADDRESSING =
            Set.of(WusSecurityProperties.WSA, "http://schemas.xmlsoap.org/ws/2004/08/addressing");

    public SignedPartsCheck() {
        super(Phase.PRE_PROTOCOL);
        addAfter(WusSecurityInInterceptor.class.getName());
    }

    @Override
    public void handleMessage(SoapMessage message) {
        if (MessageUtils.isRequestor(message) && isFault(message)) {
            // a partner's Fault to our request goes back to our back end as it came; it is not its response
            return;
        }
        Set<Element> signed = Collections.newSetFromMap(new IdentityHashMap<>());
        X509Certificate signer = null;
        List<WSHandlerResult> results = CastUtils.cast((List<?>) message.get(WSHandlerConstants.RECV_RESULTS));
        for (WSHandlerResult result : results == null ? List.<WSHandlerResult>of() : results) {
            for (WSSecurityEngineResult signature :
                    result.getActionResults().getOrDefault(WSConstants.SIGN, List.of())) {
                X509Certificate certificate =
                        (X509Certificate) signature.get(WSSecurityEngineResult.TAG_X509_CERTIFICATE);
                if (signer != null && !signer.equals(certificate)) {
                    throw refused("the message carries signatures by more than one certificate");
                }
                signer = certificate;
                List<WSDataRef> references =
                        CastUtils.cast((List<?>) signature.get(WSSecurityEngineResult.TAG_DATA_REF_URIS));
                if (references != null) {
                    references.forEach(reference -> signed.add(reference.getProtectedElement()));
                }
            }
        }
        if (signer == null) {
            throw refused("the message is not signed");
        }
        Element envelope = envelope(message);
        for (Element part : DOMUtils.getChildrenWithNamespace(envelope, WusSecurityProperties.SOAP_11)) {
            if ("Body".equals(part.getLocalName())) {
                requireSigned(signed, part, "soap:Body");
            } else if ("Header".equals(part.getLocalName())) {
                checkHeader(signed, part);
            }
        }
        message.put(SIGNER_CERTIFICATE, signer);
    }

    private static void checkHeader(Set<Element> signed, Element header) {
        boolean timestamp = false;
        for (Element block : children(header)) {
            if (WS_ADDRESSING.contains(block.getNamespaceURI())) {
                requireSigned(signed, block, "wsa:" + block.getLocalName());
            } else if (WSS4JConstants.WSSE_NS.equals(block.getNamespaceURI())) {
                for (Element stamp : DOMUtils.getChildrenWithName(block, WusSecurityProperties.WSU, "Timestamp")) {
                    requireSigned(signed, stamp, "wsu:Timestamp");
                    timestamp = true;
                }
            }
        }
        if (!timestamp) {
            throw refused("the message has no wsu:Timestamp");
        }
    }

    private static List<Element> children(Element parent) {
        List<Element> children = new ArrayList<>();
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element) {
                children.add(element);
            }
        }
        return children;
    }

    private static void requireSigned(Set<Element> signed, Element part, String name) {
        if (!signed.contains(part)) {
            throw refused("the signature does not cover " + name);
        }
    }

    private static Element envelope(SoapMessage message) {
        try {
            return (Element) DOMUtils.getDomElement(
                    message.getContent(SOAPMessage.class).getSOAPPart().getEnvelope());
        } catch (SOAPException e) {
            throw refused("the message is not a SOAP envelope");
        }
    }

    /** Read on the DOM: after decryption the Body holds elements SAAJ's own view of it does not know. */
    private static boolean isFault(SoapMessage message) {
        Element envelope = envelope(message);
        for (Element part : DOMUtils.getChildrenWithName(envelope, WusSecurityProperties.SOAP_11, "Body")) {
            for (Element content : children(part)) {
                return WusSecurityProperties.SOAP_11.equals(content.getNamespaceURI())
                        && "Fault".equals(content.getLocalName());
            }
        }
        return false;
    }

    private static SoapFault refused(String reason) {
        // DK-WUS WB004, WB013
        return new SoapFault("WB004: " + reason, INVALID_SECURITY);
    }
}
