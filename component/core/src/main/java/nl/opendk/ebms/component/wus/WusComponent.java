package nl.opendk.ebms.component.wus;

import java.util.Map;
import nl.opendk.ebms.component.gateway.GatewayComponent;
import org.apache.camel.Endpoint;
import org.apache.camel.spi.annotations.Component;

/**
 * The {@code wus} component: Digikoppeling WUS (2W-be, 2W-be-S, 2W-be-SE) in any Camel application. A route is the
 * back end of a service we provide ({@code from("wus:provide?service=...")}) or calls a partner's service
 * ({@code to("wus:consume?service=...")}); the services are defined in the adapter's store (admin UI or REST API),
 * and the WS-Addressing, WS-Security and checks are the context's gateway ({@code Gateway}), shared with {@code ebms}.
 */
@Component("wus")
public class WusComponent extends GatewayComponent {

    @Override
    protected Endpoint createEndpoint(String uri, String remaining, Map<String, Object> parameters) throws Exception {
        WusEndpoint endpoint = new WusEndpoint(uri, this, WusOperation.of(remaining));
        setProperties(endpoint, parameters);
        if (endpoint.getService() == null || endpoint.getService().isBlank()) {
            throw new IllegalArgumentException(uri + ": name the WUS service (service=...)");
        }
        return endpoint;
    }
}
