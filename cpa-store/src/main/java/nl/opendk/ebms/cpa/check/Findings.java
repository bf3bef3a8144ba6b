package nl.opendk.ebms.cpa.check;

import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.cpa.parse.CpaPath;
import nl.opendk.ebms.protocol.error.Severity;

/** Collects the findings of one validation run; every rule adds to it and none stops the others. */
final class Findings {

    private final List<CpaFinding> found = new ArrayList<>();

    void error(CpaPath path, String message) {
        found.add(new CpaFinding(Severity.ERROR, path.value(), message));
    }

    void warning(CpaPath path, String message) {
        found.add(new CpaFinding(Severity.WARNING, path.value(), message));
    }

    List<CpaFinding> list() {
        return List.copyOf(found);
    }
}
