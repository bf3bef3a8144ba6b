package nl.opendk.ebms.routes.send;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import nl.opendk.ebms.db.DataAccessException;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.db.outbox.Attempt;
import nl.opendk.ebms.db.outbox.AttemptLog;
import nl.opendk.ebms.db.outbox.AttemptResult;
import nl.opendk.ebms.protocol.codec.HttpBody;
import nl.opendk.ebms.protocol.handle.SynchronousReplies;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;
import nl.opendk.ebms.routes.observe.MessageObserver;
import org.apache.camel.Body;
import org.apache.camel.Exchange;
import org.apache.camel.ExchangePropertyKey;
import org.apache.camel.Message;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The send route's steps: build the HTTP request from a stored message and record what the peer answered. */
public final class SendSteps {

    static final String JOB = "ebmsSendJob";
    static final String STARTED = "ebmsSendStarted";
    /** Exchange property: true when the endpoint is https, so the send goes through the TLS client. */
    static final String TLS = "ebmsSendTls";

    private static final Logger LOG = LoggerFactory.getLogger(SendSteps.class);
    private static final int MAX_DETAIL = 500;

    private final AttemptLog recorder;
    private final SynchronousReplies synchronousReplies;
    private final MessageObserver observer;
    private final Clock clock;

    public SendSteps(
            AttemptLog recorder, SynchronousReplies synchronousReplies, MessageObserver observer, Clock clock) {
        this.recorder = recorder;
        this.synchronousReplies = synchronousReplies;
        this.observer = observer;
        this.clock = clock;
    }

    /**
     * A job that waited in memory past its lease may already be claimed by another node (or this node's poll):
     * sending it now could send the message twice, so it is left to whoever holds it.
     */
    public boolean stillLeased(@Body SendJob job) {
        boolean leased = clock.instant().isBefore(job.leaseUntil());
        if (!leased) {
            LOG.warn("Outgoing message {} waited past its lease; the outbox poll sends it", job.messageId());
        }
        return leased;
    }

    public void prepare(@Body SendJob job, Exchange exchange) {
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
        exchange.setProperty(STARTED, clock.instant());
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

    /**
     * What the peer answered, judged per the Digikoppeling HTTP binding; a reliable message's synchronous reply
     * (an Acknowledgment or MessageError in the response, ebMS 2.0 §4.3) settles it at once.
     */
    public Attempt response(Exchange exchange) {
        Message message = exchange.getMessage();
        int status = message.getHeader(Exchange.HTTP_RESPONSE_CODE, 0, Integer.class);
        DeliveryVerdict verdict = DeliveryVerdict.ofHttpStatus(status);
        if (verdict != DeliveryVerdict.DELIVERED) {
            return attempt(exchange, status, verdict, "HTTP " + status + ": " + responseText(exchange));
        }
        SendJob job = exchange.getProperty(JOB, SendJob.class);
        if (!job.ackRequested()) {
            return attempt(exchange, status, verdict, null);
        }
        SynchronousReplies.Reply reply = synchronousReplies.read(
                message.getHeader(Exchange.CONTENT_TYPE, String.class),
                message.getBody(byte[].class),
                job.messageId(),
                job.envelope());
        return attempt(exchange, status, reply.verdict(), reply.detail());
    }

    /**
     * The peer could not be reached or did not answer in time: worth another try (DK-ebMS2 "HTTP Binding").
     * Null when the failure came before a message was prepared: then there is no attempt to record.
     */
    public Attempt failure(Exchange exchange) {
        Throwable cause = exchange.getProperty(ExchangePropertyKey.EXCEPTION_CAUGHT, Throwable.class);
        if (exchange.getProperty(JOB) == null) {
            LOG.error("Send failed before a message was prepared", cause);
            return null;
        }
        return attempt(
                exchange,
                null,
                DeliveryVerdict.RETRYABLE,
                cause.getClass().getSimpleName() + ": " + cause.getMessage());
    }

    /**
     * Records the attempt before this sender takes its next message (see {@link SendRoute}); waits while the
     * database cannot take it. An attempt that cannot be recorded at all is logged by the recorder and its message is
     * sent again when its lease ends.
     */
    public void record(@Body Attempt attempt) {
        Optional<MessageStatus> status;
        try {
            status = recorder.record(attempt);
        } catch (DataAccessException e) {
            return;
        }
        observer.attempted(attempt.job(), attempt.result(), status);
        if (status.isEmpty()) {
            LOG.warn(
                    "Outgoing message {} was taken over by another node while being sent",
                    attempt.job().messageId());
        }
    }

    private Attempt attempt(Exchange exchange, Integer httpStatus, DeliveryVerdict verdict, String detail) {
        SendJob job = exchange.getProperty(JOB, SendJob.class);
        Instant started = exchange.getProperty(STARTED, Instant.class);
        return new Attempt(job, new AttemptResult(started, clock.instant(), httpStatus, verdict, truncate(detail)));
    }

    private static String responseText(Exchange exchange) {
        byte[] body = exchange.getMessage().getBody(byte[].class);
        return body == null ? "" : new String(body, 0, Math.min(body.length, MAX_DETAIL), StandardCharsets.UTF_8);
    }

    private static String truncate(String detail) {
        return detail == null || detail.length() <= MAX_DETAIL ? detail : detail.substring(0, MAX_DETAIL);
    }
}
