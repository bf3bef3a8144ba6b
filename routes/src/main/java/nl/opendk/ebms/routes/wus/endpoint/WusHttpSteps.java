package nl.opendk.ebms.routes.wus.endpoint;

import static nl.opendk.ebms.service.observe.FlowLogEvent.WUS_FAILED;

import nl.opendk.ebms.routes.receive.ClientCertificates;
import nl.opendk.ebms.service.wus.provide.Admission;
import nl.opendk.ebms.service.wus.provide.ProvidedCall;
import nl.opendk.ebms.service.wus.provide.WusProvider;
import nl.opendk.ebms.service.wus.provide.WusRequest;
import nl.opendk.wus.protocol.fault.WusFault;
import nl.opendk.wus.protocol.fault.WusFinding;
import nl.opendk.wus.protocol.reply.FaultWriter;
import org.apache.camel.Exchange;
import org.apache.camel.Message;
import org.apache.camel.component.platform.http.vertx.HttpMessage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The steps of the WUS HTTP route: what the connection says (the TLS client's chain and the path, read from the
 * Vert.x request itself, never from a header, since the path decides which security applies), admission by the
 * provider's use case, then CXF in-process and its answer out, recorded before the partner gets it.
 */
public final class WusHttpSteps {

    static final String TEXT_XML = "text/xml; charset=UTF-8";

    private static final Logger LOG = LoggerFactory.getLogger(WusHttpSteps.class);

    private final String basePath;
    private final WusProvider provider;
    private final LocalCxfBridge bridge;

    /** @param basePath the path the services are under, {@code /wus} */
    public WusHttpSteps(String basePath, WusProvider provider, LocalCxfBridge bridge) {
        this.basePath = basePath;
        this.provider = provider;
        this.bridge = bridge;
    }

    public void handle(Exchange exchange) {
        Message in = exchange.getIn();
        byte[] body = in.getBody(byte[].class);
        String contentType = in.getHeader(Exchange.CONTENT_TYPE, String.class);
        String soapAction = in.getHeader("SOAPAction", String.class);
        WusRequest request = new WusRequest(
                servicePath(in), body == null ? new byte[0] : body, contentType, soapAction, ClientCertificates.of(in));
        Admission admission = provider.admit(request);
        if (admission instanceof Admission.Refused refused) {
            write(exchange.getMessage(), new CxfAnswer(refused.status(), TEXT_XML, refused.body()));
            return;
        }
        ProvidedCall call = ((Admission.Admitted) admission).call();
        CxfAnswer answer;
        try {
            answer = bridge.dispatch(
                    WusProviderRoute.address(call.profile()), contentType, soapAction, request.body(), call);
        } catch (Exception e) {
            LOG.error(
                    WUS_FAILED.line("A WUS call to {} failed in the adapter; answered a Server fault"),
                    call.service().name(),
                    e);
            call.backEndFailed(WusProvider.codeOf(WusFault.SERVICE_UNAVAILABLE), "the adapter failed: " + e);
            answer = new CxfAnswer(
                    500,
                    TEXT_XML,
                    FaultWriter.write(unavailable(), call.addressing().messageId()));
        }
        provider.ended(call, answer.status(), answer.body());
        write(exchange.getMessage(), answer);
    }

    /** A defect of the adapter before admission: logged in full, answered with a Server fault without detail. */
    public void internalError(Exchange exchange) {
        Throwable cause = exchange.getProperty(Exchange.EXCEPTION_CAUGHT, Throwable.class);
        LOG.error(WUS_FAILED.line("Failed to handle a WUS request; answered a Server fault"), cause);
        write(exchange.getMessage(), new CxfAnswer(500, TEXT_XML, FaultWriter.write(unavailable(), (String) null)));
    }

    /** The segment after the base path, as received: no decoding, so {@code a%2Fb} names no service. */
    private String servicePath(Message in) {
        String path = in instanceof HttpMessage http ? http.getRequest().path() : "";
        return path.startsWith(basePath + "/") ? path.substring(basePath.length() + 1) : "";
    }

    private static WusFinding unavailable() {
        return new WusFinding(WusFault.SERVICE_UNAVAILABLE, "the adapter failed");
    }

    private static void write(Message message, CxfAnswer answer) {
        message.removeHeaders("*");
        message.setHeader(Exchange.HTTP_RESPONSE_CODE, answer.status());
        if (answer.body().length > 0) {
            message.setHeader(Exchange.CONTENT_TYPE, answer.contentType() == null ? TEXT_XML : answer.contentType());
            message.setBody(answer.body());
        } else {
            message.setBody(null);
        }
    }
}
