package nl.opendk.ebms.routes.wus.consume;

import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.xml.transform.Source;
import javax.xml.transform.dom.DOMSource;
import nl.opendk.ebms.routes.wus.security.ServiceKeys;
import nl.opendk.ebms.routes.wus.security.WusSecurityInterceptors;
import nl.opendk.ebms.routes.wus.security.WusSecurityProperties;
import nl.opendk.ebms.service.wus.WusServiceDefinition;
import nl.opendk.ebms.service.wus.consume.ConsumedCall;
import nl.opendk.ebms.service.wus.consume.OutgoingAddressing;
import nl.opendk.ebms.service.wus.consume.WusConsumer;
import nl.opendk.ebms.service.wus.consume.WusConsumer.PartnerResult;
import nl.opendk.wus.protocol.plain.PlainFault;
import org.apache.camel.CamelContext;
import org.apache.camel.Exchange;
import org.apache.camel.ExchangePattern;
import org.apache.camel.Producer;
import org.apache.camel.component.cxf.common.CxfPayload;
import org.apache.camel.component.cxf.common.DataFormat;
import org.apache.camel.component.cxf.jaxws.CxfConfigurer;
import org.apache.camel.component.cxf.jaxws.CxfEndpoint;
import org.apache.camel.component.cxf.transport.header.CxfHeaderFilterStrategy;
import org.apache.camel.support.DefaultExchange;
import org.apache.camel.support.jsse.SSLContextParameters;
import org.apache.cxf.Bus;
import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.binding.soap.SoapHeader;
import org.apache.cxf.endpoint.Server;
import org.apache.cxf.frontend.AbstractWSDLBasedEndpointFactory;
import org.apache.cxf.message.Message;
import org.apache.cxf.transport.http.HTTPConduit;
import org.apache.cxf.transports.http.configuration.HTTPClientPolicy;
import org.apache.cxf.ws.addressing.AddressingProperties;
import org.apache.cxf.ws.addressing.AttributedURIType;
import org.apache.cxf.ws.addressing.ContextUtils;
import org.apache.cxf.ws.addressing.EndpointReferenceType;
import org.apache.cxf.ws.addressing.EndpointReferenceUtils;
import org.apache.cxf.ws.addressing.JAXWSAConstants;
import org.apache.cxf.ws.addressing.WSAddressingFeature;
import org.apache.wss4j.common.ConfigurationConstants;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Calls partners' WUS services through camel-cxf in dispatch mode with the PAYLOAD data format: one CXF client per
 * consumed service, made when the service is first called and made again when its definition changed, with
 * WS-Addressing (the request's headers from {@link OutgoingAddressing}), the profile's WS-Security (signing with our
 * key, encrypting for the partner's certificate, verifying and decrypting the response and its SignatureConfirmation)
 * and mutual TLS with our client certificate.
 */
public final class PartnerCalls implements AutoCloseable {

    /** The CXF request-context entry (copied onto the request message) that holds the {@link ConsumedCall}. */
    static final String CALL = "nl.opendk.ebms.wus.consumedCall";

    private final CamelContext context;
    private final Bus bus;
    private final WusSecurityProperties security;
    private final SSLContextParameters tls;
    private final Duration connectTimeout;
    private final Duration responseTimeout;
    private final WusConsumer consumer;
    private final ServiceKeys keys;
    private final Map<String, Cached> clients = new ConcurrentHashMap<>();

    /**
     * @param tls our client certificate and the roots we trust for partners' servers (TLS001, TLS002); null uses the
     *     JVM's defaults, for a trial without a key
     */
    public PartnerCalls(
            CamelContext context,
            Bus bus,
            WusSecurityProperties security,
            SSLContextParameters tls,
            Duration connectTimeout,
            Duration responseTimeout,
            WusConsumer consumer) {
        this(context, bus, security, tls, connectTimeout, responseTimeout, consumer, ServiceKeys.PRIMARY);
    }

    /** @param keys the key entry each service's requests are signed with */
    public PartnerCalls(
            CamelContext context,
            Bus bus,
            WusSecurityProperties security,
            SSLContextParameters tls,
            Duration connectTimeout,
            Duration responseTimeout,
            WusConsumer consumer,
            ServiceKeys keys) {
        this.context = context;
        this.bus = bus;
        this.security = security;
        this.tls = tls;
        this.connectTimeout = connectTimeout;
        this.responseTimeout = responseTimeout;
        this.consumer = consumer;
        this.keys = keys;
    }

    /** The call on the message's exchange, or null for a message of another client. */
    static ConsumedCall call(Message message) {
        Message request =
                message.getExchange() == null ? null : message.getExchange().getOutMessage();
        Object call = request == null ? null : request.get(CALL);
        return call instanceof ConsumedCall consumed ? consumed : null;
    }

    /** Sends the call's request and makes out what came back. */
    PartnerResult call(ConsumedCall call) throws Exception {
        Producer producer = client(call).producer();
        Exchange exchange = new DefaultExchange(context, ExchangePattern.InOut);
        exchange.getIn()
                .setBody(new CxfPayload<SoapHeader>(
                        new ArrayList<>(), List.<Source>of(new DOMSource(call.payload())), null));
        // DK-WUS WS002: SOAPAction equals wsa:Action
        exchange.getIn().setHeader("SOAPAction", call.addressing().action());
        Map<String, Object> requestContext = new HashMap<>();
        requestContext.put(JAXWSAConstants.CLIENT_ADDRESSING_PROPERTIES, addressing(call.addressing()));
        requestContext.put(CALL, call);
        // WSS4J reads its settings from the message's context first: the service's key signs the request
        keys.signingAlias(call.service().keyAlias())
                .ifPresent(alias -> requestContext.put(ConfigurationConstants.SIGNATURE_USER, alias));
        exchange.setProperty(org.apache.cxf.endpoint.Client.REQUEST_CONTEXT, requestContext);
        producer.process(exchange);
        Exception failure = exchange.getException();
        if (failure == null) {
            List<Element> body = exchange.getMessage().getBody(CxfPayload.class).getBody();
            if (body.size() != 1) {
                return consumer.failure(call, "the response's Body holds " + body.size() + " elements (WW003)");
            }
            return new PartnerResult.Answered(body.get(0), call.responseMessageId(), call.relatesTo());
        }
        if (call.isPartnerFault() && failure instanceof SoapFault fault) {
            return new PartnerResult.Faulted(
                    new PlainFault(fault.getFaultCode(), fault.getReason(), firstElement(fault.getDetail())));
        }
        return consumer.failure(call, describe(failure));
    }

    /** Stops every client; the next call makes new ones. */
    @Override
    public void close() throws Exception {
        for (Cached client : clients.values()) {
            client.producer().stop();
        }
        clients.clear();
    }

    private Cached client(ConsumedCall call) throws Exception {
        WusServiceDefinition service = call.service();
        Cached current = clients.get(service.name());
        if (current != null && current.service() == service) {
            return current;
        }
        synchronized (clients) {
            current = clients.get(service.name());
            if (current != null && current.service() == service) {
                return current;
            }
            if (current != null) {
                current.producer().stop();
            }
            Producer producer = endpoint(service, call.partnerCertificate()).createProducer();
            producer.start();
            Cached made = new Cached(service, producer);
            clients.put(service.name(), made);
            return made;
        }
    }

    private CxfEndpoint endpoint(WusServiceDefinition service, X509Certificate partner) {
        CxfEndpoint endpoint = new CxfEndpoint();
        endpoint.setCamelContext(context);
        endpoint.setBus(bus);
        endpoint.setAddress(service.partnerEndpoint().toString());
        endpoint.setDataFormat(DataFormat.PAYLOAD);
        endpoint.setAllowStreaming(false);
        CxfHeaderFilterStrategy headers = new CxfHeaderFilterStrategy();
        headers.setRelayHeaders(false);
        endpoint.setHeaderFilterStrategy(headers);
        endpoint.getFeatures().add(new WSAddressingFeature());
        WusSecurityInterceptors interceptors = WusSecurityInterceptors.consumer(service.profile(), security, partner);
        endpoint.getOutInterceptors().addAll(interceptors.out());
        endpoint.getInInterceptors().add(new ResponseAddressingCheck(consumer));
        endpoint.getInInterceptors().addAll(interceptors.in());
        if (service.profile().signed()) {
            endpoint.getInInterceptors().add(new ResponseSignerCheck(consumer));
        }
        endpoint.getInFaultInterceptors().add(new PartnerFaultMark());
        if (tls != null) {
            endpoint.setSslContextParameters(tls);
        }
        endpoint.setCxfConfigurer(new Timeouts(connectTimeout, responseTimeout));
        return endpoint;
    }

    /** DK-WUS WA001: To with the partner's OIN, From with ours, Action, a new MessageID; ReplyTo anonymous. */
    private static AddressingProperties addressing(OutgoingAddressing outgoing) {
        AddressingProperties maps = new AddressingProperties();
        maps.setTo(EndpointReferenceUtils.getEndpointReference(outgoing.to()));
        maps.setAction(ContextUtils.getAttributedURI(outgoing.action()));
        AttributedURIType messageId = new AttributedURIType();
        messageId.setValue(outgoing.messageId());
        maps.setMessageID(messageId);
        maps.setReplyTo(EndpointReferenceUtils.getAnonymousEndpointReference());
        if (outgoing.from() != null) {
            EndpointReferenceType from = EndpointReferenceUtils.getEndpointReference(outgoing.from());
            maps.setFrom(from);
        }
        return maps;
    }

    private static Element firstElement(Element detail) {
        if (detail == null) {
            return null;
        }
        for (Node node = detail.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element) {
                return element;
            }
        }
        return null;
    }

    /** The innermost cause's message: "Connection refused", "Read timed out", the refusal of a check. */
    private static String describe(Throwable failure) {
        Throwable cause = failure;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        return cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
    }

    private record Cached(WusServiceDefinition service, Producer producer) {}

    /** How long a partner may take: to connect, and to answer (DK-WUS WS003: the back end waits that long). */
    private record Timeouts(Duration connect, Duration response) implements CxfConfigurer {

        @Override
        public void configure(AbstractWSDLBasedEndpointFactory factoryBean) {}

        @Override
        public void configureClient(org.apache.cxf.endpoint.Client client) {
            HTTPClientPolicy policy = new HTTPClientPolicy();
            policy.setConnectionTimeout(connect.toMillis());
            policy.setReceiveTimeout(response.toMillis());
            ((HTTPConduit) client.getConduit()).setClient(policy);
        }

        @Override
        public void configureServer(Server server) {}
    }
}
