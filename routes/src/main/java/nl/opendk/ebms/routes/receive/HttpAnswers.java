package nl.opendk.ebms.routes.receive;

import static nl.opendk.ebms.service.observe.FlowLogEvent.RECEIVE_FAILED;
import static nl.opendk.ebms.service.observe.FlowLogEvent.REQUEST_REFUSED;
import static nl.opendk.ebms.service.observe.FlowLogEvent.STORE_REFUSED;
import static nl.opendk.ebms.service.observe.FlowLogEvent.STORE_UNAVAILABLE;

import java.time.Duration;
import nl.opendk.ebms.db.DataAccessException;
import nl.opendk.ebms.protocol.codec.SoapFaultWriter;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.SoapFault;
import nl.opendk.ebms.protocol.error.SoapFault.FaultCode;
import nl.opendk.ebms.protocol.error.SoapFaultException;
import nl.opendk.ebms.protocol.handle.HttpAnswer;
import nl.opendk.ebms.routes.observe.ThrottledLog;
import nl.opendk.ebms.service.observe.MessageObserver;
import nl.opendk.ebms.service.receive.Receipt;
import org.apache.camel.Exchange;
import org.apache.camel.ExchangePropertyKey;
import org.apache.camel.Message;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.event.Level;

/**
 * Puts answers on the HTTP response. The request's headers are dropped first so that nothing a sender sent is
 * echoed back. Failures are answered with a SOAP Fault and never with a stack trace.
 */
public final class HttpAnswers {

    private static final Logger LOG = LoggerFactory.getLogger(HttpAnswers.class);

    /** Seconds a sender is asked to wait before it sends again (RFC 9110 §10.2.3) when the store is unavailable. */
    static final String RETRY_AFTER_SECONDS = "5";

    private static final Duration LOG_INTERVAL = Duration.ofSeconds(10);

    private final MessageObserver observer;
    private final ThrottledLog refusals = new ThrottledLog(LOG, Level.INFO, LOG_INTERVAL);
    private final ThrottledLog unavailableWarnings = new ThrottledLog(LOG, Level.WARN, LOG_INTERVAL);

    public HttpAnswers(MessageObserver observer) {
        this.observer = observer;
    }

    public void answer(Receipt receipt, Message message) {
        write(message, receipt.answer());
    }

    /** SOAP 1.1 §6.2: a request that is not a usable SOAP message gets a Fault with HTTP 500. */
    public void soapFault(Exchange exchange) {
        SoapFaultException failure =
                exchange.getProperty(ExchangePropertyKey.EXCEPTION_CAUGHT, SoapFaultException.class);
        refusals.log(() -> REQUEST_REFUSED.line("Refused a request to "
                + exchange.getIn().getHeader(Exchange.HTTP_PATH) + ": " + failure.getMessage()));
        observer.refused(failure.fault());
        write(exchange.getMessage(), HttpAnswer.soapFault(500, SoapFaultWriter.write(failure.fault())));
    }

    /**
     * The message could not be stored. Mostly the database is unreachable, slow or lost a deadlock: nothing was
     * accepted, so the sender must try again, and 503 is the answer Digikoppeling treats as recoverable (DK-ebMS2
     * ch05 "HTTP Binding"). When the database refused this message alone (the shared transaction was retried message
     * by message), sending it again cannot help: a SOAP Client fault says so (SOAP 1.1 §4.4.1), and the log says
     * which check let it through.
     */
    public void unavailable(Exchange exchange) {
        DataAccessException cause =
                exchange.getProperty(ExchangePropertyKey.EXCEPTION_CAUGHT, DataAccessException.class);
        if (cause != null && !cause.isTransient()) {
            LOG.error(STORE_REFUSED.line("The database refused a received message; answered a Client fault"), cause);
            SoapFault fault = SoapFault.client(
                    EbmsErrorCode.UNKNOWN, "The message holds a value the adapter cannot store; do not send it again");
            write(exchange.getMessage(), HttpAnswer.soapFault(500, SoapFaultWriter.write(fault)));
            return;
        }
        unavailableWarnings.log(
                () -> STORE_UNAVAILABLE.line("Could not store received messages; answered 503: " + cause));
        SoapFault fault =
                new SoapFault(FaultCode.SERVER, "The message could not be stored now; send it again later", null);
        HttpAnswer answer = HttpAnswer.soapFault(503, SoapFaultWriter.write(fault));
        write(exchange.getMessage(), answer);
        exchange.getMessage().setHeader("Retry-After", RETRY_AFTER_SECONDS);
    }

    /** A defect of the adapter itself: logged in full here, answered without detail (no stack traces out). */
    public void internalError(Exchange exchange) {
        Throwable cause = exchange.getProperty(ExchangePropertyKey.EXCEPTION_CAUGHT, Throwable.class);
        LOG.error(RECEIVE_FAILED.line("Failed to handle a received message; answered 500"), cause);
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
