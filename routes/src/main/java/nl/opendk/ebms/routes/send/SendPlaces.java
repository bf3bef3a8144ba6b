package nl.opendk.ebms.routes.send;

import java.util.concurrent.Semaphore;
import org.apache.camel.Exchange;
import org.apache.camel.Processor;
import org.apache.camel.support.SynchronizationAdapter;

/**
 * The {@code concurrency} places of the sends under way: a message holds one from the moment its send starts until
 * its exchange is done, which is after its attempt is committed (the send route's last step). So a node that dies
 * has sent at most {@code concurrency} messages whose attempts are not recorded, and a slow database slows sending
 * down instead of piling up attempts.
 *
 * <p>As the send queue's first step, its thread waits here while no place is free. {@link SendNow} only takes a
 * place that is free at once.
 */
final class SendPlaces implements Processor {

    private final Semaphore places;

    SendPlaces(int concurrency) {
        this.places = new Semaphore(concurrency);
    }

    /** The queue's step: waits for a place, which the exchange gives back when it is done. */
    @Override
    public void process(Exchange exchange) throws InterruptedException {
        places.acquire();
        exchange.getExchangeExtension().addOnCompletion(new SynchronizationAdapter() {
            @Override
            public void onDone(Exchange done) {
                places.release();
            }
        });
    }

    /** A place if one is free now; the caller gives it back with {@link #giveBack()}. */
    boolean tryTake() {
        return places.tryAcquire();
    }

    void giveBack() {
        places.release();
    }
}
