package nl.opendk.ebms.perf.hostile;

import java.util.Objects;
import nl.opendk.ebms.perf.traffic.Request;

/**
 * One input of the fuzz scenario: which valid message it started from, what was done to it, and the request.
 *
 * @param index the input's number; with the mutator's seed and run it gives the same request again
 * @param base "ping" or "business" (multipart/related with one payload)
 * @param detail what exactly was changed, e.g. "cut at 301 of 1012 bytes"
 */
public record FuzzInput(int index, Mutation mutation, String base, String detail, Request request) {

    public FuzzInput {
        Objects.requireNonNull(mutation, "mutation");
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(detail, "detail");
        Objects.requireNonNull(request, "request");
    }
}
