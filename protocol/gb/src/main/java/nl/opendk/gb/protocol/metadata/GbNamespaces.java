package nl.opendk.gb.protocol.metadata;

import java.nio.charset.StandardCharsets;

/** The namespaces and profile names of the GB metadata schemas (DK-GB 3.8.1 ch05). */
public final class GbNamespaces {

    /** The pull schema (profile digikoppeling-gb-1.0). */
    public static final String PULL = "http://www.logius.nl/digikoppeling/gb/2010/10";

    public static final String PULL_PROFILE = "digikoppeling-gb-1.0";

    /** The push schema (profile digikoppeling-gb-4.0, DK-GB 3.8): request and response. */
    public static final String PUSH = "http://www.logius.nl/digikoppeling/gb/2020/09";

    public static final String PUSH_PROFILE = "digikoppeling-gb-4.0";

    /** The content type a metadata payload goes as (MD001: an XML document of its own). */
    public static final String METADATA_CONTENT_TYPE = "application/xml";

    /** What both namespaces start with. */
    private static final byte[] COMMON = "http://www.logius.nl/digikoppeling/gb/".getBytes(StandardCharsets.US_ASCII);

    private GbNamespaces() {}

    /**
     * Whether the bytes may hold GB metadata of either schema: they name a GB namespace. One byte search that spares
     * every other payload an XML parse; the namespace URIs are ASCII, and metadata is UTF-8 or a superset of ASCII.
     */
    public static boolean mentionedIn(byte[] payload) {
        return contains(payload, COMMON);
    }

    /** Whether the bytes name this namespace: the same cheap test for one schema. */
    public static boolean mentions(byte[] payload, String namespace) {
        return contains(payload, namespace.getBytes(StandardCharsets.US_ASCII));
    }

    private static boolean contains(byte[] payload, byte[] needle) {
        outer:
        for (int i = 0; i <= payload.length - needle.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (payload[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }
}
