package nl.opendk.ebms.service.events;

import static nl.opendk.ebms.service.observe.FlowLogEvent.EVENT_REFUSED;

import java.util.List;
import java.util.Optional;
import nl.opendk.ebms.db.backend.BackendEvent;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;
import nl.opendk.ebms.service.backend.BackendEndpoints;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Pushing the back end's events (received, delivered, failed, expired) to its events endpoint, each tried again until
 * taken. Without an events endpoint nothing is claimed: the back end reads them instead ({@link EventFeed}).
 */
public final class EventPush {

    private static final Logger LOG = LoggerFactory.getLogger(EventPush.class);

    private final PendingEvents events;
    private final BackendEndpoints endpoints;
    private final int batchSize;

    public EventPush(PendingEvents events, BackendEndpoints endpoints, int batchSize) {
        this.events = events;
        this.endpoints = endpoints;
        this.batchSize = batchSize;
    }

    public List<BackendEvent> claimDue() {
        return endpoints.events().isPresent() ? events.claimDue(batchSize) : List.of();
    }

    public Optional<String> endpoint() {
        return endpoints.events();
    }

    public void sent(BackendEvent event) {
        events.record(event, DeliveryVerdict.DELIVERED);
    }

    public void failed(BackendEvent event, Throwable cause) {
        LOG.warn(
                EVENT_REFUSED.line("Events endpoint did not take event {} ({}): {}"),
                event.id(),
                event.kind().wireValue(),
                String.valueOf(cause));
        events.record(event, DeliveryVerdict.RETRYABLE);
    }
}
