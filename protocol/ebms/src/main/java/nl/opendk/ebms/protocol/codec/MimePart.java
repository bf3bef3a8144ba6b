package nl.opendk.ebms.protocol.codec;

import java.util.Locale;
import java.util.Map;

/** One part of a multipart body: its headers (names lower-cased) and where its content lies in the body. */
record MimePart(Map<String, String> headers, byte[] body, int offset, int length) {

    String header(String name) {
        return headers.get(name.toLowerCase(Locale.ROOT));
    }

    /** A copy of the part's content as it stands in the body (before any transfer decoding). */
    byte[] rawContent() {
        return java.util.Arrays.copyOfRange(body, offset, offset + length);
    }

    /** The Content-ID without the angle brackets of RFC 2392, or null. */
    String contentId() {
        return ContentIds.strip(header("content-id"));
    }
}
