package nl.opendk.gb.protocol.metadata;

import java.util.List;
import nl.opendk.gb.protocol.GbFinding;

/**
 * What a payload held: the data-references that passed every check, and the findings of those that did not. A
 * payload without any GB metadata gives two empty lists.
 */
public record MetadataReading(List<DataReference> references, List<GbFinding> findings) {

    public MetadataReading {
        references = List.copyOf(references);
        findings = List.copyOf(findings);
    }

    /** Whether the payload carried GB metadata at all, valid or not. */
    public boolean isGroteBerichten() {
        return !references.isEmpty() || !findings.isEmpty();
    }
}
