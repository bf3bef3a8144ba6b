package nl.opendk.ebms.routes.wus.consume;

import java.security.cert.X509Certificate;
import java.util.Optional;
import nl.opendk.ebms.routes.wus.security.SignedPartsCheck;
import nl.opendk.ebms.service.wus.consume.ConsumedCall;
import nl.opendk.ebms.service.wus.consume.WusConsumer;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.ws.addressing.AddressingProperties;
import org.apache.cxf.ws.addressing.AttributedURIType;
import org.apache.cxf.ws.addressing.ContextUtils;
import org.apache.cxf.ws.addressing.RelatesToType;

/**
 * Holds a partner's response to the WUS rules once CXF read its WS-Addressing and WSS4J verified (and decrypted) it:
 * the consumer's use case judges the headers and the signer ({@link WusConsumer#checkResponse}); a response it does
 * not take fails the call before its Body is used (DK-WUS WB013: an invalid response is not processed).
 */
final class ResponseChecks extends AbstractPhaseInterceptor<Message> {

    private final WusConsumer consumer;

    ResponseChecks(WusConsumer consumer) {
        super(Phase.PRE_LOGICAL);
        this.consumer = consumer;
    }

    @Override
    public void handleMessage(Message response) {
        ConsumedCall call = PartnerCalls.call(response);
        if (call == null) {
            return;
        }
        AddressingProperties maps = ContextUtils.retrieveMAPs(response, false, false, false);
        X509Certificate signer = (X509Certificate) response.get(SignedPartsCheck.SIGNER_CERTIFICATE);
        Optional<String> problem = consumer.checkResponse(
                call,
                maps == null ? null : value(maps.getMessageID()),
                maps == null || maps.getRelatesTo() == null ? null : relatesTo(maps.getRelatesTo()),
                maps == null ? null : value(maps.getAction()),
                signer);
        if (problem.isPresent()) {
            throw new Fault(new IllegalStateException(problem.get()));
        }
    }

    private static String value(AttributedURIType uri) {
        return uri == null ? null : uri.getValue();
    }

    private static String relatesTo(RelatesToType relatesTo) {
        return relatesTo.getValue();
    }
}
