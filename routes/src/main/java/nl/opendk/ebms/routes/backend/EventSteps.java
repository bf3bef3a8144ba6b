package nl.opendk.ebms.routes.backend;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import nl.opendk.ebms.db.backend.BackendEvent;
import nl.opendk.ebms.db.backend.EventQueue;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.protocol.message.Party;
import org.apache.camel.Body;
import org.apache.camel.Exchange;
import org.apache.camel.ExchangePropertyKey;
import org.apache.camel.Message;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The events route's steps: claim due events, write each as JSON, record whether the endpoint took it. */
public final class EventSteps {

    static final String EVENT = "ebmsBackendEvent";
    static final String ENDPOINT = "EbmsEventsEndpoint";
    private static final Logger LOG = LoggerFactory.getLogger(EventSteps.class);

    private final EventQueue queue;
    private final BackendEndpoints endpoints;
    private final int batchSize;
    private final ObjectMapper json = new ObjectMapper();

    public EventSteps(EventQueue queue, BackendEndpoints endpoints, int batchSize) {
        this.queue = queue;
        this.endpoints = endpoints;
        this.batchSize = batchSize;
    }

    public List<BackendEvent> claimDue() {
        return endpoints.events().isPresent() ? queue.claimDue(batchSize) : List.of();
    }

    public void prepare(@Body BackendEvent event, Exchange exchange) throws JsonProcessingException {
        Message message = exchange.getMessage();
        message.removeHeaders("*");
        exchange.setProperty(EVENT, event);
        message.setHeader(ENDPOINT, endpoints.events().orElseThrow());
        message.setHeader(BackendHeaders.EVENT, event.kind().wireValue());
        message.setHeader(BackendHeaders.MESSAGE_ID, event.message().messageId());
        message.setHeader(Exchange.CONTENT_TYPE, "application/json");
        message.setHeader(Exchange.HTTP_METHOD, "POST");
        message.setHeader(Exchange.FILE_NAME, "event-" + event.id() + ".json");
        message.setBody(json.writeValueAsBytes(EventJson.of(event)));
    }

    public void sent(Exchange exchange) {
        queue.sent(exchange.getProperty(EVENT, BackendEvent.class));
    }

    public void failed(Exchange exchange) {
        BackendEvent event = exchange.getProperty(EVENT, BackendEvent.class);
        Throwable cause = exchange.getProperty(ExchangePropertyKey.EXCEPTION_CAUGHT, Throwable.class);
        if (event == null) {
            LOG.error("Event push failed before an event was prepared", cause);
            return;
        }
        LOG.warn(
                "Events endpoint did not take event {} ({}): {}",
                event.id(),
                event.kind().wireValue(),
                String.valueOf(cause));
        queue.retry(event);
    }

    /** The event as the back end reads it: what happened, to which message, and for a failure why. */
    public record EventJson(
            long eventId,
            String event,
            String time,
            String messageId,
            String refToMessageId,
            String conversationId,
            String cpaId,
            String fromPartyId,
            String toPartyId,
            String service,
            String action,
            String status,
            List<ErrorJson> errors) {

        public static EventJson of(BackendEvent event) {
            MessageSummary message = event.message();
            return new EventJson(
                    event.id(),
                    event.kind().wireValue(),
                    event.createdAt().toString(),
                    message.messageId(),
                    message.refToMessageId(),
                    message.conversationId(),
                    message.cpaId(),
                    partyId(message.from()),
                    partyId(message.to()),
                    message.service() == null ? null : message.service().value(),
                    message.action(),
                    message.status().name().toLowerCase(java.util.Locale.ROOT),
                    event.errors().stream()
                            .map(e -> new ErrorJson(
                                    e.code().wireValue(), e.severity().wireValue(), e.location(), e.description()))
                            .toList());
        }

        private static String partyId(Party party) {
            return party == null || party.primaryId() == null
                    ? null
                    : party.primaryId().value();
        }
    }

    public record ErrorJson(String errorCode, String severity, String location, String description) {}
}
