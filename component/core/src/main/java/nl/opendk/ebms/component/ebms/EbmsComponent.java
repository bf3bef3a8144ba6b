package nl.opendk.ebms.component.ebms;

import java.util.Map;
import javax.sql.DataSource;
import nl.opendk.ebms.component.gateway.Gateway;
import nl.opendk.ebms.component.gateway.SharedGateway;
import org.apache.camel.Endpoint;
import org.apache.camel.spi.Metadata;
import org.apache.camel.spi.annotations.Component;
import org.apache.camel.support.DefaultComponent;

/**
 * The {@code ebms} component: ebMS 2.0 for Digikoppeling in any Camel application. Its endpoints are the back end's
 * side of the adapter ({@link EbmsOperation}); the adapter itself (receiving, checks, storage, the outbox, reliable
 * messaging, signing and encryption) is the context's {@link Gateway}, opened when a route first uses the component
 * and configured with the adapter's keys (README "Configuration") from the context's properties.
 */
@Component("ebms")
public class EbmsComponent extends DefaultComponent {

    @Metadata(
            autowired = true,
            description = "The database of the adapter's tables (MySQL 8 or MariaDB 10.6 and newer, READ COMMITTED)."
                    + " Without one the adapter's db.url applies, and without that the embedded MariaDB in"
                    + " db.embedded.dir.")
    private DataSource dataSource;

    public DataSource getDataSource() {
        return dataSource;
    }

    public void setDataSource(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    protected Endpoint createEndpoint(String uri, String remaining, Map<String, Object> parameters) throws Exception {
        EbmsEndpoint endpoint = new EbmsEndpoint(uri, this, EbmsOperation.of(remaining));
        setProperties(endpoint, parameters);
        return endpoint;
    }

    @Override
    protected void doInit() throws Exception {
        super.doInit();
        SharedGateway.openWhenReady(getCamelContext(), dataSource);
    }

    /** The context's gateway: open by the time a route starts. */
    Gateway gateway() throws Exception {
        return SharedGateway.obtain(getCamelContext(), dataSource);
    }
}
