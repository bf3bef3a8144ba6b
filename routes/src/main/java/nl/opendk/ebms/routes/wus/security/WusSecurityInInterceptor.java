package nl.opendk.ebms.routes.wus.security;

import java.util.Map;
import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.ws.security.wss4j.WSS4JInInterceptor;
import org.apache.wss4j.dom.handler.RequestData;

/**
 * WSS4J's inbound processing, held to {@link WusAlgorithms#received()}. WSS4J itself would allow only the one
 * signature, digest, encryption and key transport algorithm named in its settings (and every canonicalisation);
 * this allows the set DK-Beveiliging allows, and nothing else.
 */
public final class WusSecurityInInterceptor extends WSS4JInInterceptor {

    public WusSecurityInInterceptor(Map<String, Object> properties) {
        super(properties);
    }

    @Override
    protected void setAlgorithmSuites(SoapMessage message, RequestData data) {
        data.setAlgorithmSuite(WusAlgorithms.received());
    }
}
