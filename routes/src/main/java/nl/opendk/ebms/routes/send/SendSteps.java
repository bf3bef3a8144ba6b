package nl.opendk.ebms.routes.send;

import static nl.opendk.ebms.service.observe.FlowLogEvent.SEND_FAILED_UNPREPARED;

import java.net.URI;
import java.net.URISyntaxException;
import java.time.Instant;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.protocol.codec.HttpBody;
import nl.opendk.ebms.service.send.Sending;
import org.apache.camel.Exchange;
import org.apache.camel.ExchangePropertyKey;
import org.apache.camel.Message;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The send route's steps: a stored message into an HTTP request, the peer's answer into {@link Sending}. */
public final class SendSteps {

    static final String JOB = "ebmsSendJob";
    static final String STARTED = "ebmsSendStarted";
    /** Exchange property: true when the endpoint is https, so the send goes through the TLS client. */
    static final String TLS = "ebmsSendTls";

    private static final Logger LOG = LoggerFactory.getLogger(SendSteps.class);

    private final Sending sending;

    public SendSteps(Sending sending) {
        this.sending = sending;
    }

    Sending sending() {
        return sending;
    }

    public boolean stillLeased(Exchange exchange) {
        return sending.stillLeased(exchange.getMessage().getBody(SendJob.class));
    }

    public void prepare(Exchange exchange) {
        SendJob job = exchange.getMessage().getBody(SendJob.class);
        HttpBody body = HttpBody.of(job.envelope(), job.parts());
        Message message = exchange.getMessage();
        message.removeHeaders("*");
        message.setHeader(Exchange.HTTP_URI, withPort(job.endpoint()).toString());
        exchange.setProperty(TLS, "https".equalsIgnoreCase(job.endpoint().getScheme()));
        message.setHeader(Exchange.HTTP_METHOD, "POST");
        message.setHeader(Exchange.CONTENT_TYPE, body.contentType());
        // ebMS 2.0 App. B.2.2
        message.setHeader("SOAPAction", "\"ebXML\"");
        message.setBody(body.content());
        exchange.setProperty(JOB, job);
        exchange.setProperty(STARTED, sending.now());
    }

    /**
     * The endpoint with its port spelled out. The HTTP producer takes TLS from the client it was given whenever the
     * URI names a port, and from the scheme only when it does not; with the port always named, the route's choice
     * of client by scheme ({@link SendRoute}) decides, and an https endpoint is never sent to in the clear.
     */
    static URI withPort(URI endpoint) {
        if (endpoint.getPort() != -1) {
            return endpoint;
        }
        int port = "https".equalsIgnoreCase(endpoint.getScheme()) ? 443 : 80;
        try {
            return new URI(
                    endpoint.getScheme(),
                    endpoint.getUserInfo(),
                    endpoint.getHost(),
                    port,
                    endpoint.getPath(),
                    endpoint.getQuery(),
                    endpoint.getFragment());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("endpoint " + endpoint + " cannot carry a port", e);
        }
    }

    /** The HTTP response, judged by {@link Sending#answered}: the attempt becomes the body. */
    public void response(Exchange exchange) {
        Message message = exchange.getMessage();
        message.setBody(sending.answered(
                exchange.getProperty(JOB, SendJob.class),
                exchange.getProperty(STARTED, Instant.class),
                message.getHeader(Exchange.HTTP_RESPONSE_CODE, 0, Integer.class),
                message.getHeader(Exchange.CONTENT_TYPE, String.class),
                bytes(message)));
    }

    /**
     * The answer's body as the HTTP client left it (bytes, responsePayloadAsByteArray). A 204 has none, and Camel's
     * type converter turns null into nothing only after asking every fallback converter: 9 % of the adapter's CPU
     * samples in a profile at 1,000 Pings/s.
     */
    private static byte[] bytes(Message message) {
        Object body = message.getBody();
        if (body == null || body instanceof byte[]) {
            return (byte[]) body;
        }
        return message.getBody(byte[].class);
    }

    /**
     * The exception the send ended with, as an attempt ({@link Sending#unreachable}) in the body. No body when the
     * failure came before a message was prepared: then there is no attempt to record.
     */
    public void failure(Exchange exchange) {
        Throwable cause = exchange.getProperty(ExchangePropertyKey.EXCEPTION_CAUGHT, Throwable.class);
        if (exchange.getProperty(JOB) == null) {
            LOG.error(SEND_FAILED_UNPREPARED.line("Send failed before a message was prepared"), cause);
            exchange.getMessage().setBody(null);
            return;
        }
        exchange.getMessage()
                .setBody(sending.unreachable(
                        exchange.getProperty(JOB, SendJob.class), exchange.getProperty(STARTED, Instant.class), cause));
    }
}
