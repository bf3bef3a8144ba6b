package nl.opendk.ebms.protocol.codec;

/** RFC 2392 Content-IDs: on the wire in angle brackets, in cid: URLs without. */
public final class ContentIds {

    private ContentIds() {}

    public static String strip(String contentId) {
        if (contentId == null) {
            return null;
        }
        String trimmed = contentId.trim();
        if (trimmed.length() >= 2 && trimmed.charAt(0) == '<' && trimmed.charAt(trimmed.length() - 1) == '>') {
            return trimmed.substring(1, trimmed.length() - 1);
        }
        return trimmed;
    }
}
