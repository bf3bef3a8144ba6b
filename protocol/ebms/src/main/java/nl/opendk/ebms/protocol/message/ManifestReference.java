package nl.opendk.ebms.protocol.message;

/** ebMS 2.0 §3.2.1 Manifest/Reference: a pointer to a payload part, {@code cid:} for Digikoppeling. */
public record ManifestReference(String href) {

    public static final String CID_SCHEME = "cid:";

    public boolean isContentId() {
        return href != null && href.regionMatches(true, 0, CID_SCHEME, 0, CID_SCHEME.length());
    }

    /** The Content-ID this reference names, without the scheme and without angle brackets. */
    public String contentId() {
        return isContentId() ? href.substring(CID_SCHEME.length()) : null;
    }
}
