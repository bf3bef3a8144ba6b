package nl.opendk.ebms.perf.hostile;

import java.nio.charset.StandardCharsets;
import nl.opendk.ebms.perf.traffic.Request;

/**
 * A mutated request and what was done to it. Edits work on the body as ISO-8859-1 text, which maps every byte to
 * one character and back, so text searches and byte damage mix without the charset getting in the way.
 */
record Edit(Request request, String detail) {

    static String text(Request request) {
        return new String(request.body(), StandardCharsets.ISO_8859_1);
    }

    static Edit body(Request request, String text, String detail) {
        return new Edit(request.withBody(text.getBytes(StandardCharsets.ISO_8859_1)), detail);
    }
}
