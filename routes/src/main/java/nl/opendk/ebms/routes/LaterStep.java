package nl.opendk.ebms.routes;

import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;
import org.apache.camel.AsyncCallback;
import org.apache.camel.Exchange;
import org.apache.camel.support.AsyncProcessorSupport;

/**
 * A route step that hands its work to something that answers later (a group commit) without holding the route's
 * thread: the exchange goes on, and may end, on the thread that completes the stage. What a stage completes with
 * becomes the body; a stage of {@code Void} leaves the body as it was. A failure becomes the exchange's exception,
 * for the route's error handling.
 *
 * <p>Waiting costs a thread, and waking it again costs more CPU than a small commit (perf/results, "Issue 16,
 * eighth round").
 */
public final class LaterStep extends AsyncProcessorSupport {

    private final Function<Exchange, CompletionStage<?>> work;

    /** @param work starts the work; must not wait for it */
    public LaterStep(Function<Exchange, CompletionStage<?>> work) {
        this.work = work;
    }

    @Override
    public boolean process(Exchange exchange, AsyncCallback callback) {
        CompletionStage<?> started;
        try {
            started = work.apply(exchange);
        } catch (RuntimeException e) {
            exchange.setException(e);
            callback.done(true);
            return true;
        }
        started.whenComplete((result, failure) -> {
            if (failure != null) {
                exchange.setException(cause(failure));
            } else if (result != null) {
                exchange.getMessage().setBody(result);
            }
            callback.done(false);
        });
        return false;
    }

    /** A stage that depends on a failed one fails with a CompletionException around the failure itself. */
    private static Throwable cause(Throwable failure) {
        return failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
    }
}
