package nl.opendk.ebms.component.wus;

import java.util.Map;
import javax.sql.DataSource;
import nl.opendk.ebms.component.gateway.Gateway;
import nl.opendk.ebms.component.gateway.SharedGateway;
import org.apache.camel.Endpoint;
import org.apache.camel.spi.Metadata;
import org.apache.camel.spi.annotations.Component;
import org.apache.camel.support.DefaultComponent;

/**
 * The {@code wus} component: Digikoppeling WUS (2W-be, 2W-be-S, 2W-be-SE) in any Camel application. A route is the
 * back end of a service we provide ({@code from("wus:provide?service=...")}) or calls a partner's service
 * ({@code to("wus:consume?service=...")}); the services are defined in the adapter's store (admin UI or REST API),
 * and the WS-Addressing, WS-Security and checks are the context's {@link Gateway}, shared with {@code ebms}.
 */
@Component("wus")
public class WusComponent extends DefaultComponent {

    @Metadata(
            autowired = true,
            description = "The database of the adapter's tables; the same as the ebms component's. Without one the"
                    + " adapter's db.url applies, and without that the embedded MariaDB.")
    private DataSource dataSource;

    public DataSource getDataSource() {
        return dataSource;
    }

    public void setDataSource(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    protected Endpoint createEndpoint(String uri, String remaining, Map<String, Object> parameters) throws Exception {
        WusEndpoint endpoint = new WusEndpoint(uri, this, WusOperation.of(remaining));
        setProperties(endpoint, parameters);
        if (endpoint.getService() == null || endpoint.getService().isBlank()) {
            throw new IllegalArgumentException(uri + ": name the WUS service (service=...)");
        }
        return endpoint;
    }

    @Override
    protected void doInit() throws Exception {
        super.doInit();
        SharedGateway.openWhenReady(getCamelContext(), dataSource);
    }

    Gateway gateway() throws Exception {
        return SharedGateway.obtain(getCamelContext(), dataSource);
    }
}
