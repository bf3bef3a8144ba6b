package nl.opendk.ebms.routes.wus.security;

import java.util.Map;
import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.ws.security.wss4j.WSS4JOutInterceptor;

/**
 * Secures a fault the way the service's responses are secured (DK-WUS WB011: one profile for every message of a
 * service), but only once the request's own signature was verified: the fault then carries the SignatureConfirmation
 * and, in 2W-be-SE, is encrypted for the request's signer (WB012). A fault about the request's security itself goes
 * out unsigned, as there is no verified requester to confirm or encrypt for.
 */
final class FaultSecurity extends WSS4JOutInterceptor {

    FaultSecurity(Map<String, Object> properties) {
        super(properties);
    }

    @Override
    public void handleMessage(SoapMessage fault) {
        if (fault.getExchange().getInMessage().get(SignedPartsCheck.SIGNER_CERTIFICATE) != null) {
            super.handleMessage(fault);
        }
    }
}
