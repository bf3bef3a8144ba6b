package nl.opendk.ebms.routes.wus.endpoint;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import nl.opendk.ebms.protocol.codec.SoapFaultWriter;
import nl.opendk.ebms.protocol.error.SoapFault;
import nl.opendk.ebms.protocol.error.SoapFault.FaultCode;
import nl.opendk.ebms.routes.receive.ClientCertificates;
import org.apache.camel.Exchange;
import org.apache.camel.Message;
import org.apache.camel.component.platform.http.vertx.HttpMessage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The steps of the WUS HTTP route: what the connection says, then the request into CXF and its answer out. */
public final class WusHttpSteps {

    private static final Logger LOG = LoggerFactory.getLogger(WusHttpSteps.class);

    private final String basePath;
    private final Map<String, WusService> services;
    private final LocalCxfBridge bridge;
    private final long maxBodyBytes;

    /**
     * @param basePath the path the services are under, {@code /wus}
     * @param maxBodyBytes the largest request taken; the HTTP server bounds reading with the same limit
     */
    public WusHttpSteps(String basePath, List<WusService> services, LocalCxfBridge bridge, long maxBodyBytes) {
        this.basePath = basePath;
        this.services = services.stream().collect(Collectors.toUnmodifiableMap(WusService::name, Function.identity()));
        this.bridge = bridge;
        this.maxBodyBytes = maxBodyBytes;
    }

    /**
     * The first step, while the request is still the HTTP server's own message: the TLS client's chain, read from
     * the connection, and the service named by the request line's path as received (not decoded), both from the
     * Vert.x request itself and never from a header, since the service decides which security applies.
     */
    public void transportFacts(Exchange exchange) {
        Message in = exchange.getIn();
        String path = in instanceof HttpMessage http ? http.getRequest().path() : "";
        String service = path.startsWith(basePath + "/") ? path.substring(basePath.length() + 1) : "";
        exchange.setProperty(TransportFacts.PROPERTY, new TransportFacts(ClientCertificates.of(in), service));
    }

    /** Into the service's CXF endpoint; its status, content type and bytes become the HTTP response. */
    public void dispatch(Exchange exchange) throws IOException {
        Message message = exchange.getMessage();
        TransportFacts facts = exchange.getProperty(TransportFacts.PROPERTY, TransportFacts.class);
        WusService service = services.get(facts.service());
        byte[] body = message.getBody(byte[].class);
        if (service == null) {
            // only known services reach CXF: the local transport keeps a destination per address asked for
            write(message, new CxfAnswer(404, null, new byte[0]));
            return;
        }
        if (body == null || body.length > maxBodyBytes) {
            write(message, new CxfAnswer(body == null ? 400 : 413, null, new byte[0]));
            return;
        }
        String contentType = message.getHeader(Exchange.CONTENT_TYPE, String.class);
        if (contentType == null) {
            // SOAP 1.1 over HTTP is text/xml (WS-I BP 1.2); what it is exactly is for CXF and the rules to judge
            write(message, new CxfAnswer(415, null, new byte[0]));
            return;
        }
        String soapAction = message.getHeader("SOAPAction", String.class);
        write(message, bridge.dispatch(service.localAddress(), contentType, soapAction, body, facts));
    }

    /** A defect of the adapter itself: logged in full, answered with a SOAP 1.1 Server fault without detail. */
    public void internalError(Exchange exchange) {
        Throwable cause = exchange.getProperty(Exchange.EXCEPTION_CAUGHT, Throwable.class);
        LOG.error("Failed to hand a WUS request to its service; answered 500", cause);
        SoapFault fault = new SoapFault(FaultCode.SERVER, "Internal error; the request was not handled", null);
        write(exchange.getMessage(), new CxfAnswer(500, "text/xml; charset=UTF-8", SoapFaultWriter.write(fault)));
    }

    private static void write(Message message, CxfAnswer answer) {
        message.removeHeaders("*");
        message.setHeader(Exchange.HTTP_RESPONSE_CODE, answer.status());
        if (answer.contentType() != null) {
            message.setHeader(Exchange.CONTENT_TYPE, answer.contentType());
        }
        message.setBody(answer.body().length == 0 ? null : answer.body());
    }
}
