package nl.opendk.ebms.cpa.check;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.cpa.parse.CpaParseResult;
import nl.opendk.ebms.cpa.parse.CpaParser;
import nl.opendk.ebms.cpa.parse.ParseProblem;
import nl.opendk.ebms.protocol.error.Severity;

/** The one entry point for an uploaded CPA: parse it, check it, and say whether it may be used. Thread-safe. */
public final class CpaUpload {

    private final CpaParser parser;
    private final CpaValidator validator;

    public CpaUpload(CpaParser parser, CpaValidator validator) {
        this.parser = parser;
        this.validator = validator;
    }

    /** The default parser limits and every check, with certificate validity judged against {@code clock}. */
    public static CpaUpload standard(Clock clock) {
        return new CpaUpload(new CpaParser(), new CpaValidator(clock));
    }

    public CpaCheckResult check(byte[] xml) {
        CpaParseResult parsed = parser.parse(xml);
        List<CpaFinding> findings = new ArrayList<>();
        for (ParseProblem problem : parsed.problems()) {
            findings.add(new CpaFinding(Severity.ERROR, problem.path(), problem.message()));
        }
        Cpa cpa = parsed.cpa();
        if (cpa == null) {
            return new CpaCheckResult(null, findings);
        }
        findings.addAll(validator.validate(cpa));
        boolean acceptable = findings.stream().noneMatch(CpaFinding::isError);
        return new CpaCheckResult(acceptable ? cpa : null, findings);
    }
}
