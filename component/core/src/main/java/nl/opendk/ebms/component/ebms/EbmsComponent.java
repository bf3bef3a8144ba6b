package nl.opendk.ebms.component.ebms;

import java.util.Map;
import nl.opendk.ebms.component.gateway.GatewayComponent;
import org.apache.camel.Endpoint;
import org.apache.camel.spi.annotations.Component;

/**
 * The {@code ebms} component: ebMS 2.0 for Digikoppeling in any Camel application. Its endpoints are the back end's
 * side of the adapter ({@link EbmsOperation}); the adapter itself (receiving, checks, storage, the outbox, reliable
 * messaging, signing and encryption) is the context's gateway ({@code Gateway}), opened when a route first uses the component
 * and configured with the adapter's keys (README "Configuration") from the context's properties.
 */
@Component("ebms")
public class EbmsComponent extends GatewayComponent {

    @Override
    protected Endpoint createEndpoint(String uri, String remaining, Map<String, Object> parameters) throws Exception {
        EbmsEndpoint endpoint = new EbmsEndpoint(uri, this, EbmsOperation.of(remaining));
        setProperties(endpoint, parameters);
        return endpoint;
    }
}
