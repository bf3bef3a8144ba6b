package nl.opendk.ebms.component.gateway;

import org.apache.camel.support.service.ServiceSupport;

/**
 * Closes something when the context stops. Services stop after the routes, in the reverse order they were added: what
 * is added first (the database) closes last, after everything that writes to it.
 */
final class OnStop extends ServiceSupport {

    private final AutoCloseable closing;

    OnStop(AutoCloseable closing) {
        this.closing = closing;
    }

    @Override
    protected void doStop() throws Exception {
        closing.close();
    }
}
