package nl.opendk.ebms.component.springboot;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The starter's options, {@code camel.component.ebms.*}; the {@code wus} component shares its DataSource. Everything
 * else of the adapter is its own keys (README "Configuration"), read from the Spring environment.
 */
@ConfigurationProperties(prefix = "camel.component.ebms")
public class EbmsComponentProperties {

    /** False leaves both components and the HTTP server out. */
    private boolean enabled = true;

    /** The name of the DataSource bean of the adapter's tables; unset: the application's only DataSource, if any. */
    private String dataSource;

    private final Server server = new Server();

    public boolean isEnabled() {
        return enabled;
    }

    public void setEnabled(boolean enabled) {
        this.enabled = enabled;
    }

    public String getDataSource() {
        return dataSource;
    }

    public void setDataSource(String dataSource) {
        this.dataSource = dataSource;
    }

    public Server getServer() {
        return server;
    }

    /**
     * Camel's Vert.x platform HTTP server, where partners reach {@code /ebms} and {@code /wus/...}; its port, address
     * and body limit are the adapter's keys {@code camel.server.port}, {@code camel.server.host} and
     * {@code camel.server.maxBodySize}.
     */
    public static class Server {

        /** False when the application starts a platform HTTP server of its own. */
        private boolean enabled = true;

        public boolean isEnabled() {
            return enabled;
        }

        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }
    }
}
