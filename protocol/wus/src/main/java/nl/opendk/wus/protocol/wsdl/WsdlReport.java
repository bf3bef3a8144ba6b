package nl.opendk.wus.protocol.wsdl;

import java.util.List;
import java.util.Optional;

/**
 * Every finding about a WSDL, and its summary when the WSDL was readable and had exactly one portType (a summary may
 * come with errors: {@link #valid()} says whether the WSDL may be used).
 */
public record WsdlReport(List<WsdlFinding> findings, Optional<WsdlSummary> summary) {

    public WsdlReport {
        findings = List.copyOf(findings);
    }

    /** True when no finding is an error. */
    public boolean valid() {
        return findings.stream().noneMatch(WsdlFinding::isError);
    }
}
