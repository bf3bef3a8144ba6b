package nl.opendk.ebms.deploy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The environment variables the adapter reads: those the README's configuration tables name (generated from the
 * adapter's own catalog and checked against it by the adapter's tests), the log format (read by the log
 * configuration) and the JVM's own.
 */
final class AdapterVariables {

    private static final Pattern TABLE_VARIABLE =
            Pattern.compile("^\\| `[a-zA-Z0-9.-]+` \\(`([A-Z][A-Z0-9_]*)`\\)", Pattern.MULTILINE);
    private static final Set<String> OUTSIDE_THE_CATALOG = Set.of("EBMS_LOG_FORMAT", "JAVA_TOOL_OPTIONS");

    private AdapterVariables() {}

    static Set<String> all() {
        try {
            Set<String> names = new TreeSet<>(OUTSIDE_THE_CATALOG);
            Matcher variable = TABLE_VARIABLE.matcher(Files.readString(Path.of("../README.md")));
            while (variable.find()) {
                names.add(variable.group(1));
            }
            return names;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
