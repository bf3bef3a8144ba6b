package nl.opendk.ebms.cpa.parse;

import java.util.Objects;

/** Something in a CPA document that could not be read into the model, and where. Always disqualifies the CPA. */
public record ParseProblem(String path, String message) {

    public ParseProblem {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(message, "message");
    }
}
