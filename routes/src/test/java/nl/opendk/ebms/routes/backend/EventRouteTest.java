package nl.opendk.ebms.routes.backend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import nl.opendk.ebms.db.backend.BackendEvent;
import nl.opendk.ebms.db.events.EventKind;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;
import nl.opendk.ebms.service.backend.BackendEndpoints;
import nl.opendk.ebms.service.events.EventPush;
import nl.opendk.ebms.service.events.PendingEvents;
import org.apache.camel.Message;
import org.apache.camel.RoutesBuilder;
import org.apache.camel.component.mock.MockEndpoint;
import org.apache.camel.test.junit5.CamelTestSupport;
import org.junit.jupiter.api.Test;

/**
 * The events route with the push use case and a fake event queue: each due event goes to the events endpoint as
 * JSON and is marked sent when taken, or tried again when the endpoint did not take it.
 */
class EventRouteTest extends CamelTestSupport {

    private static final String EVENTS = "mock:events";

    private final FakeEvents events = new FakeEvents();

    @Override
    protected RoutesBuilder createRouteBuilder() {
        BackendEndpoints endpoints = new BackendEndpoints() {
            @Override
            public Optional<String> messagesFor(MessageHeader header) {
                return Optional.empty();
            }

            @Override
            public Optional<String> events() {
                return Optional.of(EVENTS);
            }
        };
        return new EventRoute(new EventSteps(new EventPush(events, endpoints, 100)), Duration.ofMillis(50));
    }

    @Test
    void anEventTheEndpointTookIsSentAsJsonWithItsKindAndMessageId() throws Exception {
        MockEndpoint endpoint = getMockEndpoint(EVENTS);
        endpoint.expectedMessageCount(1);

        events.due(event(7, EventKind.RECEIVED));

        endpoint.assertIsSatisfied();
        await().atMost(Duration.ofSeconds(10)).until(() -> events.sent.contains(7L));
        Message pushed = endpoint.getExchanges().get(0).getMessage();
        assertThat(pushed.getHeader(BackendHeaders.EVENT)).isEqualTo("received");
        assertThat(pushed.getHeader(BackendHeaders.MESSAGE_ID)).isEqualTo("message-7@sender.example.nl");
        assertThat(pushed.getHeader("Content-Type")).isEqualTo("application/json");
        JsonNode json = new ObjectMapper().readTree(pushed.getBody(byte[].class));
        assertThat(json.path("eventId").asLong()).isEqualTo(7);
        assertThat(json.path("event").asText()).isEqualTo("received");
        assertThat(json.path("messageId").asText()).isEqualTo("message-7@sender.example.nl");
        assertThat(json.path("fromPartyId").asText()).isEqualTo("00000099000000000001");
        assertThat(json.path("status").asText()).isEqualTo("received");
        assertThat(events.retried).isEmpty();
    }

    @Test
    void anEventTheEndpointDidNotTakeIsTriedAgainAndNotMarkedSent() {
        getMockEndpoint(EVENTS).whenAnyExchangeReceived(exchange -> {
            throw new IOException("endpoint down");
        });

        events.due(event(8, EventKind.FAILED));

        await().atMost(Duration.ofSeconds(10)).until(() -> events.retried.contains(8L));
        assertThat(events.sent).isEmpty();
    }

    private static BackendEvent event(long id, EventKind kind) {
        MessageSummary message = new MessageSummary(
                id,
                Direction.IN,
                "message-" + id + "@sender.example.nl",
                null,
                "conversation-1",
                "cpa_1",
                new Party(List.of(PartyId.oin("00000099000000000001")), "Afnemer"),
                new Party(List.of(PartyId.oin("00000099000000000002")), "Aanbieder"),
                new Service("urn:osb:services", "proefregister:Bevraging:1:0"),
                "bevragen",
                Instant.parse("2026-01-01T00:00:00Z"),
                MessageStatus.RECEIVED,
                Instant.parse("2026-01-01T00:00:01Z"),
                "text/plain",
                1,
                null,
                0,
                null,
                null,
                null,
                Instant.parse("2026-01-01T00:00:01Z"));
        return new BackendEvent(id, kind, Instant.parse("2026-01-01T00:00:02Z"), message, List.of(), 1);
    }

    /** Hands each due event out once, as a lease would, and records what the push wrote down. */
    private static final class FakeEvents implements PendingEvents {
        private final List<BackendEvent> due = new ArrayList<>();
        final List<Long> sent = new CopyOnWriteArrayList<>();
        final List<Long> retried = new CopyOnWriteArrayList<>();

        synchronized void due(BackendEvent event) {
            due.add(event);
        }

        @Override
        public synchronized List<BackendEvent> claimDue(int limit) {
            List<BackendEvent> claimed = List.copyOf(due);
            due.clear();
            return claimed;
        }

        @Override
        public Boolean record(BackendEvent event, DeliveryVerdict verdict) {
            (verdict == DeliveryVerdict.DELIVERED ? sent : retried).add(event.id());
            return true;
        }

        @Override
        public List<BackendEvent> after(long after, int limit) {
            return List.of();
        }
    }
}
