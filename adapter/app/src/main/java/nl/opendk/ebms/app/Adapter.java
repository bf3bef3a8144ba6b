package nl.opendk.ebms.app;

import java.util.Map;
import java.util.Properties;
import nl.opendk.ebms.app.config.ConfigCatalog;
import org.apache.camel.CamelContext;
import org.apache.camel.main.Main;

/**
 * One running adapter: Camel Main with the adapter's configuration. {@link AdapterMain} runs it until it is
 * stopped; tests start and stop instances with their own properties (ports, database).
 */
public final class Adapter implements AutoCloseable {

    private final Main main;

    private Adapter(Main main) {
        this.main = main;
    }

    /**
     * Starts an adapter; {@code overrides} take precedence over system properties, the environment and the
     * defaults.
     */
    public static Adapter start(Map<String, String> overrides) {
        Main main = create(overrides);
        try {
            main.start();
        } catch (RuntimeException e) {
            main.stop();
            throw e;
        }
        return new Adapter(main);
    }

    static Main create(Map<String, String> overrides) {
        Main main = new Main();
        // the environment variables the keys name, and the defaults of the keys Camel reads itself
        main.setInitialProperties(ConfigCatalog.initialProperties(System.getenv()));
        // Camel Main logs the properties it read; admin.users is a secret its own keywords do not cover
        main.configure().setAdditionalSensitiveKeywords(ConfigCatalog.sensitiveKeywords());
        Properties properties = new Properties();
        properties.putAll(overrides);
        main.setOverrideProperties(properties);
        main.configure().addConfiguration(new AdapterConfiguration());
        return main;
    }

    public CamelContext camelContext() {
        return main.getCamelContext();
    }

    @Override
    public void close() {
        main.stop();
    }
}
