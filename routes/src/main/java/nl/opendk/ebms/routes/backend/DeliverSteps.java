package nl.opendk.ebms.routes.backend;

import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import nl.opendk.ebms.db.backend.BackendJob;
import nl.opendk.ebms.db.backend.BackendQueue;
import nl.opendk.ebms.db.outbox.AttemptResult;
import nl.opendk.ebms.protocol.codec.HttpBody;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;
import org.apache.camel.Body;
import org.apache.camel.Exchange;
import org.apache.camel.ExchangePropertyKey;
import org.apache.camel.Message;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The deliver route's steps: turn a received message into the back end's message, and record the outcome. */
public final class DeliverSteps {

    static final String JOB = "ebmsBackendJob";
    static final String STARTED = "ebmsBackendStarted";
    /** Header holding the endpoint chosen for the message. */
    static final String ENDPOINT = "EbmsBackendEndpoint";

    private static final Logger LOG = LoggerFactory.getLogger(DeliverSteps.class);

    private final BackendQueue queue;
    private final BackendEndpoints endpoints;
    private final Clock clock;

    public DeliverSteps(BackendQueue queue, BackendEndpoints endpoints, Clock clock) {
        this.queue = queue;
        this.endpoints = endpoints;
        this.clock = clock;
    }

    /** A job that waited past its lease may be another node's by now: left to whoever holds it. */
    public boolean stillLeased(@Body BackendJob job) {
        return clock.instant().isBefore(job.leaseUntil());
    }

    /** The payloads as the body, the header fields as headers, the endpoint chosen by CPA and service. */
    public void prepare(@Body BackendJob job, Exchange exchange) {
        Optional<String> endpoint = endpoints.messagesFor(job.header());
        Message message = exchange.getMessage();
        message.removeHeaders("*");
        exchange.setProperty(JOB, job);
        exchange.setProperty(STARTED, clock.instant());
        if (endpoint.isEmpty()) {
            // configuration changed since the message was stored: the back end polls for it now
            message.setBody(null);
            return;
        }
        HttpBody body = HttpBody.payloads(job.parts());
        headers(message, job.header());
        if (body.contentType() != null) {
            message.setHeader(Exchange.CONTENT_TYPE, body.contentType());
        }
        message.setHeader(ENDPOINT, endpoint.get());
        message.setHeader(Exchange.FILE_NAME, fileName(job));
        message.setBody(body.content());
    }

    public boolean hasEndpoint(Exchange exchange) {
        return exchange.getMessage().getHeader(ENDPOINT) != null;
    }

    public void delivered(Exchange exchange) {
        BackendJob job = exchange.getProperty(JOB, BackendJob.class);
        if (!queue.delivered(job, result(exchange, DeliveryVerdict.DELIVERED, null))) {
            LOG.warn(
                    "Received message {} was delivered to the back end after another node took it over",
                    job.header().messageId());
        }
    }

    public void failed(Exchange exchange) {
        BackendJob job = exchange.getProperty(JOB, BackendJob.class);
        if (job == null) {
            LOG.error(
                    "Back-end delivery failed before a message was prepared",
                    exchange.getProperty(ExchangePropertyKey.EXCEPTION_CAUGHT, Throwable.class));
            return;
        }
        Throwable cause = exchange.getProperty(ExchangePropertyKey.EXCEPTION_CAUGHT, Throwable.class);
        LOG.warn(
                "Back end did not take {} (attempt {}): {}",
                job.header().messageId(),
                job.attemptNo(),
                String.valueOf(cause));
        queue.failed(
                job,
                result(
                        exchange,
                        DeliveryVerdict.RETRYABLE,
                        cause == null ? null : cause.getClass().getSimpleName() + ": " + cause.getMessage()));
    }

    /** Messages left for polling: nothing to deliver, and the lease goes so the inbox shows them at once. */
    public void leftForPolling(Exchange exchange) {
        BackendJob job = exchange.getProperty(JOB, BackendJob.class);
        LOG.info(
                "No back-end endpoint for {} any more; it waits in the inbox",
                job.header().messageId());
        queue.release(job);
    }

    private AttemptResult result(Exchange exchange, DeliveryVerdict verdict, String detail) {
        Instant started = exchange.getProperty(STARTED, Instant.class);
        Integer status = exchange.getMessage().getHeader(Exchange.HTTP_RESPONSE_CODE, Integer.class);
        return new AttemptResult(started, clock.instant(), status, verdict, detail);
    }

    /** The ebMS header fields as message headers (see {@link BackendHeaders}); absent fields are left out. */
    static void headers(Message message, MessageHeader header) {
        set(message, BackendHeaders.MESSAGE_ID, header.messageId());
        set(message, BackendHeaders.CONVERSATION_ID, header.conversationId());
        set(message, BackendHeaders.REF_TO_MESSAGE_ID, header.refToMessageId());
        set(message, BackendHeaders.CPA_ID, header.cpaId());
        party(
                message,
                header.from(),
                BackendHeaders.FROM_PARTY_ID,
                BackendHeaders.FROM_PARTY_TYPE,
                BackendHeaders.FROM_ROLE);
        party(message, header.to(), BackendHeaders.TO_PARTY_ID, BackendHeaders.TO_PARTY_TYPE, BackendHeaders.TO_ROLE);
        if (header.service() != null) {
            set(message, BackendHeaders.SERVICE, header.service().value());
            set(message, BackendHeaders.SERVICE_TYPE, header.service().type());
        }
        set(message, BackendHeaders.ACTION, header.action());
        set(
                message,
                BackendHeaders.TIMESTAMP,
                header.timestamp() == null ? null : header.timestamp().toString());
    }

    private static void party(Message message, Party party, String idHeader, String typeHeader, String roleHeader) {
        PartyId id = party == null ? null : party.primaryId();
        set(message, idHeader, id == null ? null : id.value());
        set(message, typeHeader, id == null ? null : id.type());
        set(message, roleHeader, party == null ? null : party.role());
    }

    private static void set(Message message, String name, String value) {
        if (value != null) {
            message.setHeader(name, value);
        }
    }

    /** For directory back ends: a name made from the MessageId that is safe on any file system. */
    private static String fileName(BackendJob job) {
        return job.header().messageId().replaceAll("[^A-Za-z0-9._-]", "_") + ".msg";
    }
}
