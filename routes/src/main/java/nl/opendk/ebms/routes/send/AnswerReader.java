package nl.opendk.ebms.routes.send;

import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import nl.opendk.ebms.db.message.SendJob;
import org.apache.camel.AsyncCallback;
import org.apache.camel.Exchange;
import org.apache.camel.support.AsyncProcessorSupport;

/**
 * {@link SendSteps#response} where it belongs. The partner's answer arrives on an event loop; judging a status is
 * quick and happens there. A reliable message's answer may hold a synchronous Acknowledgment or MessageError
 * (ebMS 2.0 §4.3), which is decoded, checked against the CPA and its signature verified: that goes to the reply
 * pool, so the event loop never spends milliseconds on it.
 */
final class AnswerReader extends AsyncProcessorSupport {

    private final SendSteps steps;
    private final Executor replies;

    AnswerReader(SendSteps steps, Executor replies) {
        this.steps = steps;
        this.replies = replies;
    }

    @Override
    public boolean process(Exchange exchange, AsyncCallback callback) {
        if (!exchange.getProperty(SendSteps.JOB, SendJob.class).ackRequested()) {
            return inline(exchange, callback);
        }
        try {
            replies.execute(() -> {
                read(exchange);
                callback.done(false);
            });
            return false;
        } catch (RejectedExecutionException stopping) {
            return inline(exchange, callback);
        }
    }

    private boolean inline(Exchange exchange, AsyncCallback callback) {
        read(exchange);
        callback.done(true);
        return true;
    }

    private void read(Exchange exchange) {
        try {
            steps.response(exchange);
        } catch (RuntimeException e) {
            exchange.setException(e);
        }
    }
}
