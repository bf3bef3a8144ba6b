package nl.opendk.ebms.routes.wus.consume;

import java.util.Optional;
import nl.opendk.ebms.service.wus.consume.ConsumedCall;
import nl.opendk.ebms.service.wus.consume.WusConsumer;
import nl.opendk.wus.protocol.xml.WusNamespaces;
import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.binding.soap.interceptor.AbstractSoapInterceptor;
import org.apache.cxf.headers.Header;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.ws.addressing.soap.MAPCodec;
import org.w3c.dom.Element;

/**
 * DK-WUS WA001 for a partner's response, judged by the consumer's use case ({@link WusConsumer#checkAddressing}) from
 * the headers as they arrived, before CXF's WS-Addressing reads them: CXF sets aside a response whose RelatesTo names
 * no request of its own without saying why. A response that fails fails the call; its Body is not used.
 */
final class ResponseAddressingCheck extends AbstractSoapInterceptor {

    private final WusConsumer consumer;

    ResponseAddressingCheck(WusConsumer consumer) {
        super(Phase.PRE_PROTOCOL);
        addBefore(MAPCodec.class.getName());
        this.consumer = consumer;
    }

    @Override
    public void handleMessage(SoapMessage response) {
        ConsumedCall call = PartnerCalls.call(response);
        if (call == null || Integer.valueOf(500).equals(response.get(Message.RESPONSE_CODE))) {
            // a Fault (SOAP 1.1 §6.2: HTTP 500) goes back to our back end as it came, not as a response
            return;
        }
        Optional<String> problem = consumer.checkAddressing(
                call, header(response, "MessageID"), header(response, "RelatesTo"), header(response, "Action"));
        if (problem.isPresent()) {
            throw new Fault(new IllegalStateException(problem.get()));
        }
    }

    private static String header(SoapMessage message, String name) {
        for (Header header : message.getHeaders()) {
            if (WusNamespaces.WSA.equals(header.getName().getNamespaceURI())
                    && name.equals(header.getName().getLocalPart())
                    && header.getObject() instanceof Element element) {
                return element.getTextContent().strip();
            }
        }
        return null;
    }
}
