package nl.opendk.ebms.routes.send;

import java.util.concurrent.Semaphore;
import org.apache.camel.Exchange;
import org.apache.camel.Processor;
import org.apache.camel.support.SynchronizationAdapter;

/**
 * The send route's first step: a message taken from the queue holds one of {@code concurrency} places until its
 * exchange is done, which is after its attempt is committed ({@link RecordLater}); the route's thread waits here
 * while none is free. So a node that dies has sent at most {@code concurrency} messages whose attempts are not
 * recorded, and a slow database slows sending down instead of piling up attempts.
 */
final class SendPlaces implements Processor {

    private final Semaphore places;

    SendPlaces(int concurrency) {
        this.places = new Semaphore(concurrency);
    }

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
}
