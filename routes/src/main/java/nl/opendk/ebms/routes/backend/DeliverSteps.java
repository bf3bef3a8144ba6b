package nl.opendk.ebms.routes.backend;

import static nl.opendk.ebms.service.observe.FlowLogEvent.DELIVERY_FAILED_UNPREPARED;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.LongFunction;
import nl.opendk.ebms.db.backend.BackendJob;
import nl.opendk.ebms.protocol.codec.HttpBody;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.routes.rest.ReceivedFileJson;
import nl.opendk.ebms.service.backend.BackendDelivery;
import nl.opendk.ebms.service.gb.receive.ReceivedFiles;
import nl.opendk.gb.protocol.metadata.GbNamespaces;
import org.apache.camel.Body;
import org.apache.camel.Exchange;
import org.apache.camel.ExchangePropertyKey;
import org.apache.camel.Message;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The deliver route's steps: a received message into the back end's Camel message, the outcome into {@link BackendDelivery}. */
public final class DeliverSteps {

    static final String JOB = "ebmsBackendJob";
    static final String STARTED = "ebmsBackendStarted";
    /** Header holding the endpoint chosen for the message. */
    static final String ENDPOINT = "EbmsBackendEndpoint";

    private static final Logger LOG = LoggerFactory.getLogger(DeliverSteps.class);

    private final BackendDelivery delivery;
    private final LongFunction<List<ReceivedFiles.ReceivedFile>> files;

    /** @param files the verified Grote Berichten files of a received message, by its row id */
    public DeliverSteps(BackendDelivery delivery, LongFunction<List<ReceivedFiles.ReceivedFile>> files) {
        this.delivery = delivery;
        this.files = files;
    }

    public List<BackendJob> claimDue() {
        return delivery.claimDue();
    }

    public boolean stillLeased(@Body BackendJob job) {
        return delivery.stillLeased(job);
    }

    /** The payloads as the body, the header fields as headers, the endpoint chosen by CPA and service. */
    public void prepare(@Body BackendJob job, Exchange exchange) {
        Optional<String> endpoint = delivery.endpointFor(job);
        Message message = exchange.getMessage();
        message.removeHeaders("*");
        exchange.setProperty(JOB, job);
        exchange.setProperty(STARTED, delivery.now());
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
        if (job.parts().stream().anyMatch(part -> GbNamespaces.mentionedIn(part.content()))) {
            List<ReceivedFiles.ReceivedFile> received = files.apply(job.id());
            if (!received.isEmpty()) {
                message.setHeader(BackendHeaders.GB_FILES, ReceivedFileJson.of(received));
            }
        }
        message.setHeader(ENDPOINT, WholeFiles.endpoint(endpoint.get()));
        message.setHeader(Exchange.FILE_NAME, fileName(job));
        message.setBody(body.content());
    }

    public boolean hasEndpoint(Exchange exchange) {
        return exchange.getMessage().getHeader(ENDPOINT) != null;
    }

    public void delivered(Exchange exchange) {
        delivery.delivered(
                exchange.getProperty(JOB, BackendJob.class),
                exchange.getProperty(STARTED, Instant.class),
                status(exchange));
    }

    public void failed(Exchange exchange) {
        BackendJob job = exchange.getProperty(JOB, BackendJob.class);
        Throwable cause = exchange.getProperty(ExchangePropertyKey.EXCEPTION_CAUGHT, Throwable.class);
        if (job == null) {
            LOG.error(DELIVERY_FAILED_UNPREPARED.line("Back-end delivery failed before a message was prepared"), cause);
            return;
        }
        delivery.failed(job, exchange.getProperty(STARTED, Instant.class), status(exchange), cause);
    }

    /** Messages left for polling: nothing to deliver, and the lease goes so the inbox shows them at once. */
    public void leftForPolling(Exchange exchange) {
        delivery.leftForPolling(exchange.getProperty(JOB, BackendJob.class));
    }

    private static Integer status(Exchange exchange) {
        return exchange.getMessage().getHeader(Exchange.HTTP_RESPONSE_CODE, Integer.class);
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
