package nl.opendk.ebms.routes.send;

import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import nl.opendk.ebms.db.outbox.Attempt;
import nl.opendk.ebms.service.send.Sending;
import org.apache.camel.AsyncCallback;
import org.apache.camel.Exchange;
import org.apache.camel.support.AsyncProcessorSupport;

/**
 * Records the attempt in the body without holding a thread: the exchange goes on, and ends, on the recorder's
 * thread after the commit. The partner's answer arrives on an event loop, which must never wait for the database.
 */
final class RecordLater extends AsyncProcessorSupport {

    private final Sending sending;

    RecordLater(Sending sending) {
        this.sending = sending;
    }

    @Override
    public boolean process(Exchange exchange, AsyncCallback callback) {
        CompletionStage<Void> recorded;
        try {
            recorded = sending.recordLater(exchange.getMessage().getBody(Attempt.class));
        } catch (RuntimeException e) {
            exchange.setException(e);
            callback.done(true);
            return true;
        }
        recorded.whenComplete((nothing, failure) -> {
            if (failure != null) {
                exchange.setException(
                        failure instanceof CompletionException && failure.getCause() != null
                                ? failure.getCause()
                                : failure);
            }
            callback.done(false);
        });
        return false;
    }
}
