package nl.opendk.ebms.routes.wus.endpoint;

import nl.opendk.ebms.service.wus.provide.ProvidedCall;
import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.ws.addressing.AddressingProperties;
import org.apache.cxf.ws.addressing.ContextUtils;

/**
 * Notes on the call what only the out chain knows: the wsa:MessageID the response or fault goes out with, and for a
 * fault that no step of the route explained (WS-Addressing or WS-Security refused the request before the route ran)
 * its code and text. Runs after CXF made the response's addressing headers.
 */
final class CallOutcome extends AbstractPhaseInterceptor<Message> {

    CallOutcome() {
        super(Phase.PRE_PROTOCOL);
    }

    @Override
    public void handleMessage(Message message) {
        Message request = message.getExchange().getInMessage();
        ProvidedCall call = request == null ? null : (ProvidedCall) request.get(LocalCxfBridge.CALL);
        if (call == null) {
            return;
        }
        AddressingProperties response = ContextUtils.retrieveMAPs(message, false, true, false);
        if (response != null && response.getMessageID() != null) {
            call.responseMessageId(response.getMessageID().getValue());
        }
        if (message.getContent(Exception.class) instanceof Fault fault) {
            String code = fault instanceof SoapFault soap
                    ? soap.getFaultCode().getLocalPart()
                    : fault.getFaultCode().getLocalPart();
            call.faultedWith(code, fault.getMessage());
        }
    }
}
