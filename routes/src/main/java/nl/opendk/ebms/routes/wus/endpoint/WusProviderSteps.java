package nl.opendk.ebms.routes.wus.endpoint;

import java.util.List;
import javax.xml.transform.Source;
import nl.opendk.ebms.routes.wus.security.SignedPartsCheck;
import org.apache.camel.Exchange;
import org.apache.camel.InvalidPayloadException;
import org.apache.camel.component.cxf.common.CxfPayload;
import org.apache.camel.component.cxf.common.message.CxfConstants;
import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Message;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The steps of a WUS provider route between CXF and the back end. */
public final class WusProviderSteps {

    /** Exchange property: the certificate whose signature on the request was verified (2W-be-S, 2W-be-SE). */
    public static final String SIGNER_CERTIFICATE = "wusSignerCertificate";

    private static final Logger LOG = LoggerFactory.getLogger(WusProviderSteps.class);

    private WusProviderSteps() {}

    /**
     * Moves what CXF established about the request (the TLS facts, the signer) from the CXF message to exchange
     * properties, and drops every header: the back end gets the Body alone.
     */
    static void keepSecurityContext(Exchange exchange) {
        Message cxf = exchange.getIn().getHeader(CxfConstants.CAMEL_CXF_MESSAGE, Message.class);
        exchange.setProperty(TransportFacts.PROPERTY, cxf.get(TransportFacts.PROPERTY));
        exchange.setProperty(SIGNER_CERTIFICATE, cxf.get(SignedPartsCheck.SIGNER_CERTIFICATE));
        exchange.getIn().removeHeaders("*");
    }

    /**
     * The back end failed: the requester gets a SOAP Server fault that says so and no more (DK-BP-WUS "Technische
     * foutmeldingen", category 4), since the back end's own message may tell what the partner should not know. The
     * cause goes to the log.
     */
    static void backEndFailed(Exchange exchange) {
        Throwable cause = exchange.getProperty(Exchange.EXCEPTION_CAUGHT, Throwable.class);
        LOG.warn("The back end of a WUS service failed; answered a Server fault", cause);
        exchange.setException(new SoapFault("The service could not answer the request", Fault.FAULT_CODE_SERVER));
    }

    /** The back end's answer, one element, as the response Body; no header of the request goes back. */
    static void answer(Exchange exchange) throws InvalidPayloadException {
        Source body = exchange.getMessage().getMandatoryBody(Source.class);
        exchange.getMessage().removeHeaders("*");
        exchange.getMessage().setBody(new CxfPayload<>(null, List.of(body), null));
    }
}
