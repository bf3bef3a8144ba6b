package nl.opendk.ebms.cpa.check;

import java.util.Objects;
import nl.opendk.ebms.protocol.error.Severity;

/**
 * One thing an operator should know about an uploaded CPA. An {@link Severity#ERROR} makes the CPA unacceptable; a
 * {@link Severity#WARNING} is worth a look but does not stop the upload.
 *
 * @param path where in the document, as a {@link nl.opendk.ebms.cpa.parse.CpaPath}
 */
public record CpaFinding(Severity severity, String path, String message) {

    public CpaFinding {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(message, "message");
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }
}
