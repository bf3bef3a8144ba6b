package nl.opendk.ebms.routes.wus.security;

import java.util.List;
import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.binding.soap.interceptor.AbstractSoapInterceptor;
import org.apache.cxf.helpers.CastUtils;
import org.apache.cxf.phase.Phase;
import org.apache.wss4j.dom.WSConstants;
import org.apache.wss4j.dom.engine.WSSecurityEngineResult;
import org.apache.wss4j.dom.handler.WSHandlerConstants;
import org.apache.wss4j.dom.handler.WSHandlerResult;

/**
 * DK-WUS WB006: sign first, then encrypt, so the receiver decrypts and then verifies a signature over the plain
 * Body. WSS4J accepts the security actions in any order; a request whose signature was verified before its Body
 * was decrypted was signed over ciphertext, which says nothing about what the sender meant, and is refused.
 */
public final class SignBeforeEncryptCheck extends AbstractSoapInterceptor {

    public SignBeforeEncryptCheck() {
        super(Phase.PRE_PROTOCOL);
        addAfter(WusSecurityInInterceptor.class.getName());
    }

    @Override
    public void handleMessage(SoapMessage message) {
        List<WSHandlerResult> results = CastUtils.cast((List<?>) message.get(WSHandlerConstants.RECV_RESULTS));
        for (WSHandlerResult result : results == null ? List.<WSHandlerResult>of() : results) {
            if (signedCiphertext(result.getResults())) {
                throw new SoapFault(
                        "WB006: the request was encrypted before it was signed", SignedPartsCheck.INVALID_SECURITY);
            }
        }
    }

    /** WSS4J lists results in the reverse of the order it processed the header in. */
    private static boolean signedCiphertext(List<WSSecurityEngineResult> newestFirst) {
        boolean decrypted = false;
        for (WSSecurityEngineResult result : newestFirst) {
            Integer action = (Integer) result.get(WSSecurityEngineResult.TAG_ACTION);
            if (action != null && action == WSConstants.ENCR && hasReferences(result)) {
                decrypted = true;
            } else if (action != null && action == WSConstants.SIGN && decrypted) {
                return true;
            }
        }
        return false;
    }

    private static boolean hasReferences(WSSecurityEngineResult result) {
        List<?> references = (List<?>) result.get(WSSecurityEngineResult.TAG_DATA_REF_URIS);
        return references != null && !references.isEmpty();
    }
}
