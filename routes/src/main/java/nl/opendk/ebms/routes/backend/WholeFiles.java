package nl.opendk.ebms.routes.backend;

/**
 * A back end that watches a folder must never read half a message. A {@code file:} endpoint therefore writes each
 * file under a hidden name first and renames it to its own name when it is whole (Camel's {@code tempPrefix}; a
 * rename within a folder is atomic), unless the URI chose a temporary name itself.
 */
final class WholeFiles {

    /** The hidden name's prefix: folder watchers, Camel's own file consumer among them, skip dot files. */
    static final String TEMP_PREFIX = ".writing-";

    private WholeFiles() {}

    static String endpoint(String uri) {
        if (!uri.startsWith("file:") || uri.contains("tempPrefix=") || uri.contains("tempFileName=")) {
            return uri;
        }
        return uri + (uri.indexOf('?') < 0 ? "?" : "&") + "tempPrefix=" + TEMP_PREFIX;
    }
}
