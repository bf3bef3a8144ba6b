package nl.opendk.ebms.routes;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.routes.backend.DeliverRoute;
import nl.opendk.ebms.routes.send.SendRoute;
import nl.opendk.ebms.service.lease.QueueOverflow;
import org.apache.camel.CamelContext;
import org.apache.camel.Exchange;
import org.apache.camel.component.seda.BlockingQueueFactory;
import org.apache.camel.component.seda.SedaComponent;
import org.apache.camel.component.seda.SedaEndpoint;
import org.apache.camel.impl.DefaultCamelContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A full queue, the senders' or the back end's: what does not fit is noted for the next poll instead of waiting for
 * its lease.
 */
class SedaHandOffTest {

    private CamelContext context;

    @BeforeEach
    void startWithoutSenders() {
        context = new DefaultCamelContext();
        context.getComponent("seda", SedaComponent.class).setQueueSize(2);
        context.start();
    }

    @AfterEach
    void stop() {
        context.stop();
    }

    @ParameterizedTest
    @ValueSource(strings = {SendRoute.HANDOFF, DeliverRoute.HANDOFF})
    void whatTheQueueHasNoRoomForGoesToTheOverflow(String uri) {
        QueueOverflow overflow = new QueueOverflow();
        SedaHandOff<SendJob> queue = new SedaHandOff<>(context, uri, overflow, SendJob::id);

        for (long id = 1; id <= 5; id++) {
            queue.hand(job(id));
        }

        SedaEndpoint seda = context.getEndpoint(uri, SedaEndpoint.class);
        assertThat(seda.getQueue())
                .extracting(
                        exchange -> exchange.getMessage().getBody(SendJob.class).id())
                .containsExactly(1L, 2L);
        assertThat(overflow.size()).isEqualTo(3);
    }

    /** Fails for a queue that drops what it has no room for ({@code discardWhenFull}) instead of refusing it. */
    @ParameterizedTest
    @ValueSource(strings = {SendRoute.HANDOFF, DeliverRoute.HANDOFF})
    void aMessageThatLostTheRaceForTheLastPlaceGoesToTheOverflowToo(String uri) {
        // a queue that looks as if it had room when asked, and then has none: another thread came first
        context.getComponent("seda", SedaComponent.class).setDefaultQueueFactory(new BlockingQueueFactory<>() {
            @Override
            public BlockingQueue<Exchange> create() {
                return create(1);
            }

            @Override
            public BlockingQueue<Exchange> create(int capacity) {
                return new LinkedBlockingQueue<>(1) {
                    @Override
                    public int remainingCapacity() {
                        return 1;
                    }
                };
            }
        });
        SedaEndpoint seda = context.getEndpoint(uri, SedaEndpoint.class);
        QueueOverflow overflow = new QueueOverflow();
        SedaHandOff<SendJob> queue = new SedaHandOff<>(context, uri, overflow, SendJob::id);

        queue.hand(job(1));
        queue.hand(job(2));

        assertThat(seda.getQueue()).hasSize(1);
        assertThat(overflow.size()).isEqualTo(1);
    }

    private static SendJob job(long id) {
        return new SendJob(
                id,
                "m" + id + "@us",
                "cpa",
                URI.create("http://partner.example/ebms"),
                new byte[0],
                List.of(),
                1,
                Instant.parse("2026-11-29T02:00:00Z"),
                false,
                null,
                null,
                false);
    }
}
