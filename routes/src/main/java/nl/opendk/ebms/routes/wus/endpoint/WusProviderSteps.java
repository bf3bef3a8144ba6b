package nl.opendk.ebms.routes.wus.endpoint;

import static nl.opendk.ebms.service.observe.FlowLogEvent.WUS_BACKEND_FAILED;
import static nl.opendk.ebms.service.observe.FlowLogEvent.WUS_FAILED;

import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.transform.Source;
import javax.xml.transform.dom.DOMSource;
import nl.opendk.ebms.routes.observe.ThrottledLog;
import nl.opendk.ebms.routes.wus.security.ServiceKeys;
import nl.opendk.ebms.routes.wus.security.SignedPartsCheck;
import nl.opendk.ebms.service.wus.provide.BackEndReply;
import nl.opendk.ebms.service.wus.provide.ProvidedCall;
import nl.opendk.ebms.service.wus.provide.WusProvider;
import nl.opendk.wus.protocol.fault.WusFault;
import nl.opendk.wus.protocol.plain.PlainFault;
import org.apache.camel.Exchange;
import org.apache.camel.component.cxf.common.CxfPayload;
import org.apache.camel.component.cxf.common.message.CxfConstants;
import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.message.Message;
import org.apache.wss4j.common.ConfigurationConstants;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.event.Level;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * The steps of a WUS provider route between CXF and the back end. A step that refuses throws a {@link SoapFault},
 * which CXF answers like any response: with WS-Addressing and, once the request's signature was verified, signed
 * (and encrypted) as the profile says (DK-WUS WB011). A defect of the adapter becomes a Server fault that says
 * nothing of it.
 */
public final class WusProviderSteps {

    /** Exchange property: the {@link ProvidedCall}. */
    static final String CALL = "wusCall";

    private static final Logger LOG = LoggerFactory.getLogger(WusProviderSteps.class);

    private final WusProvider provider;
    private final BackEndCaller backEnd;
    private final ServiceKeys keys;
    private final ThrottledLog backEndWarnings = new ThrottledLog(LOG, Level.WARN, Duration.ofSeconds(10));

    /** Every service signs with the primary key entry. */
    public WusProviderSteps(WusProvider provider, BackEndCaller backEnd) {
        this(provider, backEnd, ServiceKeys.PRIMARY);
    }

    /** @param keys the key entry each service's responses and faults are signed with */
    public WusProviderSteps(WusProvider provider, BackEndCaller backEnd, ServiceKeys keys) {
        this.provider = provider;
        this.backEnd = backEnd;
        this.keys = keys;
    }

    /**
     * The call as admitted over HTTP, and in the signed profiles its signer, which WSS4J verified and {@link
     * SignedPartsCheck} left on the message: trusted and allowed (DK-WUS WB013). No header of the request goes on.
     */
    void verified(Exchange exchange) {
        Message cxf = exchange.getIn().getHeader(CxfConstants.CAMEL_CXF_MESSAGE, Message.class);
        ProvidedCall call = (ProvidedCall) cxf.get(LocalCxfBridge.CALL);
        exchange.setProperty(CALL, call);
        exchange.setProperty(ResponseAction.PROPERTY, call.operation().responseAction());
        exchange.getIn().removeHeaders("*");
        // WSS4J reads its settings from the message's context first: the service's key signs what goes back
        keys.signingAlias(call.service().keyAlias())
                .ifPresent(alias -> cxf.getExchange().put(ConfigurationConstants.SIGNATURE_USER, alias));
        if (call.profile().signed()) {
            X509Certificate signer = (X509Certificate) cxf.get(SignedPartsCheck.SIGNER_CERTIFICATE);
            if (signer == null) {
                // WSS4JInInterceptor requires the signature in these profiles: this is a defect of the set-up
                call.refused(WusProvider.codeOf(WusFault.INVALID_SECURITY), "no verified signer");
                throw fault(WusFault.INVALID_SECURITY);
            }
            Optional<WusFault> refusal = provider.authorizeSigner(call, signer);
            if (refusal.isPresent()) {
                throw fault(refusal.get());
            }
        }
    }

    /** The back end's answer becomes the response; its Fault is relayed; anything else is 0051 (DK-BP-WUS ch03). */
    void callBackEnd(Exchange exchange) {
        ProvidedCall call = exchange.getProperty(CALL, ProvidedCall.class);
        BackEndReply reply;
        try {
            reply = backEnd.call(call, payload(exchange));
        } catch (RuntimeException e) {
            LOG.error(
                    WUS_FAILED.line("Calling the back end of WUS service {} failed in the adapter"),
                    call.service().name(),
                    e);
            call.backEndFailed(WusProvider.codeOf(WusFault.SERVICE_UNAVAILABLE), "the adapter failed: " + e);
            throw fault(WusFault.SERVICE_UNAVAILABLE);
        }
        if (reply instanceof BackEndReply.Answer answer) {
            exchange.getMessage().removeHeaders("*");
            exchange.getMessage()
                    .setBody(new CxfPayload<>(null, List.<Source>of(new DOMSource(answer.payload())), null));
        } else if (reply instanceof BackEndReply.Fault relayed) {
            call.backEndFaulted(relayed.fault().codeText(), relayed.fault().string());
            throw relay(relayed.fault());
        } else {
            String reason = ((BackEndReply.Failed) reply).reason();
            backEndWarnings.log(() -> WUS_BACKEND_FAILED.line(
                    "The back end of WUS service " + call.service().name() + " failed: " + reason + "; answered 0051"));
            call.backEndFailed(WusProvider.codeOf(WusFault.SERVICE_UNAVAILABLE), reason);
            throw fault(WusFault.SERVICE_UNAVAILABLE);
        }
    }

    /** The request's Body element, decrypted in 2W-be-SE. */
    private static Element payload(Exchange exchange) {
        CxfPayload<?> payload = exchange.getIn().getBody(CxfPayload.class);
        List<Element> body = payload == null ? List.of() : payload.getBody();
        if (body.size() != 1) {
            // the envelope check let exactly one Body element through (DK-WUS WW003)
            throw new IllegalStateException("the request reached the route with " + body.size() + " Body elements");
        }
        return body.get(0);
    }

    static SoapFault fault(WusFault fault) {
        return new SoapFault(fault.faultString(), fault.faultCode());
    }

    /** The back end's own fault, as it gave it: code, string and detail (SOAP 1.1 §4.4). */
    private static SoapFault relay(PlainFault fault) {
        SoapFault soap = new SoapFault(fault.string(), fault.code());
        if (fault.detail() != null) {
            Document document = newDocument();
            Element detail = document.createElement("detail");
            detail.appendChild(document.importNode(fault.detail(), true));
            soap.setDetail(detail);
        }
        return soap;
    }

    private static Document newDocument() {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            return factory.newDocumentBuilder().newDocument();
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("no namespace-aware DOM implementation", e);
        }
    }
}
