package nl.opendk.ebms.routes.wus.endpoint;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import nl.opendk.ebms.service.wus.provide.BackEndReply;
import nl.opendk.ebms.service.wus.provide.ProvidedCall;
import nl.opendk.wus.protocol.plain.PlainMessage;
import nl.opendk.wus.protocol.plain.PlainSoap;
import org.apache.camel.Exchange;
import org.apache.camel.ExchangePattern;
import org.apache.camel.ProducerTemplate;
import org.w3c.dom.Element;

/**
 * Calls the back end of a provided service, synchronously (DK-WUS WS003), within the service's timeout. The back end
 * gets a plain SOAP 1.1 request (the partner's Body element, no WS-Addressing, no WS-Security) with SOAPAction set to
 * the operation's Action, and the call's facts as headers {@value #SERVICE}, {@value #OPERATION}, {@value
 * #MESSAGE_ID} and {@value #CALLER_OIN}. An http(s) endpoint is POSTed to (HTTP 200 with a response, or 500 with a
 * Fault); any other endpoint is a Camel endpoint URI (a route on {@code direct:}, a JMS queue, ...) that answers with
 * a plain envelope or the response element alone.
 *
 * <p>The call runs on a worker thread of the HTTP server's Vert.x. An http(s) back end is therefore called with the
 * JDK's HTTP client, whose answer comes on threads of its own: a Vert.x client called from a worker waits for a worker
 * to take its answer, and with every worker waiting for a back end none is left to take one.
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
    private final Function<String, Optional<String>> routes;
    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(CONNECT_TIMEOUT)
            .build();

    /** How long a connection to an http(s) back end may take, within the service's timeout. */
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);

    /**
     * @param routes the endpoint of the route that is a service's back end ({@code wus:provide}), by the service's
     *     name; empty when none is, and the service's configured back end is called
     */
    public BackEndCaller(ProducerTemplate template, PlainSoap soap, Function<String, Optional<String>> routes) {
        this.template = template;
        this.soap = soap;
        this.routes = routes;
    }

    BackEndReply call(ProvidedCall call, Element payload) {
        URI endpoint = routes.apply(call.service().name())
                .map(URI::create)
                .orElse(call.service().backendEndpoint());
        Duration timeout = call.service().backendTimeout();
        byte[] request = PlainSoap.write(PlainMessage.of(payload));
        Instant started = Instant.now();
        long start = System.nanoTime();
        try {
            return isHttp(endpoint)
                    ? post(endpoint, call, request, timeout)
                    : sendWithin(endpoint, call, request, timeout);
        } catch (HttpTimeoutException | TimeoutException e) {
            return new BackEndReply.Failed("the back end did not answer within " + timeout);
        } catch (IOException e) {
            return new BackEndReply.Failed("the back end could not be called: " + e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new BackEndReply.Failed("interrupted while waiting for the back end");
        } finally {
            call.backEndCalled(started, Duration.ofNanos(System.nanoTime() - start));
        }
    }

    private BackEndReply post(URI endpoint, ProvidedCall call, byte[] request, Duration timeout)
            throws IOException, InterruptedException {
        HttpRequest.Builder builder =
                HttpRequest.newBuilder(endpoint).timeout(timeout).POST(HttpRequest.BodyPublishers.ofByteArray(request));
        headers(call).forEach(builder::header);
        HttpResponse<byte[]> response = http.send(builder.build(), HttpResponse.BodyHandlers.ofByteArray());
        return BackEndReply.read(soap, response.statusCode(), response.body());
    }

    /** Any Camel endpoint, bounded by the service's timeout: the caller stops waiting; the endpoint may go on. */
    private BackEndReply sendWithin(URI endpoint, ProvidedCall call, byte[] request, Duration timeout)
            throws TimeoutException, InterruptedException {
        CompletableFuture<Exchange> reply = template.asyncSend(endpoint.toString(), exchange -> {
            exchange.setPattern(ExchangePattern.InOut);
            exchange.getIn().setBody(request);
            exchange.getIn().setHeaders(new HashMap<>(headers(call)));
        });
        Exchange answered;
        try {
            answered = reply.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            return new BackEndReply.Failed("the back end could not be called: " + e.getCause());
        }
        if (answered.getException() != null) {
            return new BackEndReply.Failed("the back end could not be called: "
                    + answered.getException().getMessage());
        }
        return BackEndReply.read(soap, null, answered.getMessage().getBody(byte[].class));
    }

    /** The request's headers: the content type, SOAPAction and the call's facts. */
    private static Map<String, String> headers(ProvidedCall call) {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Content-Type", WusHttpSteps.TEXT_XML);
        // DK-WUS WS002: SOAPAction is the operation's Action, quoted (WS-I BP R1109)
        headers.put("SOAPAction", "\"" + call.operation().requestAction() + "\"");
        headers.put(SERVICE, call.service().name());
        headers.put(OPERATION, call.operation().name());
        headers.put(MESSAGE_ID, call.addressing().messageId());
        String caller = call.callerOin();
        if (caller != null) {
            headers.put(CALLER_OIN, caller);
        }
        return headers;
    }

    static boolean isHttp(URI endpoint) {
        String scheme = endpoint.getScheme() == null ? "" : endpoint.getScheme().toLowerCase(Locale.ROOT);
        return scheme.equals("http") || scheme.equals("https");
    }
}
