package nl.opendk.ebms.routes.wus.endpoint;

import org.apache.camel.Exchange;
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
 * input follows the default pattern. A fault gets the WS-Addressing SOAP Binding §6 fault action. CXF then adds
 * MessageID and RelatesTo around it.
 */
final class ResponseAction extends AbstractPhaseInterceptor<Message> {

    /** Camel exchange property: the response's wsa:Action, when the service defines one. */
    static final String PROPERTY = "wusResponseAction";

    static final String SOAP_FAULT = "http://www.w3.org/2005/08/addressing/soap/fault";

    private final boolean fault;

    private ResponseAction(boolean fault) {
        super(Phase.PRE_LOGICAL);
        addBefore(MAPAggregator.class.getName());
        this.fault = fault;
    }

    static ResponseAction forResponses() {
        return new ResponseAction(false);
    }

    static ResponseAction forFaults() {
        return new ResponseAction(true);
    }

    @Override
    public void handleMessage(Message message) {
        AddressingProperties request =
                ContextUtils.retrieveMAPs(message.getExchange().getInMessage(), false, false);
        if (request == null || request.getAction() == null) {
            return;
        }
        AddressingProperties response = new AddressingProperties(request.getNamespaceURI());
        response.setAction(ContextUtils.getAttributedURI(fault ? SOAP_FAULT : responseAction(message, request)));
        message.put(JAXWSAConstants.ADDRESSING_PROPERTIES_OUTBOUND, response);
    }

    private static String responseAction(Message message, AddressingProperties request) {
        Exchange camel = message.getExchange().get(Exchange.class);
        String named = camel == null ? null : camel.getProperty(PROPERTY, String.class);
        return named != null ? named : request.getAction().getValue() + "Response";
    }
}
