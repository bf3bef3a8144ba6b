package nl.opendk.ebms.routes.send;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.service.send.SendOverflow;
import org.apache.camel.CamelContext;
import org.apache.camel.Exchange;
import org.apache.camel.component.seda.BlockingQueueFactory;
import org.apache.camel.component.seda.SedaComponent;
import org.apache.camel.component.seda.SedaEndpoint;
import org.apache.camel.impl.DefaultCamelContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A full send queue: what does not fit is noted for the outbox poll instead of waiting for its lease. */
class SedaSendQueueTest {

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

    @Test
    void whatTheQueueHasNoRoomForGoesToTheOverflow() {
        SendOverflow overflow = new SendOverflow();
        SedaSendQueue queue = new SedaSendQueue(context, overflow);

        for (long id = 1; id <= 5; id++) {
            queue.hand(job(id));
        }

        SedaEndpoint seda = context.getEndpoint(SendRoute.HANDOFF, SedaEndpoint.class);
        assertThat(seda.getQueue())
                .extracting(
                        exchange -> exchange.getMessage().getBody(SendJob.class).id())
                .containsExactly(1L, 2L);
        assertThat(overflow.size()).isEqualTo(3);
    }

    @Test
    void aMessageThatLostTheRaceForTheLastPlaceGoesToTheOverflowToo() {
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
        SedaEndpoint seda = context.getEndpoint(SendRoute.HANDOFF, SedaEndpoint.class);
        SendOverflow overflow = new SendOverflow();
        SedaSendQueue queue = new SedaSendQueue(context, overflow);

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
