package nl.opendk.ebms.routes.backend;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import nl.opendk.ebms.db.backend.BackendJob;
import nl.opendk.ebms.db.outbox.AttemptResult;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;
import nl.opendk.ebms.routes.RouteIds;
import nl.opendk.ebms.service.backend.BackendDelivery;
import nl.opendk.ebms.service.backend.BackendEndpoints;
import nl.opendk.ebms.service.backend.DeliveryQueue;
import nl.opendk.ebms.service.lease.QueueOverflow;
import org.apache.camel.Message;
import org.apache.camel.RoutesBuilder;
import org.apache.camel.builder.NotifyBuilder;
import org.apache.camel.component.mock.MockEndpoint;
import org.apache.camel.test.junit5.CamelTestSupport;
import org.junit.jupiter.api.Test;

/**
 * The deliver route with the delivery use case and a fake queue: a received message is processed only when the
 * back end's endpoint took it, tried again when it did not, and left for polling when there is no endpoint.
 */
class DeliverRouteTest extends CamelTestSupport {

    private static final String BACK_END = "mock:backend";
    private static final String POLLED_ACTION = "polled";

    private final FakeQueue queue = new FakeQueue();

    @Override
    protected RoutesBuilder createRouteBuilder() {
        BackendEndpoints endpoints = new BackendEndpoints() {
            @Override
            public Optional<String> messagesFor(MessageHeader header) {
                return POLLED_ACTION.equals(header.action()) ? Optional.empty() : Optional.of(BACK_END);
            }

            @Override
            public Optional<String> events() {
                return Optional.empty();
            }
        };
        return new DeliverRoute(
                new DeliverSteps(
                        new BackendDelivery(queue, endpoints, 50, Clock.systemUTC(), new QueueOverflow()),
                        id -> List.of()),
                2,
                Duration.ofHours(1));
    }

    @Test
    void aMessageTheBackEndTookIsProcessedWithItsHeaderFieldsAsHeaders() throws Exception {
        MockEndpoint backEnd = getMockEndpoint(BACK_END);
        backEnd.expectedMessageCount(1);

        deliver(job("taken", Instant.now().plusSeconds(60)));

        backEnd.assertIsSatisfied();
        Message taken = backEnd.getExchanges().get(0).getMessage();
        assertThat(taken.getHeader(BackendHeaders.MESSAGE_ID)).isEqualTo("taken@sender.example.nl");
        assertThat(taken.getHeader(BackendHeaders.CPA_ID)).isEqualTo("cpa_1");
        assertThat(taken.getHeader(BackendHeaders.FROM_PARTY_ID)).isEqualTo("00000099000000000001");
        assertThat(taken.getHeader(BackendHeaders.SERVICE)).isEqualTo("proefregister:Bevraging:1:0");
        assertThat(taken.getHeader(BackendHeaders.ACTION)).isEqualTo("taken");
        assertThat(taken.getHeader("Content-Type")).isEqualTo("text/plain");
        assertThat(taken.getBody(String.class)).isEqualTo("payload of taken");
        assertThat(queue.delivered).singleElement().satisfies(result -> {
            assertThat(result.outcome()).isEqualTo(DeliveryVerdict.DELIVERED);
            assertThat(result.startedAt()).isBeforeOrEqualTo(result.finishedAt());
        });
        assertThat(queue.failed).isEmpty();
    }

    @Test
    void aMessageTheBackEndDidNotTakeIsTriedAgainAndNotProcessed() throws Exception {
        getMockEndpoint(BACK_END).whenAnyExchangeReceived(exchange -> {
            throw new IOException("connection refused");
        });

        deliver(job("refused", Instant.now().plusSeconds(60)));

        assertThat(queue.failed).singleElement().satisfies(result -> {
            assertThat(result.outcome()).isEqualTo(DeliveryVerdict.RETRYABLE);
            assertThat(result.detail()).isEqualTo("IOException: connection refused");
        });
        assertThat(queue.delivered).isEmpty();
    }

    @Test
    void withoutAnEndpointTheMessageWaitsInTheInboxWithoutAnAttempt() throws Exception {
        getMockEndpoint(BACK_END).expectedMessageCount(0);

        deliver(job(POLLED_ACTION, Instant.now().plusSeconds(60)));

        assertThat(queue.released).containsExactly(POLLED_ACTION + "@sender.example.nl");
        assertThat(queue.delivered).isEmpty();
        assertThat(queue.failed).isEmpty();
        MockEndpoint.assertIsSatisfied(context);
    }

    @Test
    void aMessageThatWaitedPastItsLeaseIsLeftToWhoeverHoldsItNow() throws Exception {
        getMockEndpoint(BACK_END).expectedMessageCount(0);

        deliver(job("stale", Instant.now().minusSeconds(1)));

        assertThat(queue.delivered).isEmpty();
        assertThat(queue.failed).isEmpty();
        assertThat(queue.released).isEmpty();
        MockEndpoint.assertIsSatisfied(context);
    }

    /** Hands the job over as the receive route does, and waits until the deliver route is done with it. */
    private void deliver(BackendJob job) {
        NotifyBuilder done = new NotifyBuilder(context)
                .fromRoute(RouteIds.DELIVER)
                .whenDone(1)
                .create();
        template.sendBody(DeliverRoute.HANDOFF, job);
        assertThat(done.matches(10, TimeUnit.SECONDS)).isTrue();
    }

    private static BackendJob job(String action, Instant leaseUntil) {
        MessageHeader header = new MessageHeader(
                "2.0",
                "1",
                new Party(List.of(PartyId.oin("00000099000000000001")), "Afnemer"),
                new Party(List.of(PartyId.oin("00000099000000000002")), "Aanbieder"),
                "cpa_1",
                "conversation-1",
                new Service("urn:osb:services", "proefregister:Bevraging:1:0"),
                action,
                action + "@sender.example.nl",
                null,
                Instant.parse("2026-01-01T00:00:00Z"),
                null,
                null,
                null,
                false);
        PayloadPart payload = new PayloadPart(
                "part-1@sender.example.nl", "text/plain", ("payload of " + action).getBytes(StandardCharsets.UTF_8));
        return new BackendJob(1, header, List.of(payload), 1, leaseUntil);
    }

    /** Records what the delivery use case wrote down, as the database queue would. */
    private static final class FakeQueue implements DeliveryQueue {
        final List<AttemptResult> delivered = new CopyOnWriteArrayList<>();
        final List<AttemptResult> failed = new CopyOnWriteArrayList<>();
        final List<String> released = new CopyOnWriteArrayList<>();

        @Override
        public List<BackendJob> claimDue(int limit, List<Long> givenBack) {
            return List.of();
        }

        @Override
        public Boolean record(BackendJob job, AttemptResult result) {
            (result.outcome() == DeliveryVerdict.DELIVERED ? delivered : failed).add(result);
            return true;
        }

        @Override
        public void release(BackendJob job) {
            released.add(job.header().messageId());
        }
    }
}
