package nl.opendk.gb.protocol.transfer;

/**
 * The part of a file a GET asks for (RFC 7233 §2.1, which GB001 makes mandatory), resolved against the file's
 * length: the whole file, one range of it, or a range the file cannot satisfy.
 *
 * @param first the first byte served
 * @param last the last byte served (inclusive)
 */
public record ByteRange(Kind kind, long first, long last, long length) {

    /** What the server answers. */
    public enum Kind {
        /** 200 with the whole file: no Range header, one it may ignore (RFC 7233 §3.1), or If-Range failed. */
        WHOLE,
        /** 206 with Content-Range. */
        PARTIAL,
        /** 416 with {@code Content-Range: bytes *}{@code /length} (RFC 7233 §4.4). */
        UNSATISFIABLE
    }

    /** The bytes served. */
    public long count() {
        return kind == Kind.UNSATISFIABLE ? 0 : last - first + 1;
    }

    /** The Content-Range header of a 206 or 416 answer. */
    public String contentRange() {
        return kind == Kind.UNSATISFIABLE ? "bytes */" + length : "bytes " + first + "-" + last + "/" + length;
    }

    public static ByteRange whole(long length) {
        return new ByteRange(Kind.WHOLE, 0, length - 1, length);
    }

    /**
     * The range a {@code Range} header asks of a file of {@code length} bytes. Only one byte range is served; a
     * header with several, another unit or bad syntax is ignored and the whole file is served, which RFC 7233 §3.1
     * allows. A range that starts at or past the end is unsatisfiable; one that runs past it is cut (§2.1).
     */
    public static ByteRange of(String header, long length) {
        if (header == null) {
            return whole(length);
        }
        String value = header.strip();
        if (!value.regionMatches(true, 0, "bytes=", 0, 6) || value.indexOf(',') >= 0) {
            return whole(length);
        }
        String spec = value.substring(6).strip();
        int dash = spec.indexOf('-');
        if (dash < 0) {
            return whole(length);
        }
        try {
            String from = spec.substring(0, dash).strip();
            String to = spec.substring(dash + 1).strip();
            if (from.isEmpty()) {
                // a suffix range: the last N bytes
                long suffix = Long.parseLong(to);
                if (suffix <= 0 || length == 0) {
                    return unsatisfiable(length);
                }
                return new ByteRange(Kind.PARTIAL, Math.max(0, length - suffix), length - 1, length);
            }
            long first = Long.parseLong(from);
            long last = to.isEmpty() ? length - 1 : Long.parseLong(to);
            if (first >= length && (to.isEmpty() || last >= first)) {
                return unsatisfiable(length);
            }
            if (first < 0 || last < first) {
                return whole(length);
            }
            return new ByteRange(Kind.PARTIAL, first, Math.min(last, length - 1), length);
        } catch (NumberFormatException e) {
            return whole(length);
        }
    }

    private static ByteRange unsatisfiable(long length) {
        return new ByteRange(Kind.UNSATISFIABLE, 0, -1, length);
    }
}
