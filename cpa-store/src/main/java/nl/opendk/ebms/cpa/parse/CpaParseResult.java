package nl.opendk.ebms.cpa.parse;

import java.util.List;
import nl.opendk.ebms.cpa.model.Cpa;

/**
 * What the parser read.
 *
 * @param cpa the model, as far as it could be read; null when the document itself was refused (too large, not
 *     well-formed, a DOCTYPE, not a CPA)
 * @param problems every value that could not be read, in document order
 */
public record CpaParseResult(Cpa cpa, List<ParseProblem> problems) {

    public CpaParseResult {
        problems = List.copyOf(problems);
    }
}
