package nl.opendk.gb.protocol.push;

import java.util.List;
import nl.opendk.gb.protocol.GbFinding;

/**
 * What a payload held of push metadata: the data-reference-requests that can be answered, and the findings of those
 * that cannot. A payload without any push metadata gives two empty lists.
 */
public record PushReading(List<PushReference> references, List<GbFinding> findings) {

    public PushReading {
        references = List.copyOf(references);
        findings = List.copyOf(findings);
    }

    /** Whether the payload carried push metadata at all, valid or not. */
    public boolean isGroteBerichten() {
        return !references.isEmpty() || !findings.isEmpty();
    }
}
