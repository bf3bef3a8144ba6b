package nl.opendk.ebms.console;

import nl.opendk.ebms.component.gateway.SharedGateway;
import org.apache.camel.CamelConfiguration;
import org.apache.camel.CamelContext;

/**
 * The console in an application of one's own that uses the {@code ebms} and {@code wus} components: installed on
 * their gateway when it opens, on the platform HTTP server the components use. Camel Main takes it from
 * {@code camel.main.configurationClasses = nl.opendk.ebms.console.HostConsole}; any other host calls
 * {@link #configure} with its context before the context starts.
 */
public final class HostConsole implements CamelConfiguration {

    @Override
    public void configure(CamelContext context) throws Exception {
        SharedGateway.extendWhenReady(context, Console::install);
    }
}
