package nl.opendk.ebms.component.observe;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * Which build of the adapter runs: the project version and the commit it was built from, as the build wrote them into
 * {@code build-info.properties}. An operator reads it in the start-up log, on {@code /observe/info}, in the console's
 * footer and as the metric {@code ebms_build_info}; a bug report names it.
 *
 * @param version the Maven version, e.g. {@code 0.1.0} or {@code 0.1.0-SNAPSHOT}
 * @param commit the abbreviated commit id, with {@code -dirty} when the tree had changes; {@code unknown} when built
 *     outside a git checkout
 */
public record BuildInfo(String version, String commit) {

    private static final String RESOURCE = "build-info.properties";
    private static final String UNKNOWN = "unknown";
    private static final BuildInfo CURRENT = load();

    /** This build's. */
    public static BuildInfo current() {
        return CURRENT;
    }

    /** {@code 0.1.0-SNAPSHOT (commit 1b5c9e1)}. */
    @Override
    public String toString() {
        return version + " (commit " + commit + ")";
    }

    private static BuildInfo load() {
        Properties properties = new Properties();
        try (InputStream in = BuildInfo.class.getResourceAsStream(RESOURCE)) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("read " + RESOURCE, e);
        }
        String version = filled(properties.getProperty("version"));
        String commit = filled(properties.getProperty("commit"));
        if (!commit.equals(UNKNOWN) && "true".equals(properties.getProperty("dirty"))) {
            commit += "-dirty";
        }
        return new BuildInfo(version, commit);
    }

    /** A value the build did not fill in (no git, or an IDE that does not filter resources) is unknown. */
    private static String filled(String value) {
        return value == null || value.isBlank() || value.startsWith("${") ? UNKNOWN : value;
    }
}
