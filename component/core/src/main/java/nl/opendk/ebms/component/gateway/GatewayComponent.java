package nl.opendk.ebms.component.gateway;

import javax.sql.DataSource;
import org.apache.camel.spi.Metadata;
import org.apache.camel.support.DefaultComponent;
import org.apache.camel.support.jsse.SSLContextParameters;

/**
 * What the {@code ebms} and {@code wus} components share: the context's gateway, opened when the first of them is
 * made ({@link SharedGateway}), and what it is opened with, set on either component.
 */
public abstract class GatewayComponent extends DefaultComponent {

    @Metadata(
            autowired = true,
            description = "The database of the adapter's tables (MySQL 8 or MariaDB 10.6 and newer, READ COMMITTED),"
                    + " one for both components. Without one the adapter's db.url applies, and without that the"
                    + " embedded MariaDB in db.embedded.dir.")
    private DataSource dataSource;

    @Metadata(
            label = "security",
            description = "The adapter's key and the CA certificates it trusts, in place of its keystore and truststore"
                    + " keys (ebms.keystore.path, ebms.truststore.path and their passwords): both as PKCS#12 files (a"
                    + " path or file:path), the key's alias as certAlias. One for both components.")
    private SSLContextParameters sslContextParameters;

    @Metadata(
            label = "advanced",
            defaultValue = "false",
            description = "Run the components' own platform HTTP server on camel.server.port, with the adapter's TLS"
                    + " and client certificates required (set camel.server.enabled=false in Camel Main then): Camel"
                    + " Main's own server cannot require client certificates. One for both components.")
    private boolean ownServer;

    public boolean isOwnServer() {
        return ownServer;
    }

    public void setOwnServer(boolean ownServer) {
        this.ownServer = ownServer;
    }

    public SSLContextParameters getSslContextParameters() {
        return sslContextParameters;
    }

    public void setSslContextParameters(SSLContextParameters sslContextParameters) {
        this.sslContextParameters = sslContextParameters;
    }

    public DataSource getDataSource() {
        return dataSource;
    }

    public void setDataSource(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    protected void doInit() throws Exception {
        super.doInit();
        SharedGateway.openWhenReady(getCamelContext());
    }

    /** The context's gateway: open by the time a route starts. */
    public Gateway gateway() throws Exception {
        return SharedGateway.obtain(getCamelContext());
    }
}
