package nl.opendk.ebms.cpa.check;

import java.util.List;
import nl.opendk.ebms.cpa.model.Cpa;

/**
 * The outcome of checking an uploaded CPA.
 *
 * @param cpa the CPA, present exactly when it is acceptable; null otherwise
 * @param findings every error and warning, in the order found
 */
public record CpaCheckResult(Cpa cpa, List<CpaFinding> findings) {

    public CpaCheckResult {
        findings = List.copyOf(findings);
        if (cpa != null && findings.stream().anyMatch(CpaFinding::isError)) {
            throw new IllegalArgumentException("a CPA with errors is not acceptable");
        }
    }

    /** True when no finding is an error: the CPA may be stored and used. */
    public boolean acceptable() {
        return findings.stream().noneMatch(CpaFinding::isError);
    }

    public List<CpaFinding> errors() {
        return findings.stream().filter(CpaFinding::isError).toList();
    }

    public List<CpaFinding> warnings() {
        return findings.stream().filter(finding -> !finding.isError()).toList();
    }
}
