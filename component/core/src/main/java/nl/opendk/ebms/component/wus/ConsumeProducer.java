package nl.opendk.ebms.component.wus;

import java.nio.charset.StandardCharsets;
import nl.opendk.ebms.routes.wus.consume.WusConsumeSteps;
import nl.opendk.ebms.service.wus.consume.WusConsumer;
import org.apache.camel.Exchange;
import org.apache.camel.Message;
import org.apache.camel.support.DefaultProducer;

/**
 * {@code to("wus:consume?service=...")}: calls a partner's service the way a back end's HTTP call to
 * {@code wus.call-path} does (the same checks, the same record of the call). The body is the plain SOAP request,
 * SOAPAction (header, else the endpoint's option) names the operation; the answer's plain envelope becomes the body.
 */
final class ConsumeProducer extends DefaultProducer {

    private WusConsumeSteps calls;

    ConsumeProducer(WusEndpoint endpoint) {
        super(endpoint);
    }

    @Override
    protected void doStart() throws Exception {
        super.doStart();
        calls = getEndpoint().gateway().parts().wusCalls();
    }

    @Override
    public WusEndpoint getEndpoint() {
        return (WusEndpoint) super.getEndpoint();
    }

    @Override
    public void process(Exchange exchange) throws Exception {
        WusEndpoint endpoint = getEndpoint();
        Message in = exchange.getMessage();
        String soapAction = in.getHeader(WusConstants.SOAP_ACTION, endpoint.getSoapAction(), String.class);
        WusConsumer.Answer answer = calls.call(endpoint.getService(), in.getBody(byte[].class), soapAction);
        in.setHeader(WusConstants.STATUS, answer.status());
        in.setHeader(Exchange.CONTENT_TYPE, "text/xml; charset=UTF-8");
        in.setBody(answer.body());
        // a route may call several services in turn: only this answer's downloads stand
        in.removeHeaders("EbmsGbDownloads*");
        if (!answer.gbDownloads().isEmpty()) {
            in.setHeader(WusConstants.GB_DOWNLOADS, answer.gbDownloads());
        }
        if (answer.gbRefused() != null) {
            in.setHeader(WusConstants.GB_DOWNLOADS_REFUSED, answer.gbRefused());
        }
        if (answer.status() != 200 && endpoint.isThrowExceptionOnFault()) {
            throw new WusFaultException(
                    endpoint.getService(), answer.status(), new String(answer.body(), StandardCharsets.UTF_8));
        }
    }
}
