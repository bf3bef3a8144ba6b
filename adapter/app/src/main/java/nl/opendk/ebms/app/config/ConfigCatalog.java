package nl.opendk.ebms.app.config;

import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import nl.opendk.ebms.component.config.AdapterKeys;
import nl.opendk.ebms.component.config.BackendKeys;
import nl.opendk.ebms.component.config.ConfigKey;
import nl.opendk.ebms.component.config.GbKeys;
import nl.opendk.ebms.component.config.SecurityKeys;
import nl.opendk.ebms.component.config.WusKeys;
import nl.opendk.ebms.console.ConsoleKeys;

/**
 * Every configuration key the adapter reads, in the order the README's tables show them. Camel Main gets from here
 * what it reads itself: the values of the environment variables the keys name, and the defaults of the keys it reads
 * (its HTTP and management servers).
 */
public final class ConfigCatalog {

    private static final List<ConfigKey<?>> ALL = Stream.of(
                    AdapterKeys.KEYS, BackendKeys.KEYS, SecurityKeys.KEYS, WusKeys.KEYS, GbKeys.KEYS, ConsoleKeys.KEYS)
            .flatMap(List::stream)
            .toList();

    private ConfigCatalog() {}

    public static List<ConfigKey<?>> all() {
        return ALL;
    }

    /**
     * The words Camel Main must mask besides its own (password, secret, token, ...) when it logs the properties it
     * read: the last part of every secret key's name, which is what Camel matches.
     */
    public static String sensitiveKeywords() {
        return ALL.stream()
                .filter(ConfigKey::secret)
                .map(key -> key.name().substring(key.name().lastIndexOf('.') + 1))
                .distinct()
                .collect(Collectors.joining(","));
    }

    /**
     * Camel Main's initial properties, below every other source (system properties, application.properties, a test's
     * overrides): a key's environment variable when it is set, else the default of a key Camel reads itself.
     */
    public static Properties initialProperties(Map<String, String> environment) {
        Properties properties = new Properties();
        for (ConfigKey<?> key : ALL) {
            String fromEnvironment = key.environment() == null ? null : environment.get(key.environment());
            if (fromEnvironment != null && !fromEnvironment.isBlank()) {
                properties.setProperty(key.name(), fromEnvironment);
            } else if (key.readByCamel() && key.defaultValue() != null) {
                properties.setProperty(key.name(), key.defaultValue());
            }
        }
        return properties;
    }
}
