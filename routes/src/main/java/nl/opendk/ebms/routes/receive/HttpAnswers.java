package nl.opendk.ebms.routes.receive;

import nl.opendk.ebms.protocol.codec.SoapFaultWriter;
import nl.opendk.ebms.protocol.error.SoapFault;
import nl.opendk.ebms.protocol.error.SoapFault.FaultCode;
import nl.opendk.ebms.protocol.error.SoapFaultException;
import nl.opendk.ebms.protocol.handle.HttpAnswer;
import nl.opendk.ebms.routes.observe.MessageObserver;
import org.apache.camel.Body;
import org.apache.camel.Exchange;
import org.apache.camel.ExchangePropertyKey;
import org.apache.camel.Message;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Puts answers on the HTTP response. The request's headers are dropped first so that nothing a sender sent is
 * echoed back. Failures are answered with a SOAP Fault and never with a stack trace.
 */
public final class HttpAnswers {

    private static final Logger LOG = LoggerFactory.getLogger(HttpAnswers.class);

    private final MessageObserver observer;

    public HttpAnswers(MessageObserver observer) {
        this.observer = observer;
    }

    public void answer(@Body Receipt receipt, Message message) {
        write(message, receipt.answer());
    }

    /** SOAP 1.1 §6.2: a request that is not a usable SOAP message gets a Fault with HTTP 500. */
    public void soapFault(Exchange exchange) {
        SoapFaultException failure =
                exchange.getProperty(ExchangePropertyKey.EXCEPTION_CAUGHT, SoapFaultException.class);
        LOG.info("Refused a request to {}: {}", exchange.getIn().getHeader(Exchange.HTTP_PATH), failure.getMessage());
        observer.refused(failure.fault());
        write(exchange.getMessage(), HttpAnswer.soapFault(500, SoapFaultWriter.write(failure.fault())));
    }

    /**
     * The message could not be stored (database unreachable, pool exhausted): nothing was accepted, so the sender
     * must try again. 503 is the answer Digikoppeling treats as recoverable (DK-ebMS2 ch05 "HTTP Binding").
     */
    public void unavailable(Exchange exchange) {
        Throwable cause = exchange.getProperty(ExchangePropertyKey.EXCEPTION_CAUGHT, Throwable.class);
        LOG.warn("Could not store a received message; answered 503: {}", String.valueOf(cause));
        SoapFault fault =
                new SoapFault(FaultCode.SERVER, "The message could not be stored now; send it again later", null);
        write(exchange.getMessage(), HttpAnswer.soapFault(503, SoapFaultWriter.write(fault)));
    }

    /** A defect of the adapter itself: logged in full here, answered without detail (no stack traces out). */
    public void internalError(Exchange exchange) {
        Throwable cause = exchange.getProperty(ExchangePropertyKey.EXCEPTION_CAUGHT, Throwable.class);
        LOG.error("Failed to handle a received message; answered 500", cause);
        SoapFault fault = new SoapFault(FaultCode.SERVER, "Internal error; the message was not accepted", null);
        write(exchange.getMessage(), HttpAnswer.soapFault(500, SoapFaultWriter.write(fault)));
    }

    private static void write(Message message, HttpAnswer answer) {
        message.removeHeaders("*");
        message.setHeader(Exchange.HTTP_RESPONSE_CODE, answer.status());
        if (answer.contentType() != null) {
            message.setHeader(Exchange.CONTENT_TYPE, answer.contentType());
            // ebMS 2.0 App. B.2.3: a synchronous reply carries SOAPAction too
            message.setHeader("SOAPAction", "\"ebXML\"");
        }
        message.setBody(answer.body().length == 0 ? null : answer.body());
    }
}
