package nl.opendk.ebms.component.config;

import java.util.Optional;
import java.util.function.Function;

/**
 * Typed access to configuration keys, each read with the default its {@link ConfigKey} defines. A blank value counts
 * as unset. A value that does not parse stops the start with a message naming the key (a secret's value masked).
 */
public final class Settings {

    private final Function<String, Optional<String>> source;

    public Settings(Function<String, Optional<String>> source) {
        this.source = source;
    }

    /** The key's value, or its default; for keys the catalog gives a default. */
    public <T> T get(ConfigKey<T> key) {
        return find(key).orElseThrow(() -> new IllegalStateException(key.name() + " has no default"));
    }

    /** The key's value, or its default; empty when it is unset and has no default. */
    public <T> Optional<T> find(ConfigKey<T> key) {
        return source.apply(key.name())
                .map(String::trim)
                .filter(value -> !value.isEmpty())
                .or(() -> Optional.ofNullable(key.defaultValue()))
                .map(key::parse);
    }
}
