package nl.opendk.ebms.routes;

import org.apache.camel.AsyncProducer;
import org.apache.camel.CamelContext;
import org.apache.camel.Endpoint;
import org.apache.camel.RuntimeCamelException;

/**
 * An endpoint's own producer, started now and stopped with the context. Work handed on after a commit goes straight
 * to it, not through a producer template: a template waits for the producer's answer through Camel's reactive queue
 * of the calling thread, and a route that goes on after a commit (the receive route, on the store's thread) may have
 * that queue busy with its own next steps, which would then never run.
 */
public final class StartedProducer {

    private StartedProducer() {}

    public static AsyncProducer of(CamelContext context, Endpoint endpoint) {
        try {
            AsyncProducer producer = endpoint.createAsyncProducer();
            context.addService(producer, true, true);
            return producer;
        } catch (Exception e) {
            throw RuntimeCamelException.wrapRuntimeCamelException(e);
        }
    }
}
