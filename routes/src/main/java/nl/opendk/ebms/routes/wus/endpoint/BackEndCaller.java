package nl.opendk.ebms.routes.wus.endpoint;

import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import nl.opendk.ebms.service.wus.provide.BackEndReply;
import nl.opendk.ebms.service.wus.provide.ProvidedCall;
import nl.opendk.wus.protocol.plain.PlainMessage;
import nl.opendk.wus.protocol.plain.PlainSoap;
import org.apache.camel.Exchange;
import org.apache.camel.ProducerTemplate;
import org.w3c.dom.Element;

/**
 * Calls the back end of a provided service, synchronously (DK-WUS WS003), within the service's timeout. The back end
 * gets a plain SOAP 1.1 request (the partner's Body element, no WS-Addressing, no WS-Security) with SOAPAction set to
 * the operation's Action, and the call's facts as headers {@value #SERVICE}, {@value #OPERATION}, {@value
 * #MESSAGE_ID} and {@value #CALLER_OIN}. An http(s) endpoint is POSTed to (HTTP 200 with a response, or 500 with a
 * Fault); any other endpoint is a Camel endpoint URI (a route on {@code direct:}, a JMS queue, ...) that answers with
 * a plain envelope or the response element alone.
 */
public final class BackEndCaller {

    /** The service's name. */
    public static final String SERVICE = "WusService";
    /** The operation's name. */
    public static final String OPERATION = "WusOperation";
    /** The partner's wsa:MessageID. */
    public static final String MESSAGE_ID = "WusMessageId";
    /** The OIN of the calling organisation: the signer's, else the TLS client's. */
    public static final String CALLER_OIN = "WusCallerOin";

    private final ProducerTemplate template;
    private final PlainSoap soap;

    public BackEndCaller(ProducerTemplate template, PlainSoap soap) {
        this.template = template;
        this.soap = soap;
    }

    BackEndReply call(ProvidedCall call, Element payload) {
        URI endpoint = call.service().backendEndpoint();
        Duration timeout = call.service().backendTimeout();
        boolean http = isHttp(endpoint);
        byte[] request = PlainSoap.write(PlainMessage.of(payload));
        Instant started = Instant.now();
        long start = System.nanoTime();
        try {
            Exchange reply = http
                    ? send(httpUri(endpoint, timeout), call, request)
                    : sendWithin(endpoint, call, request, timeout);
            if (reply.getException() != null) {
                return new BackEndReply.Failed("the back end could not be called: "
                        + reply.getException().getMessage());
            }
            Integer status = http ? reply.getMessage().getHeader(Exchange.HTTP_RESPONSE_CODE, Integer.class) : null;
            return BackEndReply.read(soap, status, reply.getMessage().getBody(byte[].class));
        } catch (TimeoutException e) {
            return new BackEndReply.Failed("the back end did not answer within " + timeout);
        } finally {
            call.backEndCalled(started, Duration.ofNanos(System.nanoTime() - start));
        }
    }

    private Exchange send(String uri, ProvidedCall call, byte[] request) {
        return template.send(uri, exchange -> prepare(exchange, call, request));
    }

    /** Any Camel endpoint, bounded by the service's timeout: the caller stops waiting; the endpoint may go on. */
    private Exchange sendWithin(URI endpoint, ProvidedCall call, byte[] request, Duration timeout)
            throws TimeoutException {
        CompletableFuture<Exchange> reply =
                template.asyncSend(endpoint.toString(), exchange -> prepare(exchange, call, request));
        try {
            return reply.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TimeoutException("interrupted");
        } catch (ExecutionException e) {
            throw new IllegalStateException("the back end could not be called", e.getCause());
        }
    }

    private static void prepare(Exchange exchange, ProvidedCall call, byte[] request) {
        exchange.setPattern(org.apache.camel.ExchangePattern.InOut);
        var message = exchange.getIn();
        message.setBody(request);
        message.setHeader(Exchange.CONTENT_TYPE, WusHttpSteps.TEXT_XML);
        message.setHeader(Exchange.HTTP_METHOD, "POST");
        // DK-WUS WS002: SOAPAction is the operation's Action, quoted (WS-I BP R1109)
        message.setHeader("SOAPAction", "\"" + call.operation().requestAction() + "\"");
        message.setHeader(SERVICE, call.service().name());
        message.setHeader(OPERATION, call.operation().name());
        message.setHeader(MESSAGE_ID, call.addressing().messageId());
        String caller = call.callerOin();
        if (caller != null) {
            message.setHeader(CALLER_OIN, caller);
        }
    }

    /**
     * The vertx-http endpoint for an http(s) back end: its own timeout bounds the call, and an HTTP 500 with a Fault
     * is an answer, not an exception.
     */
    static String httpUri(URI endpoint, Duration timeout) {
        String separator = endpoint.getRawQuery() == null ? "?" : "&";
        return "vertx-http:" + endpoint + separator + "timeout=" + timeout.toMillis()
                + "&throwExceptionOnFailure=false";
    }

    static boolean isHttp(URI endpoint) {
        String scheme = endpoint.getScheme() == null ? "" : endpoint.getScheme().toLowerCase(Locale.ROOT);
        return scheme.equals("http") || scheme.equals("https");
    }
}
