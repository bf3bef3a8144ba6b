package nl.opendk.ebms.protocol.error;

import java.util.Objects;
import nl.opendk.ebms.protocol.text.Printable;

/**
 * One ebMS error (ebMS 2.0 §4.2.3.2): what is wrong, how bad, and where. The location is the XPath-like
 * pointer ebMS peers expect, e.g. {@code //Header/MessageHeader/CPAId}; see {@link ErrorLocation}.
 *
 * <p>Descriptions and locations may quote what a sender sent, and go back on the wire, into the database and into
 * the console: characters that cannot be shown are escaped and the length is bounded here, once for every error.
 */
public record EbmsError(EbmsErrorCode code, Severity severity, String location, String description) {

    /** Longest description kept; quoted values are at most an identifier's 255 characters. */
    public static final int MAX_DESCRIPTION = 2000;

    /** Longest location kept (the width of its database column). */
    public static final int MAX_LOCATION = 1000;

    public EbmsError {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(description, "description");
        description = Printable.escape(description, MAX_DESCRIPTION);
        location = Printable.escape(location, MAX_LOCATION);
    }

    /** An error with the code's default severity. */
    public static EbmsError of(EbmsErrorCode code, String location, String description) {
        return new EbmsError(code, code.defaultSeverity(), location, description);
    }

    /** An error that stops processing, whatever the code's default severity. */
    public static EbmsError fatal(EbmsErrorCode code, String location, String description) {
        return new EbmsError(code, Severity.ERROR, location, description);
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }
}
