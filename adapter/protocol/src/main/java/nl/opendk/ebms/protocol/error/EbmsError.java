package nl.opendk.ebms.protocol.error;

import java.util.Objects;

/**
 * One ebMS error (ebMS 2.0 §4.2.3.2): what is wrong, how bad, and where. The location is the XPath-like
 * pointer ebMS peers expect, e.g. {@code //Header/MessageHeader/CPAId}; see {@link ErrorLocation}.
 */
public record EbmsError(EbmsErrorCode code, Severity severity, String location, String description) {

    public EbmsError {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(description, "description");
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
