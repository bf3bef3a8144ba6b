package nl.opendk.ebms.protocol.check;

import java.net.URI;
import java.net.URISyntaxException;

/** URI syntax (RFC 3986) as ebMS needs it for untyped PartyId and Service values (§3.1.1.1, §3.1.4). */
final class Uris {

    private Uris() {}

    static boolean isAbsoluteUri(String value) {
        try {
            return new URI(value).isAbsolute();
        } catch (URISyntaxException e) {
            return false;
        }
    }
}
