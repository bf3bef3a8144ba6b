package nl.opendk.ebms.routes.backend;

import static nl.opendk.ebms.service.observe.FlowLogEvent.EVENT_FAILED_UNPREPARED;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import nl.opendk.ebms.db.backend.BackendEvent;
import nl.opendk.ebms.service.events.EventJson;
import nl.opendk.ebms.service.events.EventPush;
import nl.opendk.ebms.service.observe.MessageLogContext;
import org.apache.camel.Body;
import org.apache.camel.Exchange;
import org.apache.camel.ExchangePropertyKey;
import org.apache.camel.Message;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The events route's steps: each claimed event as a JSON message, the outcome into {@link EventPush}. */
public final class EventSteps {

    static final String EVENT = "ebmsBackendEvent";
    static final String ENDPOINT = "EbmsEventsEndpoint";
    private static final Logger LOG = LoggerFactory.getLogger(EventSteps.class);

    private final EventPush push;
    private final ObjectMapper json = new ObjectMapper();

    public EventSteps(EventPush push) {
        this.push = push;
    }

    public List<BackendEvent> claimDue() {
        return push.claimDue();
    }

    public void prepare(@Body BackendEvent event, Exchange exchange) throws JsonProcessingException {
        Message message = exchange.getMessage();
        message.removeHeaders("*");
        exchange.setProperty(EVENT, event);
        message.setHeader(ENDPOINT, WholeFiles.endpoint(push.endpoint().orElseThrow()));
        message.setHeader(BackendHeaders.EVENT, event.kind().wireValue());
        if (event.message() != null) {
            MessageLogContext.enter(event.message().messageId(), event.message().cpaId());
            message.setHeader(BackendHeaders.MESSAGE_ID, event.message().messageId());
        } else {
            MessageLogContext.clear();
        }
        message.setHeader(Exchange.CONTENT_TYPE, "application/json");
        message.setHeader(Exchange.HTTP_METHOD, "POST");
        message.setHeader(Exchange.FILE_NAME, "event-" + event.id() + ".json");
        message.setBody(json.writeValueAsBytes(EventJson.of(event)));
    }

    public void sent(Exchange exchange) {
        push.sent(exchange.getProperty(EVENT, BackendEvent.class));
    }

    public void failed(Exchange exchange) {
        BackendEvent event = exchange.getProperty(EVENT, BackendEvent.class);
        Throwable cause = exchange.getProperty(ExchangePropertyKey.EXCEPTION_CAUGHT, Throwable.class);
        if (event == null) {
            MessageLogContext.clear();
            LOG.error(EVENT_FAILED_UNPREPARED.line("Event push failed before an event was prepared"), cause);
            return;
        }
        push.failed(event, cause);
    }
}
