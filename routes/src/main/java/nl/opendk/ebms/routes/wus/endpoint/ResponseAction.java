package nl.opendk.ebms.routes.wus.endpoint;

import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.ws.addressing.AddressingProperties;
import org.apache.cxf.ws.addressing.ContextUtils;
import org.apache.cxf.ws.addressing.JAXWSAConstants;
import org.apache.cxf.ws.addressing.MAPAggregator;

/**
 * DK-WUS WA001: a response carries wsa:Action. A dispatch endpoint has no WSDL to take the output action from, so
 * CXF would write an empty one. The route may name it in the exchange property {@link #PROPERTY}; otherwise it is
 * the request's Action followed by {@code Response}, the WS-Addressing Metadata §4.4.4 default for an output whose
 * input follows the default pattern. CXF then adds MessageID and RelatesTo around it.
 */
final class ResponseAction extends AbstractPhaseInterceptor<Message> {

    /** Camel exchange property: the response's wsa:Action, when the service defines one. */
    static final String PROPERTY = "wusResponseAction";

    ResponseAction() {
        super(Phase.PRE_LOGICAL);
        addBefore(MAPAggregator.class.getName());
    }

    @Override
    public void handleMessage(Message message) {
        AddressingProperties request =
                ContextUtils.retrieveMAPs(message.getExchange().getInMessage(), false, false);
        if (request == null || request.getAction() == null) {
            return;
        }
        org.apache.camel.Exchange camel = message.getExchange().get(org.apache.camel.Exchange.class);
        String named = camel == null ? null : camel.getProperty(PROPERTY, String.class);
        AddressingProperties response = new AddressingProperties(request.getNamespaceURI());
        response.setAction(ContextUtils.getAttributedURI(
                named != null ? named : request.getAction().getValue() + "Response"));
        message.put(JAXWSAConstants.ADDRESSING_PROPERTIES_OUTBOUND, response);
    }
}
