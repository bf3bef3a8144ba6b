package nl.opendk.ebms.app.server;

import static nl.opendk.ebms.component.observe.AdapterLogEvent.BODY_TOO_LARGE;
import static nl.opendk.ebms.component.observe.AdapterLogEvent.REQUEST_UNREADABLE;

import io.netty.handler.codec.TooLongFrameException;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.RoutingContext;
import java.time.Duration;
import nl.opendk.ebms.protocol.codec.SoapFaultWriter;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.SoapFault;
import nl.opendk.ebms.routes.observe.ThrottledLog;
import nl.opendk.ebms.service.observe.MessageObserver;
import nl.opendk.wus.protocol.fault.WusFault;
import nl.opendk.wus.protocol.fault.WusFinding;
import nl.opendk.wus.protocol.reply.FaultWriter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.event.Level;

/**
 * Requests refused for their size before any route sees them: a body over {@code camel.server.maxBodySize} (413), a
 * header section or request line over the HTTP decoder's limits (431, 414), or anything else the decoder cannot read
 * (400). Each gets a SOAP Fault body a partner's MSH can read, with the ebMS error in its detail where the request
 * reached the ebMS endpoint, and at most one WARN line per interval for each of the two kinds: anyone can send such
 * requests, so they must not be able to flood the log.
 */
final class OversizedRequests {

    private static final Logger LOG = LoggerFactory.getLogger(OversizedRequests.class);

    private final String ebmsPath;
    private final String wusPath;
    private final long maxBodyBytes;
    private final MessageObserver observer;
    private final ThrottledLog bodyWarnings = new ThrottledLog(LOG, Level.WARN, Duration.ofSeconds(10));
    private final ThrottledLog requestWarnings = new ThrottledLog(LOG, Level.WARN, Duration.ofSeconds(10));

    OversizedRequests(String ebmsPath, String wusPath, long maxBodyBytes, MessageObserver observer) {
        this.ebmsPath = ebmsPath;
        this.wusPath = wusPath;
        this.maxBodyBytes = maxBodyBytes;
        this.observer = observer;
    }

    /**
     * The router's answer to a body over the limit. On the ebMS endpoint: ebMS 2.0 has no code for "too large", the
     * MIME packaging is what cannot be taken, so MimeProblem; Digikoppeling sends messages over 20 MiB as Grote
     * Berichten (DK-GB VW001). On the WUS endpoint: a WUS fault that says so.
     */
    void bodyTooLarge(RoutingContext context) {
        String path = context.request().path();
        String reason = "The request body is larger than " + maxBodyBytes + " bytes; messages over 20 MiB go by Grote"
                + " Berichten (DK-GB VW001)";
        bodyWarnings.log(() -> BODY_TOO_LARGE.line("Refused a request body over " + maxBodyBytes + " bytes to " + path
                + " from " + context.request().remoteAddress()));
        if (path != null && path.startsWith(ebmsPath)) {
            SoapFault fault = SoapFault.client(EbmsErrorCode.MIME_PROBLEM, reason);
            observer.refused(fault);
            soapFault(context.response(), 413, fault);
        } else if (path != null && path.startsWith(wusPath + "/")) {
            // a WUS partner reads a SOAP 1.1 Fault that points to Grote Berichten (DK-WUS W23, DK-GB VW001)
            context.response()
                    .setStatusCode(413)
                    .putHeader("Content-Type", "text/xml; charset=UTF-8")
                    .end(Buffer.buffer(FaultWriter.write(new WusFinding(WusFault.TOO_LARGE, reason), (String) null)));
        } else {
            context.response()
                    .setStatusCode(413)
                    .putHeader("Content-Type", "application/json")
                    .end("{\"error\":\"request body over " + maxBodyBytes + " bytes\"}");
        }
    }

    /**
     * The HTTP decoder could not read the request: its header section or request line is too long, or it is not
     * HTTP. No route saw it, so there is no ebMS message to point into: a SOAP Fault without ebMS detail.
     */
    void invalidRequest(HttpServerRequest request) {
        Throwable cause = request.decoderResult().cause();
        int status = 400;
        String reason = "The request is not readable HTTP";
        if (cause instanceof TooLongFrameException && cause.getMessage() != null) {
            if (cause.getMessage().startsWith("HTTP header is larger than")) {
                status = 431;
                reason = "The request's header section is too large";
            } else if (cause.getMessage().startsWith("An HTTP line is larger than")) {
                status = 414;
                reason = "The request line is too long";
            }
        }
        String logged = reason;
        requestWarnings.log(
                () -> REQUEST_UNREADABLE.line("Refused a request from " + request.remoteAddress() + ": " + logged));
        SoapFault fault = new SoapFault(SoapFault.FaultCode.CLIENT, reason, null);
        observer.refused(fault);
        HttpServerResponse response = request.response().putHeader("Connection", "close");
        soapFault(response, status, fault);
    }

    private static void soapFault(HttpServerResponse response, int status, SoapFault fault) {
        response.setStatusCode(status)
                .putHeader("Content-Type", "text/xml; charset=UTF-8")
                .end(Buffer.buffer(SoapFaultWriter.write(fault)));
    }
}
